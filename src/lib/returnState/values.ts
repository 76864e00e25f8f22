import { intents, origins, type Intent, type Origin } from '../api/types/returnState.ts';

/**
 * Return-state values from a query string (spec §2 "Return-state values"). They arrive in
 * addresses that other sites build and people copy, so the match ignores case and surrounding
 * white space (`partybooking`, ` Shop `) and answers the canonical spelling; anything else
 * (missing, empty, garbage, a value of the other list) falls back: intent to `Default`,
 * origin to `None`. Nothing here throws.
 */
export const defaultIntent: Intent = 'Default';
export const defaultOrigin: Origin = 'None';

function canonical<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  if (typeof raw !== 'string') return undefined;
  const wanted = raw.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted);
}

/** The intent a value names, or `Default`. */
export function parseIntent(raw: unknown): Intent {
  return canonical(intents, raw) ?? defaultIntent;
}

/** The origin a value names, or `None`. */
export function parseOrigin(raw: unknown): Origin {
  return canonical(origins, raw) ?? defaultOrigin;
}
