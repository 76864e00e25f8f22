import { describe, expect, it } from 'vitest';
import type { GiftCardArticle, ValidityArticle } from '../../../src/lib/api/types/shop.ts';
import {
  articlePicture,
  fixedPeriodEnd,
  ruleLines,
  ruleSummary,
  validityOf,
} from '../../../src/lib/shop/articleFacts.ts';

const article = {
  id: 'a1',
  name: 'Årskort lek',
  description: null,
  price: 1995,
  currency: 'SEK',
  countryId: null,
  countryName: null,
  rules: null,
  media: null,
};

const pass = (fields: Partial<ValidityArticle>): ValidityArticle => ({
  ...article,
  ticketActivationDate: null,
  validityDurationType: 'Months',
  validityDuration: 12,
  inactiveReason: null,
  ...fields,
});

const giftCard = (fields: Partial<GiftCardArticle>): GiftCardArticle => ({
  ...article,
  giftCardAmount: 500,
  sellablePeriodStartDate: '2025-01-01T00:00:00.000Z',
  sellablePeriodEndDate: '2027-01-01T00:00:00.000Z',
  cardActivationDate: null,
  isActive: true,
  ...fields,
});

describe(validityOf, () => {
  it('should count months, days, weeks, years and entrances, whatever the case', () => {
    expect(validityOf(pass({}))).toEqual({ type: 'months', count: 12 });
    expect(validityOf(pass({ validityDurationType: 'ENTRANCES', validityDuration: 10 }))).toEqual({
      type: 'entrances',
      count: 10,
    });
    expect(validityOf(pass({ validityDurationType: 'days', validityDuration: 30 }))).toEqual({
      type: 'days',
      count: 30,
    });
    expect(validityOf(pass({ validityDurationType: 'Weeks', validityDuration: 2 }))?.type).toBe('weeks');
    expect(validityOf(pass({ validityDurationType: 'Years', validityDuration: 1 }))?.type).toBe('years');
  });

  it('should give a period from its activation date, for as many months as its duration', () => {
    expect(
      validityOf(
        pass({
          validityDurationType: 'Period',
          validityDuration: 3,
          ticketActivationDate: '2026-06-01T00:00:00.000Z',
        }),
      ),
    ).toEqual({ type: 'period', start: '2026-06-01T00:00:00.000Z', end: '2026-09-01T00:00:00.000Z' });
    expect(
      validityOf(
        pass({
          validityDurationType: 'period',
          validityDuration: 1,
          ticketActivationDate: '2026-01-31T00:00:00.000Z',
        }),
      ),
    ).toEqual({ type: 'period', start: '2026-01-31T00:00:00.000Z', end: '2026-02-28T00:00:00.000Z' });
    expect(
      validityOf(
        pass({ validityDurationType: 'Period', validityDuration: null, ticketActivationDate: '2026-06-01' }),
      ),
    ).toEqual({ type: 'period', start: '2026-06-01' });
  });

  it('should give a gift card’s sellable period, an end it does not name left open', () => {
    expect(validityOf(giftCard({}))).toEqual({
      type: 'sellable',
      start: '2025-01-01T00:00:00.000Z',
      end: '2027-01-01T00:00:00.000Z',
    });
    expect(validityOf(giftCard({ sellablePeriodStartDate: null }))).toEqual({
      type: 'sellable',
      start: null,
      end: '2027-01-01T00:00:00.000Z',
    });
  });

  it.each([
    ['an unknown type', pass({ validityDurationType: 'Fortnights' })],
    ['no type', pass({ validityDurationType: null })],
    ['no count', pass({ validityDuration: null })],
    ['a count of nothing', pass({ validityDuration: 0 })],
    ['a broken count', pass({ validityDuration: 1.5 })],
    ['a period without a start', pass({ validityDurationType: 'Period', ticketActivationDate: null })],
    ['a period with a broken start', pass({ validityDurationType: 'Period', ticketActivationDate: 'soon' })],
    ['a gift card without a period', giftCard({ sellablePeriodStartDate: null, sellablePeriodEndDate: 'x' })],
  ])('should give null for %s', (_name, value) => {
    expect(validityOf(value)).toBeNull();
  });
});

