import { beforeAll, describe, expect, it } from 'vitest';
import { NoticeClient } from '../../src/lib/api/noticeClient.ts';
import { OpeningHoursClient } from '../../src/lib/api/openingHoursClient.ts';
import type { Playground } from '../../src/lib/api/types/location.ts';
import { errorText } from '../support/errorText.ts';
import { clients } from './support/standIns.ts';

let alnabru: Playground;
let asane: Playground;

beforeAll(async () => {
  const playgrounds = await clients().playgrounds.listByCountry('norway');
  alnabru = playgrounds.find((playground) => playground.slug === 'alnabru') as Playground;
  asane = playgrounds.find((playground) => playground.slug === 'asane') as Playground;
});

describe(NoticeClient, () => {
  it('should give a play centre its own notices and its country’s, never disabled ones', async () => {
    const notices = await clients().notices.byLocation(alnabru.guid);
    expect(notices.map((notice) => [notice.type, notice.name])).toEqual([
      ['Info', 'Nye åpningstider i sommer'],
      ['Warning', 'Stengt klatrevegg'],
    ]);
    const elsewhere = await clients().notices.byLocation(asane.guid);
    expect(elsewhere.map((notice) => notice.name)).toEqual(['Nye åpningstider i sommer']);
  });

  it('should filter by type', async () => {
    const warnings = await clients().notices.byLocation(alnabru.guid, 'Warning');
    expect(warnings.map((notice) => notice.name)).toEqual(['Stengt klatrevegg']);
  });
});

describe(OpeningHoursClient, () => {
  it('should give every day of the range, closed on Christmas Eve with a Norwegian comment', async () => {
    const days = await clients().openingHours.overview(alnabru.guid, new Date(2026, 11, 23), '2026-12-25');
    expect(days.map((day) => [day.date, day.isClosed, day.comment])).toEqual([
      ['2026-12-23', false, null],
      ['2026-12-24', true, 'Julaften – stengt'],
      ['2026-12-25', true, '1. juledag – stengt'],
    ]);
    expect(days[0]?.open).toEqual([{ from: '10:00', to: '19:00' }]);
  });

  it('should refuse a range that ends before it starts', async () => {
    const error = await clients()
      .openingHours.overview(alnabru.guid, '2026-12-25', '2026-12-23')
      .catch((caught: unknown) => caught);
    expect(errorText(error)).toBe("Validation failed: 'To' must not be before 'From'.");
  });

  it('should give the week the website shows, from today', async () => {
    const days = await clients().openingHours.websiteOverview(alnabru.guid);
    expect(days).toHaveLength(7);
    expect(days[0]?.date).toBe(new Date().toISOString().slice(0, 10));
  });
});
