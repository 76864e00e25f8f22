import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/i18n/index.ts';
import { ageGroupLabel } from '../../../src/lib/childClassBooking/ageGroupLabel.ts';

/** A group as the Swedish and Finnish main APIs send it: named in the country's language. */
const group = (minAge: number | null, maxAge: number | null, name: string | null = '3–4 år') => ({
  name,
  minAge,
  maxAge,
});

describe(ageGroupLabel, () => {
  it("should name a group from its ages in the page's language, not with the API's name", () => {
    expect(ageGroupLabel(group(3, 4), messages.en.playground)).toBe('Ages 3–4');
    expect(ageGroupLabel(group(3, 4, '3–4-vuotiaat'), messages.en.childClassBooking.summary)).toBe(
      'Ages 3–4',
    );
    expect(ageGroupLabel(group(3, 4), messages.fi.playground)).toBe('3–4-vuotiaat');
    expect(ageGroupLabel(group(7, 9), messages.de.playground)).toBe('7–9 Jahre');
    expect(ageGroupLabel(group(7, 9), messages.sv.childClassBooking.summary)).toBe('7–9 år');
  });

  it('should say so when only one age is known', () => {
    expect(ageGroupLabel(group(10, null), messages.en.playground)).toBe('Ages 10 and up');
    expect(ageGroupLabel(group(null, 6), messages.en.playground)).toBe('Up to age 6');
    expect(ageGroupLabel(group(10, null), messages.de.playground)).toBe('Ab 10 Jahren');
  });

  it('should fall back on the name only when the group gives no age', () => {
    expect(ageGroupLabel(group(null, null, 'Familjegrupp'), messages.en.playground)).toBe('Familjegrupp');
    expect(ageGroupLabel(group(null, null, null), messages.en.playground)).toBe('');
  });

  it('should have the same words in the play-centre page and the booking summary', () => {
    for (const language of ['sv', 'en', 'da', 'nb', 'fi', 'de'] as const) {
      const { ages, agesFrom, agesUpTo } = messages[language].playground;
      expect(messages[language].childClassBooking.summary, language).toMatchObject({
        ages,
        agesFrom,
        agesUpTo,
      });
    }
  });
});
