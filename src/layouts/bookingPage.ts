import { phoneChoices } from '../config/callingCodeChoices.ts';
import { childClassBookingPath, pagePath, pageRoutes } from '../config/routes.ts';
import { site } from '../config/site.ts';
import type { BookingPageConfig, BuiltBooking } from '../islands/childClassBooking/config.ts';
import { calendarDayIn } from '../lib/dates/dayInZone.ts';
import { signInAddressAt } from '../lib/session/signInPage.ts';
import { createVersionedStorage } from '../lib/storage/versionedStorage.ts';
import { createBooking } from '../stores/booking.ts';
import { contentLinks, notFoundTexts, pageLanguage } from './page.ts';
import { buildDay, fileSafeId, prerenderedPlaygrounds } from './prerenderedPlaygrounds.ts';

/** What the booking page hands its script, decided at build time. */
export function bookingPageConfig(
  params: Record<string, string | undefined>,
  built: BuiltBooking | null,
): BookingPageConfig {
  const { language, messages, errors, service, locale } = pageLanguage(params);
  const { country } = site;
  return {
    texts: messages.childClassBooking,
    errors,
    service,
    notFound: notFoundTexts(language),
    language,
    locale,
    currency: country.currency,
    brand: country.brand,
    paidButtonObliges: country.paidButtonObliges,
    privacyPolicy: contentLinks(language).privacyPolicy,
    ...phoneChoices(country),
    built,
  };
}

/**
 * One booking page per age group of every class a prerendered play centre has, in each language
 * (`/profile/sv/lekland/barkarby/boka/{ageGroupId}`): the class, age group, dates and price in
 * the HTML, and the form ready to type into. Every other is served by the one page per language.
 */
export async function prerenderedBookingPaths() {
  const { built } = await prerenderedPlaygrounds();
  return site.country.languages.flatMap((lang) =>
    built.flatMap(({ playground, classes }) =>
      classes.flatMap((childClass) =>
        (childClass.ageGroups ?? [])
          .filter((group) => fileSafeId(group.id ?? ''))
          .map((group) => ({
            params: {
              lang,
              playgroundFolder: pageRoutes.playground.slugs[lang],
              playgroundShell: playground.slug ?? '',
              childClassBookingFolder: pageRoutes.childClassBooking.slugs[lang],
              childClassBookingShell: group.id ?? '',
            },
            props: { built: { target: { playground, childClass, group }, builtOn: buildDay(lang) } },
          })),
      ),
    ),
  );
}

/**
 * What a prerendered booking page draws with: the booking's store as the build saw it (the
 * same the browser starts from, so React hydrates the build's markup), the build's day, and the
 * sign-in link back to this page.
 */
export function prerenderedBookingView(config: BookingPageConfig, built: BuiltBooking) {
  const { playground, group } = built.target;
  const path = childClassBookingPath(config.language, playground.slug ?? '', group.id ?? '');
  // The build only draws: nothing is kept, asked or booked here.
  const storage = createVersionedStorage({ backend: null });
  const booking = createBooking({
    api: {
      playground: () => Promise.reject(new Error('not at build time')),
      classes: () => Promise.resolve([]),
      tShirtSizes: () => Promise.resolve([]),
      book: () => Promise.resolve(null),
    },
    playgroundSlug: playground.slug ?? null,
    ageGroupId: group.id ?? null,
    built: built.target,
    storage,
    defaultCallingCode: config.defaultCallingCode,
    today: () => calendarDayIn(site.country.timeZone),
    afterBooking: () => {},
  });
  storage.dispose();
  return {
    booking,
    today: calendarDayIn(site.country.timeZone),
    signInHref: signInAddressAt(pagePath('signIn', config.language), {
      intent: 'Booking',
      continuePath: path,
    }),
  };
}
