import { childClassBookingPath, pagePath, pageRoutes } from '../../config/routes.ts';
import { site } from '../../config/site.ts';
import { bookingAddress } from '../../lib/childClassBooking/address.ts';
import { leadsToSignIn } from '../../lib/childClassBooking/healthHandOver.ts';
import { createBooking, type BookingApi } from '../../stores/booking.ts';
import type { Booked } from '../../lib/childClassBooking/afterBooking.ts';
import { localCalendarDay } from '../../lib/dates/calendarDay.ts';
import { preparePriceFormat } from '../../lib/playground/priceDisplay.ts';
import { playgroundName } from '../../lib/playground/resolvePlayground.ts';
import { appStorage, storageIn, tabStorage } from '../../lib/storage/appStorage.ts';
import { storedKeys } from '../../config/storage.ts';
import { createApiCaches } from '../../lib/cache/apiCaches.ts';
import { ChildClassClient } from '../../lib/api/childClassClient.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import { pageSignInPath, signInAddressAt } from '../../lib/session/signInPage.ts';
import { $session } from '../../stores/session.ts';
import { fill } from '../../i18n/fill.ts';
import type { BookingValues } from '../../lib/childClassBooking/bookingForm.ts';
import { typedBefore } from '../forms/typedBefore.ts';
import BookingPage from './BookingPage.tsx';
import { idOf } from './fieldsets.ts';
import { mountPage } from '../mountPage.tsx';
import { pointLanguageLinks } from '../pageLanguageLinks.ts';
import { dropOnSignOut } from '../personalView.ts';

/**
 * The main-API calls of a booking: the clients it needs (not the play-centre page's store,
 * which loads opening hours and notices), with spec §9's caches (classes one minute).
 */
function bookingApi(): BookingApi {
  const http = mainApiHttp(site.endpoints.mainApi);
  const caches = createApiCaches();
  const clients = { childClasses: new ChildClassClient(http, caches), caches };
  return {
    // Only a class the build did not know needs its play centre found (stores/booking.ts): the
    // lists' code comes then, not with every booking page.
    playground: async (slug) =>
      (await import('../../lib/playground/lookUpPlayground.ts')).lookUpPlayground(http, caches, slug),
    classes: (playgroundId, fresh) => {
      // After a refused booking the page must show the class as it is now, not as it was a minute ago.
      if (fresh) clients.caches.lists.childClass.clear();
      return clients.childClasses.byPlayground(playgroundId);
    },
    tShirtSizes: () => clients.childClasses.tShirtSizes(),
    book: (request) => clients.childClasses.book(request),
  };
}

/**
 * The booking page's script: reads the play centre and age group from the address (the page is
 * served for every `…/{playgroundSlug}/{book}/{ageGroupId}`), renders the booking into
 * `#booking-root`, offers a signed-in parent their details and children, and moves on to the
 * confirmation once booked.
 */
export function mountBooking(): void {
  const page = mountPage('booking', {
    root: 'booking-root',
    area: 'booking',
    failed: 'booking: the page failed',
  });
  if (!page) return;
  // Signed out (here or in another tab), the view leaves the screen.
  dropOnSignOut(page);
  const { config } = page;
  const { language } = config;
  const address = bookingAddress(
    location.pathname,
    pagePath('playground', language),
    pageRoutes.childClassBooking.slugs[language],
  );
  if (address)
    pointLanguageLinks((other) => childClassBookingPath(other, address.playgroundSlug, address.ageGroupId));
  // An earlier release kept the draft in this browser's storage, allergies included: gone.
  appStorage().remove(storedKeys.bookingDraft.key);
  // Once booked: what the confirmation shows is kept in this tab, and the page moves on to it.
  // What follows a booking (keeping it for the confirmation, moving on) is asked for when the
  // parent first sends the form, not with every visit; should it not come, the booking is
  // made all the same and the confirmation page says what it can.
  const loadAfterBooking = () => import('../../lib/childClassBooking/afterBooking.ts');
  document.addEventListener('submit', () => void loadAfterBooking(), { once: true, capture: true });
  const booked = (done: Booked) =>
    loadAfterBooking().then(
      ({ afterBooking }) =>
        afterBooking({
          language,
          currency: config.currency,
          purchases: tabStorage(),
          places: storageIn(storedKeys.bookedPlace.area),
          leave: (to) => location.replace(to),
        })(done),
      (error: unknown) => {
        page.report(error);
        location.replace(pagePath('childClassBookingConfirmation', language));
      },
    );
  const takeTyped = () => {
    for (const [field, value] of Object.entries(typedBefore(booking.$state.get().values, idOf)))
      booking.set(field as keyof BookingValues, value as never);
  };
  const booking = createBooking({
    api: bookingApi(),
    built: config.built?.target ?? null,
    playgroundSlug: address?.playgroundSlug ?? null,
    ageGroupId: address?.ageGroupId ?? null,
    storage: storageIn(storedKeys.bookingDraft.area),
    defaultCallingCode: config.defaultCallingCode,
    today: () => localCalendarDay(),
    report: page.report,
    afterBooking: (result, request, target) => void booked({ result, request, target }),
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
    if (!leadsToSignIn(link.href, location.origin, pageSignInPath())) return;
    // What was typed while React took the page over is the store's before it is handed over.
    takeTyped();
    booking.leavingToSignIn();
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

  const followSession = () => {
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
  };

  // On a prerendered page the form was there before this script: what the parent typed into it
  // meanwhile is theirs, and the store takes it, before React takes over the fields and once more
  // when it has (typing goes on while React hydrates).
  takeTyped();

  page.render(
    <BookingPage
      booking={booking}
      config={config}
      today={localCalendarDay()}
      signInHref={signInAddressAt(pageSignInPath(), { intent: 'Booking', continuePath: location.pathname })}
    />,
  );
  // On the build's page, its class and form are on screen already: the class is checked, what
  // was typed meanwhile taken, and the family asked for, once React has taken the page over.
  page.whenDrawn(() => {
    takeTyped();
    followSession();
    void booking.load();
  });
}

mountBooking();
