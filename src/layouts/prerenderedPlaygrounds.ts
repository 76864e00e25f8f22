import { site } from '../config/site.ts';
import type { Language } from '../config/languages.ts';
import { localeTag } from '../config/localeTag.ts';
import { calendarDayIn } from '../lib/dates/dayInZone.ts';
import { longDate } from '../lib/dates/localFormats.ts';
import { loadPrerenderData, prerenderWarning, type PrerenderData } from '../lib/playground/prerender.ts';
import { shelfClients } from '../lib/shop/shelfClients.ts';
import { playgroundClients } from '../stores/playground.ts';

/**
 * The play centres this build prerenders, asked of the main API once per build (every page
 * of every language shares the answer). A build waits at most this long for each call: a main
 * API that is away costs a build seconds, never its success.
 */
const buildCallTimeoutMs = 10_000;

let data: Promise<PrerenderData> | null = null;

export function prerenderedPlaygrounds(): Promise<PrerenderData> {
  data ??= (async () => {
    const clients = playgroundClients({ mainApi: site.endpoints.mainApi, timeoutMs: buildCallTimeoutMs });
    const loaded = await loadPrerenderData(
      { ...clients, shop: shelfClients(clients.http, clients.caches) },
      {
        countrySlug: site.country.slug,
        timeZone: site.country.timeZone,
        today: calendarDayIn(site.country.timeZone),
        now: new Date(),
      },
    );
    const warning = prerenderWarning(site.country.slug, site.endpoints.mainApi, loaded);
    // The build's own output, where whoever runs the build reads it.
    // eslint-disable-next-line no-console
    if (warning) console.warn(`\n⚠ ${warning}\n`);
    return loaded;
  })();
  return data;
}

/**
 * The build's day at the play centres, in a language's words ("29 november 2026"): what a
 * prerendered page says it shows when its live check fails, written here so the page's script
 * needs no date formatting for it.
 */
export function buildDay(language: Language): string {
  return longDate(calendarDayIn(site.country.timeZone), localeTag(language, site.country.code));
}

/**
 * An id the build can write as a file name (an article's, a class's age group's); a page for
 * any other is served by the one page that reads its id from the address.
 */
export const fileSafeId = (id: string) => /^[A-Za-z0-9_-]{1,100}$/.test(id);
