import { childClassBookingPath, pagePath, pageRoutes } from '../../config/routes.ts';
import { site } from '../../config/site.ts';
import { bookingAddress } from '../../lib/childClassBooking/address.ts';
import { leadsToSignIn } from '../../lib/childClassBooking/healthHandOver.ts';
import { createBooking, type BookingApi } from '../../stores/booking.ts';
import { bookedPlaceOf, keepBookedPlace } from '../../lib/childClassBooking/bookedPlace.ts';
import { bookedPurchase, keepBookedPurchase } from '../../lib/childClassBooking/purchase.ts';
import { ApiError } from '../../lib/errors/ApiError.ts';
import { log } from '../../lib/log/log.ts';
import { localCalendarDay } from '../../lib/dates/calendarDay.ts';
import { preparePriceFormat } from '../../lib/playground/priceDisplay.ts';
import { playgroundName, resolvePlayground } from '../../lib/playground/resolvePlayground.ts';
import { appStorage, storageIn, tabStorage } from '../../lib/storage/appStorage.ts';
import { storedKeys } from '../../config/storage.ts';
import { createApiCaches } from '../../lib/cache/apiCaches.ts';
import { ChildClassClient } from '../../lib/api/childClassClient.ts';
import { CountryClient } from '../../lib/api/countryClient.ts';
import { PlaygroundClient } from '../../lib/api/playgroundClient.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import { pageSignInPath, signInAddressAt } from '../../lib/session/signInPage.ts';
import { $session } from '../../stores/session.ts';
import { fill } from '../../i18n/fill.ts';
import BookingPage from './BookingPage.tsx';
import IslandBoundary from '../IslandBoundary.tsx';
import type { BookingPageConfig } from './config.ts';
import { createPersonalRoot } from '../personalRoot.ts';

/**
 * The main-API calls of a booking: the three clients it needs (not the play-centre page's
 * store, which loads opening hours and notices), with spec §9's caches (classes one minute).
 */
function bookingApi(): BookingApi {
  const http = mainApiHttp(site.endpoints.mainApi);
  const caches = createApiCaches();
  const clients = {
    countries: new CountryClient(http, caches),
    playgrounds: new PlaygroundClient(http, caches),
    childClasses: new ChildClassClient(http, caches),
    caches,
  };
  return {
    playground: (slug) => resolvePlayground(clients, slug, site.country.slug),
    classes: (playgroundId, fresh) => {
      // After a refused booking the page must show the class as it is now, not as it was a minute ago.
      if (fresh) clients.caches.lists.childClass.clear();
      return clients.childClasses.byPlayground(playgroundId);
    },
    tShirtSizes: () => clients.childClasses.tShirtSizes(),
    book: (request) => clients.childClasses.book(request),
  };
}

/** Each language button leads to this booking in that language (the built page knows only its folder). */
function languageLinks(playgroundSlug: string, ageGroupId: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-query][hreflang]')) {
    const language = site.country.languages.find((each) => each === link.hreflang);
    if (language) link.href = childClassBookingPath(language, playgroundSlug, ageGroupId);
  }
}

/**
 * The booking page's script: reads the play centre and age group from the address (the page is
 * served for every `…/{playgroundSlug}/{book}/{ageGroupId}`), renders the booking into
 * `#booking-root`, offers a signed-in parent their details and children, and moves on to the
 * confirmation once booked.
 */
export function mountBooking(): void {
  const root = document.getElementById('booking-root');
  const configText = document.getElementById('booking-config')?.textContent;
  if (!root || !configText) return;
  const config = JSON.parse(configText) as BookingPageConfig;
  const { language } = config;
  const address = bookingAddress(
    location.pathname,
    pagePath('playground', language),
    pageRoutes.childClassBooking.slugs[language],
  );
  if (address) languageLinks(address.playgroundSlug, address.ageGroupId);
  // An earlier release kept the draft in this browser's storage, allergies included: gone.
  appStorage().remove(storedKeys.bookingDraft.key);
  const booking = createBooking({
    api: bookingApi(),
    playgroundSlug: address?.playgroundSlug ?? null,
    ageGroupId: address?.ageGroupId ?? null,
    storage: storageIn(storedKeys.bookingDraft.area),
    defaultCallingCode: config.defaultCallingCode,
    today: () => localCalendarDay(),
    // A refused form (400) is the parent's to fix, not an incident.
    report: (error) =>
      error instanceof ApiError && error.status === 400
        ? log.warn('booking', error)
        : log.error('booking', error),
    afterBooking: (result, request, target) => {
      keepBookedPurchase(
        tabStorage(),
        bookedPurchase(result.orderReference, target.childClass, request, config.currency),
      );
      keepBookedPlace(
        storageIn(storedKeys.bookedPlace.area),
        bookedPlaceOf(result.orderReference, request, target, {
          name: playgroundName(target.playground, language),
          slug: target.playground.slug,
        }),
      );
      const query = new URLSearchParams({ bookingId: result.guid, orderReference: result.orderReference });
      // Replaced, not pushed: Back leads to the play centre, not to a form already sent.
      location.replace(`${pagePath('childClassBookingConfirmation', language)}?${query}`);
    },
  });

  preparePriceFormat(config.currency, config.locale);

  // Off to our sign-in page in this tab (the form's offer, or the top bar's link), perhaps to
  // create an account: the child's health details wait in the tab for the return. A link opened
  // in another tab leaves this form as it is, so nothing is handed over then.
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self')) return;
    if (leadsToSignIn(link.href, location.origin, pageSignInPath())) booking.leavingToSignIn();
  });
  // Back to this very page from the browser's cache (Back on the sign-in page): the form never
  // left, so the tab's copy goes at once.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) storageIn(storedKeys.bookingHealth.area).remove(storedKeys.bookingHealth.key);
  });

  let named = false;
  booking.$state.subscribe((state) => {
    if (named || !state.target) return;
    named = true;
    document.title = `${fill(config.texts.titleOf, { name: state.target.childClass.name ?? playgroundName(state.target.playground, language) })} | ${config.brand}`;
  });

  let family = false;
  $session.subscribe((session) => {
    if (family) return;
    // Just back from signing in, the tab keeps the user and the session says "loading": the
    // form waits for the family instead of showing the guest's empty form for a moment.
    if (session.status === 'loading') booking.expectFamily(true);
    if (session.status === 'signedOut') booking.expectFamily(false);
    if (session.status !== 'signedIn') return;
    family = true;
    void import('./family.ts').then((module) => booking.useFamily(module.familyApi()));
  });

  // Signed out (here or in another tab), the view leaves the screen (personalRoot.ts).
  const view = createPersonalRoot(root);
  view.render(
    <IslandBoundary onError={(error) => log.error('booking: the page failed', error)}>
      <BookingPage
        booking={booking}
        config={config}
        today={localCalendarDay()}
        signInHref={signInAddressAt(pageSignInPath(), {
          intent: 'Booking',
          continuePath: window.location.href,
        })}
      />
    </IslandBoundary>,
  );
  void booking.load();
}

mountBooking();
