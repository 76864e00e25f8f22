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
    expect(ageGroupLabel(group(3, 4), messages.en.playground, 'en-GB')).toBe('Ages 3–4');
    expect(ageGroupLabel(group(3, 4, '3–4-vuotiaat'), messages.en.childClassBooking.summary, 'en-GB')).toBe(
      'Ages 3–4',
    );
    expect(ageGroupLabel(group(3, 4), messages.fi.playground, 'fi-FI')).toBe('3–4-vuotiaat');
    expect(ageGroupLabel(group(7, 9), messages.de.playground, 'de-DE')).toBe('7–9 Jahre');
    expect(ageGroupLabel(group(7, 9), messages.sv.childClassBooking.summary, 'sv-SE')).toBe('7–9 år');
  });

  it('should say so when only one age is known', () => {
    expect(ageGroupLabel(group(10, null), messages.en.playground, 'en-GB')).toBe('Ages 10 and up');
    expect(ageGroupLabel(group(null, 6), messages.en.playground, 'en-GB')).toBe('Up to age 6');
    expect(ageGroupLabel(group(10, null), messages.de.playground, 'de-DE')).toBe('Ab 10 Jahren');
    expect(ageGroupLabel(group(1, null), messages.de.playground, 'de-DE')).toBe('Ab 1 Jahr');
    expect(ageGroupLabel(group(null, 1), messages.de.playground, 'de-DE')).toBe('Bis 1 Jahr');
    expect(ageGroupLabel(group(1, null), messages.en.playground, 'en-GB')).toBe('Age 1 and up');
  });

  it('should fall back on the name only when the group gives no age', () => {
    expect(ageGroupLabel(group(null, null, 'Familjegrupp'), messages.en.playground, 'en-GB')).toBe(
      'Familjegrupp',
    );
    expect(ageGroupLabel(group(null, null, null), messages.en.playground, 'en-GB')).toBe('');
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
