import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../src/config/countries.ts';
import { ApiError } from '../../src/lib/errors/ApiError.ts';
import { activeNotices } from '../../src/lib/playground/activeNotices.ts';
import { addDays } from '../../src/lib/dates/calendarDay.ts';
import { calendarDayIn } from '../../src/lib/dates/dayInZone.ts';
import { openingWeek } from '../../src/lib/playground/openingWeek.ts';
import { resolvePlayground } from '../../src/lib/playground/resolvePlayground.ts';
import { featuredPlaygroundSlug } from '../stand-ins/seed/countries.ts';
import { addFault, clients } from './support/standIns.ts';

/**
 * What the playground page asks the main API, against the stand-in: resolution by slug and
 * country slug, and the featured play centre of each country with everything the page shows.
 */
describe.each(countryCodes)('the playground page’s calls (%s)', (code) => {
  const country = countries[code];
  const slug = featuredPlaygroundSlug(code);

  it('should resolve the featured play centre by its slug and the country slug', async () => {
    const resolution = await resolvePlayground(clients(), slug, country.slug);
    expect(resolution).toMatchObject({ found: true, country: { slug: country.slug }, playground: { slug } });
  });

  it('should name the play centre in both languages of its country', async () => {
    const resolution = await resolvePlayground(clients(), slug, country.slug);
    if (!resolution.found) throw new Error(resolution.error);
    const names = resolution.playground.translatednames ?? {};
    expect(Object.keys(names).sort()).toEqual([...country.languages].sort());
    expect(names[country.languages[0]]).not.toBe(names['en']);
  });

  it('should give a week with a closed day and a comment, in the play centre’s time zone', async () => {
    const resolution = await resolvePlayground(clients(), slug, country.slug);
    if (!resolution.found) throw new Error(resolution.error);
    const today = calendarDayIn(country.timeZone);
    const days = await clients().openingHours.overview(resolution.playground.guid, today, addDays(today, 6));
    const week = openingWeek(days, today);
    expect(week.map((day) => day.state)).not.toContain('unknown');
    expect(week.some((day) => day.state === 'closed' && day.comment)).toBe(true);
    expect(week.some((day) => day.state === 'open' && day.comment)).toBe(true);
  });

  it('should give active notices only (an expired and a disabled one are left out)', async () => {
    const resolution = await resolvePlayground(clients(), slug, country.slug);
    if (!resolution.found) throw new Error(resolution.error);
    const notices = await clients().notices.byLocation(resolution.playground.guid);
    expect(notices.length).toBeGreaterThanOrEqual(2);
    expect(activeNotices(notices)).toEqual(notices);
  });

  it('should list classes with age groups, one discounted and one fully booked', async () => {
    const resolution = await resolvePlayground(clients(), slug, country.slug);
    if (!resolution.found) throw new Error(resolution.error);
    const classes = await clients().childClasses.byPlayground(resolution.playground.guid);
    expect(classes.every((childClass) => (childClass.ageGroups ?? []).length > 0)).toBe(true);
    expect(
      classes.some(
        (childClass) => (childClass.price?.regularPriceIncVat ?? 0) > (childClass.price?.priceIncVat ?? 0),
      ),
    ).toBe(true);
    expect(classes.some((childClass) => childClass.fullyBooked)).toBe(true);
  });
});

describe('resolution against the stand-in', () => {
  it('should fall back to sweden without a country slug', async () => {
    await expect(resolvePlayground(clients(), 'barkarby')).resolves.toMatchObject({ found: true });
    await expect(resolvePlayground(clients(), 'alnabru')).resolves.toEqual({
      found: false,
      error: 'unable to locate playground',
    });
  });

  it('should not know a country the main API does not list', async () => {
    await expect(resolvePlayground(clients(), 'barkarby', 'iceland')).resolves.toEqual({
      found: false,
      error: 'unable to locate country',
    });
  });

  it('should reject when the classes of a play centre fail on purpose', async () => {
    const resolution = await resolvePlayground(clients(), 'sandvika', 'norway');
    if (!resolution.found) throw new Error(resolution.error);
    const path = `/api/child-class/by-playground/${resolution.playground.guid}`;
    await addFault('mainApi', { path, kind: 'status', status: 503, times: 1 });
    const error = await clients()
      .childClasses.byPlayground(resolution.playground.guid)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503 });
  });
});
