import { notFound, type MainApiApp, type RouteOptions } from './app.ts';
import { findLocation, locationIndex } from './locationIndex.ts';

/**
 * Application notices of a location (spec §7): those set for it or for anything above it (a
 * country-wide notice shows at every play centre), enabled, current, of the asked type if any.
 */
export function addNoticeRoutes(app: MainApiApp, { state }: RouteOptions): void {
  app.get('/api/application-notice/by-location/:locationId', (c) => {
    const location = findLocation(locationIndex(state), c.req.param('locationId'));
    if (!location) return notFound(c, 'Location', c.req.param('locationId'));
    const type = c.req.query('type')?.toLowerCase();
    const now = Date.now();
    return c.json(
      state.notices.filter(
        (notice) =>
          !notice.disabled &&
          (notice.locationIds ?? []).some((id) => location.lineage.includes(id)) &&
          Date.parse(notice.startDate ?? '') <= now &&
          now <= Date.parse(notice.endDate ?? '') &&
          (type === undefined || type === '' || notice.type?.toLowerCase() === type),
      ),
    );
  });
}
