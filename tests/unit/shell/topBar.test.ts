import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../src/config/routes.ts';
import { originFrom, topBarFor } from '../../../src/lib/shell/topBar.ts';

describe('topBarFor', () => {
  it('should be Balloons when the visit comes from party booking', () => {
    expect(topBarFor({ topBar: 'Grass' }, 'PartyBooking')).toBe('Balloons');
    expect(topBarFor({ topBar: 'Grass' }, 'partybooking')).toBe('Balloons');
    expect(topBarFor({ topBar: 'Grass' }, ' PARTYBOOKING ')).toBe('Balloons');
  });

  it('should be the page style otherwise, which is Grass on every page today', () => {
    for (const origin of [null, undefined, '', 'EntranceBooking', 'StartPage', 'PartyBookingX']) {
      expect(topBarFor({ topBar: 'Grass' }, origin)).toBe('Grass');
    }
    expect(Object.values(pageRoutes).map((route) => topBarFor(route.style, null))).toEqual(
      Object.values(pageRoutes).map(() => 'Grass'),
    );
  });

  it('should keep another style of the page when the origin is not party booking', () => {
    expect(topBarFor({ topBar: 'Video' }, 'Site')).toBe('Video');
    expect(topBarFor({ topBar: 'Video' }, 'PartyBooking')).toBe('Balloons');
  });
});

describe('originFrom', () => {
  it('should read the origin return-state parameter of a query string', () => {
    expect(originFrom('?intent=Booking&origin=PartyBooking')).toBe('PartyBooking');
    expect(originFrom('?origin=entrancebooking')).toBe('EntranceBooking');
  });

  it('should fall back to None when the origin is missing, empty or unknown', () => {
    for (const search of ['', '?origin=', '?origin=Evil', '?origin=%00', '?intent=Shop']) {
      expect(originFrom(search)).toBe('None');
    }
  });
});
