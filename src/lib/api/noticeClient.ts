import { MainApiClient } from './httpClient.ts';
import type { SiteNotice } from './types/notice.ts';
import { siteNotice } from './schemas/notice.ts';

/** Application notices shown for a location (spec §7, main API: notices). */
export class NoticeClient extends MainApiClient {
  /** The notices of a location, optionally of one type only (response cache). */
  byLocation(locationId: string, type?: string | null): Promise<SiteNotice[]> {
    return this.http.getList('/api/application-notice/by-location/{locationId}', siteNotice, {
      params: { locationId },
      query: { type },
      cache: this.caches.response,
    });
  }
}
