import { describe, expect, it } from 'vitest';
import { countBadgeContent, countBadgeMaximum } from '../../../src/lib/badge/countBadge.ts';
import { messages } from '../../../src/i18n/index.ts';

const english = { one: '{{count}} booking', other: '{{count}} bookings' };

describe('countBadgeContent', () => {
  it('should show the number and say what it counts', () => {
    expect(countBadgeContent(3, english, 'en')).toEqual({ shown: '3', label: '3 bookings' });
  });

  it('should use the singular form for one', () => {
    expect(countBadgeContent(1, english, 'en')).toEqual({ shown: '1', label: '1 booking' });
  });

  it.each([
    ['fi', 1, '1 varaus'],
    ['fi', 4, '4 varausta'],
    ['sv', 2, '2 bokningar'],
    ['de', 1, '1 Buchung'],
  ] as const)('should use the plural rules of %s (%i)', (language, count, label) => {
    const { bookings_one: one, bookings_other: other } = messages[language].sidebarData;
    expect(countBadgeContent(count, { one, other }, language)?.label).toBe(label);
  });

  it('should show no badge for zero', () => {
    expect(countBadgeContent(0, english, 'en')).toBeNull();
  });

  it.each([null, undefined, Number.NaN, -2, 1.5, '3', Number.POSITIVE_INFINITY])(
    'should show no badge for an unknown count (%j)',
    (count) => {
      expect(countBadgeContent(count, english, 'en')).toBeNull();
    },
  );

  it(`should cap the number shown at ${countBadgeMaximum}+ and still say the exact count`, () => {
    expect(countBadgeContent(150, english, 'en')).toEqual({ shown: '99+', label: '150 bookings' });
    expect(countBadgeContent(99, english, 'en')?.shown).toBe('99');
  });
});
