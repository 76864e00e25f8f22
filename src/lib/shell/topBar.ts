import type { PageStyle, TopBar } from '../../config/routes.ts';

/** The return-state origin that turns the top bar into balloons (spec §2). */
export const partyBookingOrigin = 'PartyBooking';

/** The `origin` return-state parameter of a query string, if any. */
export function originFrom(search: string): string | null {
  return new URLSearchParams(search).get('origin');
}

/**
 * The top bar a page shows: Balloons for a visit that came from party booking, otherwise
 * the page style's own (Grass on every page today). The origin arrives in a URL that other
 * sites build and people copy, so its case is not trusted.
 */
export function topBarFor(style: Pick<PageStyle, 'topBar'>, origin: string | null | undefined): TopBar {
  return origin?.toLowerCase() === partyBookingOrigin.toLowerCase() ? 'Balloons' : style.topBar;
}
