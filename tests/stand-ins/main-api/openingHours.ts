import { validationBody } from '../shared/errorBody.ts';
import { isDateOnly, text } from '../shared/requests.ts';
import { maxOverviewDays, openingHours } from '../seed/openingHours.ts';
import { notFound, type MainApiApp, type RouteOptions } from './app.ts';

/** Opening hours per day (spec §7): an overview for a date range, and the website's week. */
export function addOpeningHoursRoutes(app: MainApiApp, { state }: RouteOptions): void {
  /** The country (whose holidays apply) of a play centre given by guid or slug. */
  const countryOf = (idOrSlug: string) => {
    const playground = state.playgrounds().find((p) => p.guid === idOrSlug || p.slug === idOrSlug);
    return playground && state.countryCodeOfPlayground(playground.guid);
  };
  const exceptionsOf = (idOrSlug: string) => {
    const playground = state.playgrounds().find((p) => p.guid === idOrSlug || p.slug === idOrSlug);
    return playground ? state.openingExceptions.get(playground.guid) : undefined;
  };

  app.get('/api/openinghours/overview', (c) => {
    const location = text(c.req.query('location'));
    const from = c.req.query('from');
    const to = c.req.query('to');
    const errors: Record<string, string[]> = {};
    if (location === '') errors['Location'] = ["'Location' must not be empty."];
    if (!isDateOnly(from)) errors['From'] = ["'From' must be a date (yyyy-MM-dd)."];
    if (!isDateOnly(to)) errors['To'] = ["'To' must be a date (yyyy-MM-dd)."];
    if (isDateOnly(from) && isDateOnly(to)) {
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      if (days < 1) errors['To'] = ["'To' must not be before 'From'."];
      if (days > maxOverviewDays)
        errors['To'] = [`The range must not be longer than ${maxOverviewDays} days.`];
    }
    if (Object.keys(errors).length > 0) return c.json(validationBody(errors), 400);
    const country = countryOf(location);
    return country
      ? c.json(openingHours(country, from as string, to as string, exceptionsOf(location)))
      : notFound(c, 'Playground', location);
  });

  app.get('/api/openinghours/overviewwp', (c) => {
    const locationId = text(c.req.query('locationId'));
    if (locationId === '')
      return c.json(validationBody({ LocationId: ["'LocationId' must not be empty."] }), 400);
    const country = countryOf(locationId);
    if (!country) return notFound(c, 'Playground', locationId);
    const today = new Date();
    const inSixDays = new Date(today.getTime() + 6 * 86_400_000);
    return c.json(
      openingHours(
        country,
        today.toISOString().slice(0, 10),
        inSixDays.toISOString().slice(0, 10),
        exceptionsOf(locationId),
      ),
    );
  });
}
