import type { OpeningHoursDay } from '../../../src/lib/api/types/openingHours.ts';
import type { OpeningOverrides } from '../seed/openingHours.ts';
import type { StandInState } from '../seed/state.ts';
import { errorBody } from '../shared/errorBody.ts';
import { isDateOnly, jsonBody } from '../shared/requests.ts';
import { notFound, type MainApiApp, type MainApiContext, type RouteOptions } from './app.ts';
import { overviewOf, playgroundByIdOrSlug } from './openingHours.ts';

/** The fields of a notice a test may change. */
const noticeFields = ['name', 'text'] as const;

type NoticeChange = Partial<Record<(typeof noticeFields)[number], string | null>>;

/** Reads the body of `PUT /__control/notices/{guid}`: the change, or problems a tester can act on. */
function noticeChangeFrom(body: Record<string, unknown>): { change: NoticeChange } | { problems: string[] } {
  const problems: string[] = [];
  const change: NoticeChange = {};
  for (const [name, value] of Object.entries(body)) {
    if (!(noticeFields as readonly string[]).includes(name))
      problems.push(`Unknown field ${name}: only ${noticeFields.join(' and ')} can be changed.`);
    else if (typeof value !== 'string' && value !== null) problems.push(`${name} must be a string or null.`);
    else change[name as keyof NoticeChange] = value;
  }
  if (problems.length === 0 && Object.keys(change).length === 0)
    problems.push(`The body must be a JSON object with ${noticeFields.join(' or ')}.`);
  return problems.length > 0 ? { problems } : { change };
}

/** `HH:mm`, or `HH:mm:ss` as .NET writes a TimeSpan; 24:00 for a night that ends at midnight. */
const timeOfDay = /^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$/;

/** Reads the body of `PUT /__control/opening-hours/…`: the day, or problems a tester can act on. */
function openingDayFrom(
  body: Record<string, unknown>,
): { day: Omit<OpeningHoursDay, 'date'> } | { problems: string[] } {
  const problems: string[] = [];
  for (const name of Object.keys(body)) {
    if (!['open', 'isClosed', 'comment'].includes(name))
      problems.push(`Unknown field ${name}: use open, isClosed and comment.`);
  }
  const { open, isClosed, comment } = body;
  const spans = Array.isArray(open) ? open : [];
  if (!Array.isArray(open)) problems.push('open must be a list of { from, to } (empty for a closed day).');
  spans.forEach((span: unknown, index) => {
    const { from, to } = (typeof span === 'object' && span !== null ? span : {}) as Record<string, unknown>;
    if (typeof from !== 'string' || !timeOfDay.test(from) || typeof to !== 'string' || !timeOfDay.test(to))
      problems.push(`open[${index}] must be { from, to } with times written HH:mm.`);
  });
  if (isClosed !== undefined && typeof isClosed !== 'boolean')
    problems.push('isClosed must be true or false.');
  if (comment !== undefined && comment !== null && typeof comment !== 'string')
    problems.push('comment must be a string or null.');
  if (problems.length > 0) return { problems };
  return {
    day: {
      open: (spans as { from: string; to: string }[]).map(({ from, to }) => ({ from, to })),
      isClosed: typeof isClosed === 'boolean' ? isClosed : spans.length === 0,
      comment: typeof comment === 'string' ? comment : null,
    },
  };
}

function invalid(c: MainApiContext, code: string, problems: string[]) {
  return c.json(errorBody(code, problems.join(' '), { exceptionType: 'ValidationException' }), 400);
}

/** Puts every changed notice back as seeded; gives their guids. */
function restoreNotices(state: StandInState, only?: string): string[] {
  const restored: string[] = [];
  for (const [guid, seeded] of state.seededNotices) {
    if (only !== undefined && guid !== only) continue;
    const notice = state.notices.find((candidate) => candidate.guid === guid);
    if (notice) Object.assign(notice, structuredClone(seeded));
    state.seededNotices.delete(guid);
    restored.push(guid);
  }
  return restored;
}

/**
 * What a browser test changes while the sites run, to see a prerendered play-centre page pick up
 * live data (README, "Control endpoints"): one notice's name and text, one day's opening hours
 * of one play centre, and the way back. The normal routes read the state on every call, so a
 * change shows at once. Like the password rules, the changes are global to the stand-in.
 */
export function addLiveDataRoutes(app: MainApiApp, { state }: RouteOptions): void {
  app.put('/__control/notices/:guid', async (c) => {
    const guid = c.req.param('guid');
    const notice = state.notices.find((candidate) => candidate.guid === guid);
    if (!notice) return notFound(c, 'Notice', guid);
    const result = noticeChangeFrom(await jsonBody(c));
    if ('problems' in result) return invalid(c, 'InvalidNoticeChange', result.problems);
    if (!state.seededNotices.has(guid)) state.seededNotices.set(guid, structuredClone(notice));
    Object.assign(notice, result.change);
    return c.json(notice);
  });

  app.delete('/__control/notices/:guid', (c) => {
    const guid = c.req.param('guid');
    const notice = state.notices.find((candidate) => candidate.guid === guid);
    if (!notice) return notFound(c, 'Notice', guid);
    restoreNotices(state, guid);
    return c.json(notice);
  });

  /** The play centre and date of an opening-hours control path, or the reply that refuses them. */
  const openingDayTarget = (c: MainApiContext): Response | { guid: string; date: string } => {
    const locationId = c.req.param('locationId') ?? '';
    const date = c.req.param('date') ?? '';
    const playground = playgroundByIdOrSlug(state, locationId);
    if (!playground) return notFound(c, 'Playground', locationId);
    if (!isDateOnly(date))
      return invalid(c, 'InvalidOpeningHours', [`${date} is not a date written YYYY-MM-DD.`]);
    return { guid: playground.guid, date };
  };
  const dayNow = (guid: string, date: string) => overviewOf(state, guid, date, date)?.[0];

  app.put('/__control/opening-hours/:locationId/:date', async (c) => {
    const target = openingDayTarget(c);
    if (target instanceof Response) return target;
    const result = openingDayFrom(await jsonBody(c));
    if ('problems' in result) return invalid(c, 'InvalidOpeningHours', result.problems);
    const overrides: OpeningOverrides = state.openingOverrides.get(target.guid) ?? {};
    overrides[target.date] = result.day;
    state.openingOverrides.set(target.guid, overrides);
    return c.json(dayNow(target.guid, target.date));
  });

  app.delete('/__control/opening-hours/:locationId/:date', (c) => {
    const target = openingDayTarget(c);
    if (target instanceof Response) return target;
    const overrides = state.openingOverrides.get(target.guid);
    if (overrides) {
      delete overrides[target.date];
      if (Object.keys(overrides).length === 0) state.openingOverrides.delete(target.guid);
    }
    return c.json(dayNow(target.guid, target.date));
  });

  app.post('/__control/reset-live-data', (c) => {
    const notices = restoreNotices(state);
    const openingHours = [...state.openingOverrides].flatMap(([locationId, overrides]) =>
      Object.keys(overrides).map((date) => ({ locationId, date })),
    );
    state.openingOverrides.clear();
    return c.json({ notices, openingHours });
  });
}
