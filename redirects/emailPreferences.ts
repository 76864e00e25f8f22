import type { Country } from '../src/config/countries.ts';
import { pagePath } from '../src/config/routes.ts';
import type { CountryEndpoints } from '../src/config/environments.ts';
import { accountSiteUrl } from '../src/config/destinations.ts';
import { isDotSegment, segment } from './segment.ts';

/** A redirect decided at the edge: always to a configured host, never to input. */
export interface EdgeRedirect {
  status: 302;
  location: string;
}

/** Longest userId accepted; real ones are GUIDs (36 characters). */
export const maxUserIdLength = 128;

const functionPath = /^\/profile\/([^/]+)\/email-preferences(?:\/([^/]*))?\/?$/;

/**
 * Where an old e-mail-preferences link goes (spec §2): with a userId, to the account site's
 * communication preferences of that user; without one (also below a channel type), to the
 * not-found page by redirect, so the history entry is replaced and the final status is 404.
 *
 * The query is kept (tracking parameters survive the hop) except userId, which becomes the
 * path segment; a channel type in the old path travels on as `channel`.
 */
export function resolveEmailPreferences(
  url: URL,
  country: Country,
  endpoints: CountryEndpoints,
): EdgeRedirect {
  const match = functionPath.exec(url.pathname);
  const language = country.languages.find((code) => code === match?.[1]) ?? country.languages[0];
  const notFound = { status: 302 as const, location: `${endpoints.host}${pagePath('notFound', language)}` };
  if (!match) return notFound;

  const userId = url.searchParams.get('userId')?.trim() ?? '';
  if (userId === '' || userId.length > maxUserIdLength || isDotSegment(userId)) return notFound;

  const query = new URLSearchParams(url.searchParams);
  query.delete('userId');
  const channel = match[2] ? safeDecode(match[2]) : '';
  if (channel) query.set('channel', channel);

  const search = query.size > 0 ? `?${query.toString()}` : '';
  const path = `communication-preferences/${segment(userId)}`;
  return { status: 302, location: `${accountSiteUrl(endpoints, language, path)}${search}` };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