describe(fixedPeriodEnd, () => {
  it('should give the end validityOf gives a Period, and the card administration’s own end', () => {
    const summer = pass({
      validityDurationType: 'Period',
      validityDuration: 3,
      ticketActivationDate: '2026-06-01T00:00:00.000Z',
    });
    expect(fixedPeriodEnd(summer)).toBe('2026-09-01T00:00:00.000Z');
    expect(fixedPeriodEnd(summer)).toBe((validityOf(summer) as { end?: string }).end);
    expect(
      fixedPeriodEnd({ periodCardProperties: { start: '2026-06-01', end: '2026-08-31T23:59:59Z' } }),
    ).toBe('2026-08-31T23:59:59Z');
  });

  it.each([
    ['a counted pass', pass({})],
    [
      'a period without a length',
      pass({ validityDurationType: 'Period', validityDuration: null, ticketActivationDate: '2026-06-01' }),
    ],
    [
      'a period too long for a date',
      pass({ validityDurationType: 'Period', validityDuration: 1e15, ticketActivationDate: '2026-06-01' }),
    ],
    [
      'a type that is not a string',
      { validityDurationType: 7, validityDuration: 3, ticketActivationDate: '2026-06-01' },
    ],
    [
      'periodCardProperties without a usable end',
      { periodCardProperties: { start: '2026-06-01', end: 'autumn' } },
    ],
    ['periodCardProperties that is no object', { periodCardProperties: '2026-06-01/2026-09-01' }],
  ])('should give no end for %s', (_name, value) => {
    expect(fixedPeriodEnd(value)).toBeNull();
  });
});

describe(ruleLines, () => {
  it('should give one rule a line, trimmed, without blank lines', () => {
    expect(
      ruleLines('Gäller i 12 månader.\r\n\n  Kan inte växlas mot kontanter.  \rEtt barn per kort.\n'),
    ).toEqual(['Gäller i 12 månader.', 'Kan inte växlas mot kontanter.', 'Ett barn per kort.']);
    expect(ruleLines(null)).toEqual([]);
    expect(ruleLines(' \n ')).toEqual([]);
  });
});

describe(ruleSummary, () => {
  const rules = 'One.\nTwo.\nThree.';

  it('should give the first two lines, and whether there are more', () => {
    expect(ruleSummary(rules)).toEqual({ lines: ['One.', 'Two.'], more: true });
    expect(ruleSummary('One.\nTwo.')).toEqual({ lines: ['One.', 'Two.'], more: false });
    expect(ruleSummary(rules, 3)).toEqual({ lines: ['One.', 'Two.', 'Three.'], more: false });
    expect(ruleSummary(rules, 1)).toEqual({ lines: ['One.'], more: true });
    expect(ruleSummary(null)).toEqual({ lines: [], more: false });
    expect(ruleSummary(rules, -1)).toEqual({ lines: [], more: true });
  });
});

describe(articlePicture, () => {
  const media = (guid: string, mediaType: string | null) => ({
    guid,
    version: 2,
    mediaType,
    sizeInBytes: 100,
    width: 640,
    height: 480,
  });

  it('should give the first image, with its size, passing over a video and an entry without a guid', () => {
    expect(
      articlePicture({
        media: [media('v', 'video/mp4'), media('', 'image/png'), media('p', 'image/svg+xml')],
      }),
    ).toEqual({ guid: 'p', version: 2, width: 640, height: 480 });
  });

  it('should give null for an article with no image', () => {
    expect(articlePicture({ media: null })).toBeNull();
    expect(articlePicture({ media: [media('v', null)] })).toBeNull();
  });
});
