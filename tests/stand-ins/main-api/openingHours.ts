import type { OpeningHoursDay } from '../../../src/lib/api/types/openingHours.ts';
import type { Playground } from '../../../src/lib/api/types/location.ts';
import { validationBody } from '../shared/errorBody.ts';
import { isDateOnly, text } from '../shared/requests.ts';
import { maxOverviewDays, openingHours } from '../seed/openingHours.ts';
import type { StandInState } from '../seed/state.ts';
import { notFound, type MainApiApp, type RouteOptions } from './app.ts';

/** A play centre given by guid or slug, as the opening-hours calls accept it. */
export function playgroundByIdOrSlug(state: StandInState, idOrSlug: string): Playground | undefined {
  return state.playgrounds().find((p) => p.guid === idOrSlug || p.slug === idOrSlug);
}

/**
 * The days from `from` to `to` of a play centre, as both overviews answer them: the week, its
 * country's holidays, its own seeded days and, first, the days a test set. Computed on every
 * call, so a control call shows at once. Undefined for an unknown play centre.
 */
export function overviewOf(
  state: StandInState,
  idOrSlug: string,
  from: string,
  to: string,
): OpeningHoursDay[] | undefined {
  const playground = playgroundByIdOrSlug(state, idOrSlug);
  const country = playground && state.countryCodeOfPlayground(playground.guid);
  if (!playground || !country) return undefined;
  return openingHours(
    country,
    from,
    to,
    state.openingExceptions.get(playground.guid),
    state.openingOverrides.get(playground.guid),
  );
}

/** Opening hours per day (spec §7): an overview for a date range, and the website's week. */
export function addOpeningHoursRoutes(app: MainApiApp, { state }: RouteOptions): void {
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
    const days = overviewOf(state, location, from as string, to as string);
    return days ? c.json(days) : notFound(c, 'Playground', location);
  });

  app.get('/api/openinghours/overviewwp', (c) => {
    const locationId = text(c.req.query('locationId'));
    if (locationId === '')
      return c.json(validationBody({ LocationId: ["'LocationId' must not be empty."] }), 400);
    const today = new Date();
    const inSixDays = new Date(today.getTime() + 6 * 86_400_000);
    const days = overviewOf(
      state,
      locationId,
      today.toISOString().slice(0, 10),
      inSixDays.toISOString().slice(0, 10),
    );
    return days ? c.json(days) : notFound(c, 'Playground', locationId);
  });
}
