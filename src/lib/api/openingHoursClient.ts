import { MainApiClient } from './httpClient.ts';
import { toDateOnly, type CalendarDate } from './dates.ts';
import type { OpeningHoursDay } from './types/openingHours.ts';
import { openingHoursDay } from './schemas/openingHours.ts';

/** Opening hours of play centres (spec §7, main API: opening hours). */
export class OpeningHoursClient extends MainApiClient {
  /** One entry per day from `from` to `to`, both included, sent as `YYYY-MM-DD` (response cache). */
  overview(location: string, from: CalendarDate, to: CalendarDate): Promise<OpeningHoursDay[]> {
    return this.http.getList('/api/openinghours/overview', openingHoursDay, {
      query: { location, from: toDateOnly(from), to: toDateOnly(to) },
      required: ['location', 'from', 'to'],
      cache: this.caches.response,
    });
  }

  /** The week the main web site shows for a location (response cache). */
  websiteOverview(locationId: string): Promise<OpeningHoursDay[]> {
    return this.http.getList('/api/openinghours/overviewwp', openingHoursDay, {
      query: { locationId },
      required: ['locationId'],
      cache: this.caches.response,
    });
  }
}
