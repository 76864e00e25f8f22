import { describe, expect, it } from 'vitest';
import { fit, type Schema } from '../../../src/lib/api/schemas/fields.ts';
import { genericResult } from '../../../src/lib/api/schemas/common.ts';
import { childClass } from '../../../src/lib/api/schemas/childClass.ts';
import { signInStatus } from '../../../src/lib/api/schemas/identity.ts';
import { locationTree, playground } from '../../../src/lib/api/schemas/location.ts';
import { openingHoursDay } from '../../../src/lib/api/schemas/openingHours.ts';
import { profileOverview } from '../../../src/lib/api/schemas/profile.ts';
import {
  childSelection,
  giftCardArticle,
  orderCreated,
  orderStatus,
  orderSummary,
  photoUploadStatus,
  trackingEvent,
  validityArticle,
} from '../../../src/lib/api/schemas/shop.ts';
import { onboardingStatus, user } from '../../../src/lib/api/schemas/user.ts';

const fits = (schema: Schema<unknown>, value: unknown) => fit(schema, value).fits;
const read = <T>(schema: Schema<T>, value: unknown): T => {
  const result = fit(schema, value);
  if (!result.fits) throw new Error(JSON.stringify(result.misfits));
  return result.data;
};

const pass = {
  id: 'p-1',
  name: 'Sommerkort',
  description: null,
  price: 895,
  currency: 'NOK',
  countryId: 'no',
  countryName: 'Norge',
  rules: null,
  media: [{ guid: 'm-1', version: 2, mediaType: 'image/jpeg', sizeInBytes: 1, width: 1, height: 1 }],
  ticketActivationDate: '2026-06-01',
  validityDurationType: 'Period',
  validityDuration: 3,
  inactiveReason: null,
};

/** What each part of the product reads must not arrive as something else (spec §3). */
describe('the reply schemas', () => {
  it('should read a whole article as it came, fields the product does not read included', () => {
    expect(read(validityArticle, { ...pass, isActive: true })).toEqual({ ...pass, isActive: true });
  });

  it('should read a field that is null or missing as null (spec §3: every field may be null)', () => {
    const missing: Partial<typeof pass> = { ...pass };
    delete missing.name;
    delete missing.media;
    expect(read(validityArticle, { ...missing, price: null })).toMatchObject({
      name: null,
      media: null,
      price: null,
    });
  });

  it('should not read an article without its identifier', () => {
    expect(fits(validityArticle, { ...pass, id: null })).toBe(false);
    expect(fits(giftCardArticle, { name: 'Presentkort' })).toBe(false);
  });

  // Each of these blanked the shop's island or read as "on sale" before.
  it.each([
    ['a name that is an object', { name: { sv: 'Sommarkort' } }],
    ['a name that is a list', { name: ['Sommarkort'] }],
    ['media that is not a list', { media: { guid: 'm-1' } }],
    ['media of [null]', { media: [null] }],
    ['a currency that is a list', { currency: ['NOK'] }],
    ['a price that is text', { price: '895' }],
    ['a price that is not finite', { price: Number.POSITIVE_INFINITY }],
    ['a price that is not a number', { price: Number.NaN }],
    ['an inactive reason that is not text', { inactiveReason: true }],
    ['an inactive reason that is an object', { inactiveReason: { code: 'Expired' } }],
  ])('should refuse an article with %s', (_what, change) => {
    expect(fits(validityArticle, { ...pass, ...change })).toBe(false);
  });

  it('should refuse a reply that is not an object at all', () => {
    for (const value of [null, 42, 'article', [pass], true]) expect(fits(validityArticle, value)).toBe(false);
  });

  it('should leave whether an amount makes sense to the shop: a negative or huge finite price fits', () => {
    expect(read(validityArticle, { ...pass, price: -300 }).price).toBe(-300);
    expect(read(validityArticle, { ...pass, price: 1e308 }).price).toBe(1e308);
    expect(read(validityArticle, { ...pass, currency: 'XYZ' }).currency).toBe('XYZ');
  });

  it('should refuse a tracking event whose products are [null] or not a list', () => {
    const event = { event: 'purchase', transactionId: 'GC-1', total: 100, currency: 'SEK' };
    expect(fits(trackingEvent, { ...event, products: [null] })).toBe(false);
    expect(fits(trackingEvent, { ...event, products: 'GC' })).toBe(false);
    expect(fits(trackingEvent, { ...event, products: [{ sku: { id: 1 } }] })).toBe(false);
    expect(read(trackingEvent, { ...event, products: [{ sku: 'g-1' }] }).products?.[0]).toMatchObject({
      sku: 'g-1',
      name: null,
    });
  });

  it.each([
    ['an order summary', orderSummary, { totalAmount: '100' }, { lines: [null] }],
    ['an order summary period', orderSummary, { period: 'June' }, { currency: 1 }],
    ['a created order', orderCreated, { orderReference: null }, { orderReference: 12 }],
    ['an order status', orderStatus, { orderReference: 'GC-1', status: { value: 'Paid' } }, null],
    [
      'a photo status',
      photoUploadStatus,
      { photoUploadAvailable: 'yes' },
      { numberOfAllowedBookingsWithoutImage: [] },
    ],
    [
      'a child',
      childSelection,
      { guid: 'c-1', firstName: { first: 'Alva' } },
      { guid: 'c-1', selectable: 'true' },
    ],
    ['a user', user, { guid: 'u-1', roles: [null] }, { guid: 'u-1', firstname: 7 }],
    ['a play centre', playground, { guid: 'pc-1', translatednames: { sv: 1 } }, { guid: 'pc-1', areas: {} }],
    ['a class', childClass, { id: 'k-1', ageGroups: [null] }, { id: 'k-1', price: { priceIncVat: '100' } }],
    ['an opening-hours day', openingHoursDay, { date: '2026-06-01', open: [null] }, { date: null }],
    ['a profile overview', profileOverview, { childAccounts: '2' }, { accountProgress: [] }],
    ['a generic result', genericResult, { errors: [1] }, { success: 'true' }],
    ['a location tree', locationTree, { items: [{ guid: 'a', children: [null] }] }, { items: 'x' }],
  ])('should refuse %s that does not fit', (_what, schema, first, second) => {
    expect(fits(schema as Schema<unknown>, first)).toBe(false);
    expect(fits(schema as Schema<unknown>, second)).toBe(false);
  });

  it('should read a value the product does not know of a known set as null, which it handles', () => {
    expect(read(signInStatus, { nextStep: 'SomethingNew' })).toEqual({ nextStep: null });
    expect(read(onboardingStatus, { nextStep: 'AddPets', remainingSteps: [] }).nextStep).toBeNull();
    expect(read(childClass, { id: 'k-1', classType: { type: 'SportKidz' } }).classType).toBeNull();
  });

  it('should read nested lists, a location tree of any depth included', () => {
    const tree = { items: [{ guid: 'a', children: [{ guid: 'b', children: [{ guid: 'c' }] }] }] };
    expect(read(locationTree, tree).items?.[0]?.children?.[0]?.children?.[0]?.guid).toBe('c');
  });
});

