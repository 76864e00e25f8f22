import { describe, expect, it } from 'vitest';
import { toDateOnly, toIsoTimestamp, toUtcBirthdate } from '../../../src/lib/api/dates.ts';

describe('dates', () => {
  describe(toDateOnly, () => {
    it('should give the local calendar day of a Date, even late in the evening', () => {
      expect(toDateOnly(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
      expect(toDateOnly(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
    });

    it('should pass a YYYY-MM-DD string through unchanged', () => {
      expect(toDateOnly('2024-02-29')).toBe('2024-02-29');
    });

    it.each(['2025-02-30', '2025-13-01', '1/6/2025', '2025-6-1'])('should reject %j', (text) => {
      expect(() => toDateOnly(text)).toThrow(RangeError);
    });

    it('should reject an invalid Date', () => {
      expect(() => toDateOnly(new Date('nonsense'))).toThrow(RangeError);
    });
  });

  describe(toIsoTimestamp, () => {
    it('should give the instant in UTC with milliseconds', () => {
      expect(toIsoTimestamp(new Date(Date.UTC(2025, 5, 1, 8, 30)))).toBe('2025-06-01T08:30:00.000Z');
    });
  });

  describe(toUtcBirthdate, () => {
    it('should send the picked local day as midnight UTC of that day', () => {
      expect(toUtcBirthdate(new Date(2019, 4, 4))).toBe('2019-05-04T00:00:00.000Z');
      expect(toUtcBirthdate(new Date(2019, 4, 4, 23, 59))).toBe('2019-05-04T00:00:00.000Z');
    });

    it('should send a YYYY-MM-DD day as midnight UTC of that day', () => {
      expect(toUtcBirthdate('2016-02-29')).toBe('2016-02-29T00:00:00.000Z');
    });
  });
});
