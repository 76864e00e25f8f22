import { numberFormat } from '../dates/localFormats.ts';
import { remainingSeconds } from './countdown.ts';

/**
 * A wait as words in the page's language: "4 minuter och 59 sekunder", "4 Minuten und 59
 * Sekunden", "4 minutes and 59 seconds". A wait written `04:59` reads as a clock time ("try
 * again at 04:59"), so no wait a parent reads is written that way.
 *
 * Written by `Intl` (each unit by `NumberFormat` with `style: 'unit'`, joined by `ListFormat`
 * as a conjunction), never by hand. `Intl.DurationFormat` is not used: engines that have it
 * join the units with a comma ("4 minutes, 59 seconds") and the others cannot, so the same
 * wait would read differently from one parent's phone to another's computer.
 */

export type DurationUnit = 'hour' | 'minute' | 'second';

export interface DurationOptions {
  /** `long` in a sentence ("4 minutes"), `short` where room is tight ("4 min"). Default `long`. */
  unitDisplay?: 'long' | 'short';
  /**
   * `second` (default) says every second; `minute` rounds up to whole minutes ("5 minutes" for
   * 4:01), for what a screen reader may read: it changes once a minute, not every second.
   */
  precision?: 'second' | 'minute';
}

/** The hours, minutes and seconds of a wait, zero parts left out ("1 hour and 5 seconds"). */
export function durationParts(totalSeconds: number): { unit: DurationUnit; value: number }[] {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts = [
    { unit: 'hour' as const, value: Math.floor(seconds / 3600) },
    { unit: 'minute' as const, value: Math.floor((seconds % 3600) / 60) },
    { unit: 'second' as const, value: seconds % 60 },
  ].filter((part) => part.value > 0);
  return parts.length > 0 ? parts : [{ unit: 'second', value: 0 }];
}

/** Whole seconds of a wait of `remainingMs`, rounded up to whole minutes when asked. */
export function roundedSeconds(
  remainingMs: unknown,
  precision: DurationOptions['precision'] = 'second',
): number {
  const seconds = remainingSeconds(remainingMs);
  return precision === 'minute' ? Math.ceil(seconds / 60) * 60 : seconds;
}

/** The SI symbols, for an engine whose `Intl` writes no units: the same in all six languages. */
const symbols: Record<DurationUnit, string> = { hour: 'h', minute: 'min', second: 's' };

function unitText(value: number, unit: DurationUnit, locale: string, unitDisplay: 'long' | 'short'): string {
  try {
    return numberFormat(locale, { style: 'unit', unit, unitDisplay }).format(value);
  } catch {
    return `${value} ${symbols[unit]}`;
  }
}

const lists = new Map<string, Intl.ListFormat | null>();

function joined(texts: string[], locale: string): string {
  if (!lists.has(locale)) {
    try {
      lists.set(locale, new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }));
    } catch {
      lists.set(locale, null);
    }
  }
  return lists.get(locale)?.format(texts) ?? texts.join(' ');
}

/**
 * A wait of `remainingMs` in words, in `locale` (a BCP 47 tag: `sv-SE`, `en-FI`). Garbage and
 * anything at or below zero is "0 seconds"; a countdown shows its "try again now" instead.
 */
export function formatDuration(remainingMs: unknown, locale: string, options: DurationOptions = {}): string {
  const { unitDisplay = 'long', precision = 'second' } = options;
  const parts = durationParts(roundedSeconds(remainingMs, precision));
  return joined(
    parts.map(({ unit, value }) => unitText(value, unit, locale, unitDisplay)),
    locale,
  );
}
