import { longDate } from '../dates/localFormats.ts';

/**
 * A birthdate as the server stores it (midnight UTC), shown as that calendar day in the page's
 * locale (src/config/localeTag.ts), e.g. "24 December 2026"; null when there is none.
 */
export function birthdayText(value: string | null, locale: string): string | null {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return longDate(date.toISOString(), locale);
}
