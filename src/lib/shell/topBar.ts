import type { PageStyle, TopBar } from '../../config/routes.ts';
import type { Origin } from '../api/types/returnState.ts';
import { parseOrigin } from '../returnState/values.ts';

/** The return-state origin that turns the top bar into balloons (spec §2). */
export const partyBookingOrigin: Origin = 'PartyBooking';

/**
 * The `origin` return-state parameter of a query string, read by the one return-state parser
 * (case and surrounding space ignored, `None` when missing or unknown).
 */
export function originFrom(search: string): Origin {
  return parseOrigin(new URLSearchParams(search).get('origin'));
}

/**
 * The top bar a page shows: Balloons for a visit that came from party booking, otherwise
 * the page style's own (Grass on every page today). The origin arrives in a URL that other
 * sites build and people copy, so any spelling is read through `parseOrigin`.
 */
export function topBarFor(style: Pick<PageStyle, 'topBar'>, origin: string | null | undefined): TopBar {
  return parseOrigin(origin) === partyBookingOrigin ? 'Balloons' : style.topBar;
}