/** The reader itself (schemas/fields.ts): where a reply did not fit, and what it never does. */
describe(fit, () => {
  it('should say where each misfit is and what was expected, every one of them', () => {
    const result = fit(validityArticle, {
      ...pass,
      id: 7,
      name: { sv: 'x' },
      media: [null],
      price: Number.POSITIVE_INFINITY,
    });
    expect(result.fits).toBe(false);
    expect(result.fits ? [] : result.misfits).toEqual([
      { path: ['id'], code: 'invalid_type', expected: 'string' },
      { path: ['name'], code: 'invalid_type', expected: 'string' },
      { path: ['price'], code: 'finite' },
      { path: ['media', 0], code: 'invalid_type', expected: 'object' },
    ]);
  });

  it('should name a missing identifier by the text it expected', () => {
    const withoutId: Partial<typeof pass> = { ...pass };
    delete withoutId.id;
    expect(fit(validityArticle, withoutId)).toEqual({
      fits: false,
      misfits: [{ path: ['id'], code: 'invalid_type', expected: 'string' }],
    });
  });

  it('should keep a field named __proto__ as a field, never as the read object’s prototype', () => {
    const reply = JSON.parse(`{"id":"p-1","__proto__":{"name":"Sommarkort","isActive":false}}`) as unknown;
    const article = read(validityArticle, reply);
    expect(Object.getPrototypeOf(article)).toBe(Object.prototype);
    expect(article.name).toBeNull();
    expect(Object.hasOwn(article, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>)['isActive']).toBeUndefined();
  });

  it('should not read a list as an object, nor an object as a list', () => {
    expect(fit(validityArticle, [])).toEqual({
      fits: false,
      misfits: [{ path: [], code: 'invalid_type', expected: 'object' }],
    });
    expect(fits(trackingEvent, { event: 'purchase', products: { 0: { sku: 'g-1' } } })).toBe(false);
  });
});
