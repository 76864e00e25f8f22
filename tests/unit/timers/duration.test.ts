import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/config/languages.ts';
import { messages } from '../../../src/i18n/index.ts';
import RateLimitNotice from '../../../src/islands/forms/RateLimitNotice.tsx';
import { durationParts, formatDuration, roundedSeconds } from '../../../src/lib/timers/duration.ts';

const second = 1_000;
const minute = 60 * second;

/** The page's locale of each language, as the sign-in pages of its country hand it in. */
const locales: Record<Language, string> = {
  sv: 'sv-SE',
  nb: 'nb-NO',
  da: 'da-DK',
  fi: 'fi-FI',
  de: 'de-DE',
  en: 'en-SE',
};

describe(formatDuration, () => {
  it.each([
    ['sv', '4 minuter och 59 sekunder', '5 minuter', '1 minut och 1 sekund', '1 timme och 5 sekunder'],
    ['nb', '4 minutter og 59 sekunder', '5 minutter', '1 minutt og 1 sekund', '1 time og 5 sekunder'],
    ['da', '4 minutter og 59 sekunder', '5 minutter', '1 minut og 1 sekund', '1 time og 5 sekunder'],
    ['fi', '4 minuuttia ja 59 sekuntia', '5 minuuttia', '1 minuutti ja 1 sekunti', '1 tunti ja 5 sekuntia'],
    ['de', '4 Minuten und 59 Sekunden', '5 Minuten', '1 Minute und 1 Sekunde', '1 Stunde und 5 Sekunden'],
    ['en', '4 minutes and 59 seconds', '5 minutes', '1 minute and 1 second', '1 hour and 5 seconds'],
  ] as const)(
    'should word a wait in %s as a duration, never as a clock time',
    (language, precise, minutes, ones, hours) => {
      const locale = locales[language];
      expect(formatDuration(4 * minute + 59 * second, locale)).toBe(precise);
      expect(formatDuration(4 * minute + 59 * second, locale, { precision: 'minute' })).toBe(minutes);
      expect(formatDuration(minute + second, locale)).toBe(ones);
      expect(formatDuration(60 * minute + 5 * second, locale)).toBe(hours);
      expect(formatDuration(4 * minute + 59 * second, locale)).not.toMatch(/\d:\d/);
    },
  );

  it('should leave out the parts that are zero', () => {
    expect(formatDuration(5 * minute, 'sv-SE')).toBe('5 minuter');
    expect(formatDuration(59 * second, 'sv-SE')).toBe('59 sekunder');
    expect(formatDuration(2 * 60 * minute, 'de-DE')).toBe('2 Stunden');
  });

  it('should round up to the whole second, and to the whole minute when asked', () => {
    expect(formatDuration(4 * minute + 58_001, 'en-SE')).toBe('4 minutes and 59 seconds');
    expect(formatDuration(4 * minute + 1, 'en-SE', { precision: 'minute' })).toBe('5 minutes');
    expect(formatDuration(30 * second, 'en-SE', { precision: 'minute' })).toBe('1 minute');
    expect(formatDuration(5 * minute, 'en-SE', { precision: 'minute' })).toBe('5 minutes');
  });

  it('should write short units where room is tight', () => {
    expect(formatDuration(4 * minute + 59 * second, 'sv-SE', { unitDisplay: 'short' })).toBe(
      '4 min och 59 s',
    );
  });

  it.each([0, -5, Number.NaN, undefined, '300'])(
    'should say no time for the garbage or past value %s',
    (value) => {
      expect(formatDuration(value, 'en-SE')).toBe('0 seconds');
    },
  );

  it('should split a wait into hours, minutes and seconds', () => {
    expect(durationParts(3_725)).toEqual([
      { unit: 'hour', value: 1 },
      { unit: 'minute', value: 2 },
      { unit: 'second', value: 5 },
    ]);
    expect(durationParts(0)).toEqual([{ unit: 'second', value: 0 }]);
    expect(roundedSeconds(61 * second, 'minute')).toBe(120);
  });
});

describe(RateLimitNotice, () => {
  const render = (until: number | undefined, language: Language) =>
    renderToStaticMarkup(
      createElement(RateLimitNotice, {
        until,
        texts: messages[language].signIn.notices,
        locale: locales[language],
      }),
    );

  it.each(['sv', 'de'] as const)(
    'should say the wait in %s words on screen, and in whole minutes to a screen reader',
    (language) => {
      const html = render(Date.now() + 4 * minute + 59 * second + 500, language);
      const minutes = formatDuration(5 * minute, locales[language]);
      const seconds = formatDuration(4 * minute + 59 * second, locales[language]);
      expect(html).not.toMatch(/\d\d:\d\d/);
      // The ticking words are for the eyes only; a screen reader has the minutes, in a timer.
      expect(html).toMatch(new RegExp(`aria-hidden="true"[^>]*>(${seconds}|${minutes})</span>`));
      expect(html).toContain(`<span role="timer" aria-live="off" class="visually-hidden">${minutes}</span>`);
      expect(html).toContain(messages[language].signIn.notices.rateLimited.split('{{time}}')[0]);
    },
  );

  it('should say the wait without a time when the service named none, and that it is over when it is', () => {
    expect(render(undefined, 'sv')).toBe(`<p>${messages.sv.signIn.notices.rateLimitedNoTime}</p>`);
    expect(render(Date.now() - 1, 'sv')).toBe(`<p>${messages.sv.signIn.notices.rateLimitOver}</p>`);
  });
});
