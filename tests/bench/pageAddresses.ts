import type { CountryCode } from '../../src/config/countries.ts';
import type { Language } from '../../src/config/languages.ts';
import {
  childClassBookingPath,
  pagePath,
  pageRoutes,
  playgroundPath,
  type PageId,
} from '../../src/config/routes.ts';
import { shopArticlePath, shopOrderPath, shopRedeemPath } from '../../src/config/shopRoutes.ts';
import { seededAgeGroupId } from '../stand-ins/seed/childClasses.ts';
import { featuredPlaygroundSlug } from '../stand-ins/seed/countries.ts';
import { seededGiftCardId, seededPassId } from '../stand-ins/seed/shop.ts';
import { bookAtApi, seededClass } from '../e2e/support/booking.ts';
import { registerAndReadLink } from '../e2e/support/emailConfirmation.ts';

/**
 * Where the benches measure each page of `pageRoutes`: the page's own path, or the address
 * that shows its real content (add one when a page needs a query or an item). The playground
 * folder is no page by itself; a seeded play centre is measured (BENCH_PLAYGROUND_SLUG for
 * another one, e.g. on a deployed site).
 */
const pageAddresses: Partial<Record<PageId, (language: Language, country: CountryCode) => string>> = {
  // Well-formed, unknown user: the page posts, the Function asks the identity service.
  emailConfirmation: (language) =>
    `${pagePath('emailConfirmation', language)}?userId=3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e&code=q7Xv0bq2nB1kQm8c6p3dZt9yR4wL5sJh`,
  // As the reset e-mail's link opens it: opening it spends nothing, so any well-formed code will do
  // (without one, the page's guard sends the visitor on to sign-in, and that is what is measured).
  resetPassword: (language) =>
    `${pagePath('resetPassword', language)}?userId=3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e&code=q7Xv0bq2nB1kQm8c6p3dZt9yR4wL5sJh`,
  playground: (language, country) =>
    playgroundPath(language, process.env['BENCH_PLAYGROUND_SLUG'] ?? featuredPlaygroundSlug(country)),
  // The discounted term's 3–4 group at the featured play centre: a class with places.
  childClassBooking: (language, country) =>
    childClassBookingPath(
      language,
      featuredPlaygroundSlug(country),
      seededAgeGroupId(featuredPlaygroundSlug(country), 'SportKidz', 3),
    ),
  // Well-formed, unknown booking: the page asks the main API and shows its failure view.
  childClassBookingConfirmation: (language) =>
    `${pagePath('childClassBookingConfirmation', language)}?bookingId=3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e&orderReference=CC-2026-000000`,
  // The featured play centre's first gift card, as a visitor who is not signed in sees it.
  shopArticle: (language, country) =>
    shopArticlePath(language, featuredPlaygroundSlug(country), 'gift-card', seededGiftCardId(country)),
  // Well-formed, unknown order: signed out, the page asks nothing and offers sign-in.
  shopOrder: (language) => shopOrderPath(language, 'gift-card', 'GC-2026-000000'),
  // The country's first pass, as a link in an e-mail opens it, signed out.
  shopRedeem: (language, country) => shopRedeemPath(language, 'pass', seededPassId(country)),
};

export function benchPath(page: PageId, language: Language, country: CountryCode): string {
  return pageAddresses[page]?.(language, country) ?? pagePath(page, language);
}

/**
 * The pages a visitor can open as a first visit. A signed-in-only page shows the identity
 * service's login to a first visit; `npm run bench:onboarding` measures it signed in.
 */
export const firstVisitPages = (Object.keys(pageRoutes) as PageId[]).filter(
  (page) => !('signedInOnly' in pageRoutes[page]),
);

/**
 * `benchPath`, except that a confirmation link works once: with the local stand-ins running,
 * e-mail confirmation is measured on a new parent's real link, and a booking confirmation on a
 * booking made for the bench, so what is measured is the confirmation a parent sees (elsewhere,
 * the well-formed addresses of `benchPath`).
 */
export async function benchAddress(
  page: PageId,
  language: Language,
  country: CountryCode,
  standInsRunning: boolean,
): Promise<string> {
  if (page === 'childClassBookingConfirmation' && standInsRunning) {
    const slug = featuredPlaygroundSlug(country);
    const term = await seededClass(country, slug, 'SportKidz');
    const { guid, orderReference } = await bookAtApi(term, seededAgeGroupId(slug, 'SportKidz', 3), 3);
    return `${pagePath(page, language)}?${new URLSearchParams({ bookingId: guid, orderReference })}`;
  }
  if (page !== 'emailConfirmation' || !standInsRunning) return benchPath(page, language, country);
  const { userId, code } = await registerAndReadLink(country, language);
  return `${pagePath(page, language)}?${new URLSearchParams({ userId, code })}`;
}
