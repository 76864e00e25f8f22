import { isLanguage } from '../../config/languages.ts';
import { localeTag } from '../../config/localeTag.ts';
import { pagePath, playgroundPath } from '../../config/routes.ts';
import { site } from '../../config/site.ts';
import { log } from '../../lib/log/log.ts';
import { preparePriceFormat } from '../../lib/playground/priceDisplay.ts';
import { recordVisit } from '../../lib/playground/recentlyVisited.ts';
import { playgroundSlugFromPath } from '../../lib/address/segments.ts';
import { playgroundName } from '../../lib/playground/resolvePlayground.ts';
import type { BuiltPlayground } from '../../lib/playground/prerender.ts';
import { appStorage } from '../../lib/storage/appStorage.ts';
import { differsFromBuild, shownPlayground } from '../../lib/playground/shownState.ts';
import { $playground, startPlaygroundPage } from '../../stores/playground.ts';
import { wakeIslands } from '../behaviours/islands.ts';
import { keepOpenNowLine } from '../behaviours/openNowLine.ts';
import { fill } from '../../i18n/fill.ts';
import { pageConfig } from '../pageConfig.ts';
import { nameLang } from '../serviceLanguage.ts';
import type { Playground } from '../../lib/api/types/location.ts';

/**
 * The playground page's module script: reads the play centre's slug from the address (the
 * shell is served for every `/profile/{lang}/{folder}/{slug}` the build did not prerender),
 * starts loading before React has hydrated (on a prerendered page, the live hours, notices and
 * classes of the centre it was built for, and React only if they changed), and names the
 * shell's document once the play centre is known.
 */
const language = isLanguage(document.documentElement.lang)
  ? document.documentElement.lang
  : site.country.languages[0];
const playgroundSlug = playgroundSlugFromPath(location.pathname, pagePath('playground', language));

const texts = pageConfig('playground');

/** What the build prerendered this page with, from the island's props; null on the shell. */
function builtPlayground(): BuiltPlayground | null {
  const props = document.querySelector<HTMLElement>('[data-island="PlaygroundPage"]')?.dataset['props'];
  try {
    return (JSON.parse(props ?? '{}') as { built?: BuiltPlayground }).built ?? null;
  } catch {
    return null;
  }
}
const built = builtPlayground();

function headElement(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

function link(rel: string, href: string, hreflang?: string): void {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (hreflang) element.hreflang = hreflang;
  document.head.append(element);
}

// A prerendered page has its name, canonical and alternate links in its HTML already.
let named = built !== null;
/** A visit as the sidebar lists it: the name as shown here, and the language it is in. */
const visit = (playground: Playground, slug: string) => ({
  slug,
  name: playgroundName(playground, language),
  lang: nameLang(playground, language) ?? language,
});
if (built && playgroundSlug) recordVisit(appStorage(), visit(built.playground, playgroundSlug));
$playground.subscribe((state) => {
  if (named || !texts) return;
  if (state.page === 'found' && state.playground && playgroundSlug) {
    named = true;
    const name = playgroundName(state.playground, language);
    recordVisit(appStorage(), visit(state.playground, playgroundSlug));
    document.title = `${fill(texts.titleOf, { name })} | ${texts.brand}`;
    headElement('meta[name="description"]', () => document.createElement('meta')).setAttribute(
      'content',
      fill(texts.descriptionOf, { name }),
    );
    link('canonical', new URL(playgroundPath(language, playgroundSlug), site.endpoints.host).href);
    for (const other of site.country.languages) {
      const href = new URL(playgroundPath(other, playgroundSlug), site.endpoints.host).href;
      link('alternate', href, localeTag(other, site.country.code));
    }
  } else if (state.page === 'notFound') {
    named = true;
    document.title = `${texts.notFoundTitle} | ${texts.brand}`;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
  }
});

// In a task of its own: on the shell, the play centre's "today" is the page's first use of
// `Intl`, which loads ICU's data (about 20 ms on a laptop, four times that on a mid-range
// phone), and this module is evaluated in one task with everything it imports.
setTimeout(() =>
  startPlaygroundPage({
    mainApi: site.endpoints.mainApi,
    playgroundSlug,
    countrySlug: site.country.slug,
    timeZone: site.country.timeZone,
    log,
    built: built?.playground,
    zone: built?.zone,
    builtShop: built ? { countryGuid: built.countryGuid, shop: built.shop } : undefined,
  }),
);

const island = { PlaygroundPage: () => import('./PlaygroundPage.tsx') };
if (built) {
  // The prerendered page is drawn by React only once what it shows has changed: a live answer
  // equal to the build's costs neither React's work nor ICU's (lib/playground/shownState.ts).
  const stale = document.documentElement.hasAttribute('data-built-stale');
  let stopLine = () => {};
  let woken = false;
  const wake = () => {
    if (woken) return;
    woken = true;
    stop();
    // The line stays true until the moment React draws the page.
    wakeIslands(island, { beforeDraw: () => stopLine() });
  };
  const stop = $playground.listen((state) => {
    if (differsFromBuild(shownPlayground(state, built), built, stale)) wake();
  });
  // Until React draws the page, the top line follows the centre's clock by itself; a new day
  // at the centre is a page React draws from the store.
  const line = document.querySelector<HTMLElement>('.playground__open-today');
  if (line) stopLine = keepOpenNowLine(line, { timeZone: site.country.timeZone, zone: built.zone }, wake);
} else {
  preparePriceFormat(site.country.currency, localeTag(language, site.country.code));
  // The page's content, hydrated when the browser is idle; it shows what the store loads.
  wakeIslands(island);
}
