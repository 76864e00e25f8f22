import { describe, expect, it } from 'vitest';
import {
  healthFromHandOver,
  healthHandOverOf,
  leadsToSignIn,
} from '../../../src/lib/childClassBooking/healthHandOver.ts';

const health = { allergies: 'Nuts (EpiPen)', otherInformation: 'Picked up by grandma' };

describe('healthHandOverOf', () => {
  it('should hand over the child’s health details with the age group they were typed for', () => {
    expect(healthHandOverOf(health, 'group-7')).toEqual({ ageGroupId: 'group-7', ...health });
  });

  it('should hand over nothing when neither was typed', () => {
    expect(healthHandOverOf({ allergies: ' ', otherInformation: '' }, 'group-7')).toBeNull();
  });
});

describe('healthFromHandOver', () => {
  it('should give the details back on the same age group’s form', () => {
    expect(healthFromHandOver({ ageGroupId: 'group-7', ...health }, 'group-7')).toEqual(health);
  });

  it.each([
    ['another age group', { ageGroupId: 'group-3', ...health }, 'group-7'],
    ['no age group on the page', { ageGroupId: 'group-7', ...health }, null],
    ['nothing stored', undefined, 'group-7'],
    ['a shape of another kind', { ageGroupId: 'group-7', allergies: 7, otherInformation: {} }, 'group-7'],
    ['a list', [health], 'group-7'],
  ])('should give nothing for %s', (_, stored, ageGroupId) => {
    expect(healthFromHandOver(stored, ageGroupId)).toBeNull();
  });

  it('should keep the field that has the right type when the other has not', () => {
    expect(healthFromHandOver({ ageGroupId: 'g', allergies: 'Nuts', otherInformation: null }, 'g')).toEqual({
      allergies: 'Nuts',
      otherInformation: '',
    });
  });
});

describe('leadsToSignIn', () => {
  const origin = 'https://localhost:8781';
  const signIn = '/profile/sv/logga-in';
  it.each([
    `${origin}${signIn}?intent=Booking&origin=None&continuePath=x`,
    `${origin}${signIn}`,
    `${origin}${signIn}/`,
  ])('should know our sign-in page: %s', (href) => {
    expect(leadsToSignIn(href, origin, signIn)).toBe(true);
  });

  it.each([
    `https://localhost:8782${signIn}`,
    `${origin}/profile/sv/skapa-konto`,
    `${origin}${signIn}x`,
    'https://localhost:8790/connect/authorize',
    'not an address',
  ])('should not take another address for it: %s', (href) => {
    expect(leadsToSignIn(href, origin, signIn)).toBe(false);
  });
});
