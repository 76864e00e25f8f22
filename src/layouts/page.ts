import { resolve } from 'node:path';
import type { Params } from 'astro';
import type { TFunction } from 'i18next';
import type { LanguageLinks } from '../config/contentLinkSchema.ts';
import { contentLinksFolder, loadContentLinks } from '../config/contentLinksFile.ts';
import { externalDestinations, type ExternalDestinations } from '../config/destinations.ts';
import type { Language } from '../config/languages.ts';
import { localeTag } from '../config/localeTag.ts';
import { pageRoutes, type PageId } from '../config/routes.ts';
import { playgroundShellName, shopKindShellName, shopShellNames } from '../config/shellNames.ts';
import { site } from '../config/site.ts';
import { errorTexts } from '../i18n/errorTexts.ts';
import { serviceTexts } from '../i18n/serviceTexts.ts';
import { translator, type Messages } from '../i18n/index.ts';
import { pageMessages } from '../i18n/pageMessages.ts';
import { checkLanguage } from '../i18n/locale.ts';
import type { NotFoundTexts } from '../islands/NotFoundView.tsx';

/**
 * What every page below src/pages/profile/[lang]/ shares: its static paths, one per language of
 * this site's country, and what it works out from its address (its language and that
 * language's texts). Astro wants `getStaticPaths` in the page file itself; there it returns
 * `languagePaths` or `slugPaths`.
 */

/**
 * One static path per language of the country: `lang`, and the route parameters `params` gives
 * in that language (a page's translated slug, a folder's, a fixed shell name).
 */
export function languagePaths(params: (language: Language) => Record<string, string> = () => ({})) {
  return site.country.languages.map((lang) => ({ params: { lang, ...params(lang) } }));
}

/**
 * The static paths of a page below a play centre (booking a class, a shop article): the
 * play-centre folder in each language and the one shell every play centre's address is
 * rewritten to (redirects/playgroundRules.ts), then the page's own segments.
 */
export function belowPlaygroundPaths(segments: (language: Language) => Record<string, string>) {
  return languagePaths((lang) => ({
    playgroundFolder: pageRoutes.playground.slugs[lang],
    playgroundShell: playgroundShellName,
    ...segments(lang),
  }));
}

/**
 * The route segments of one of the shop's three pages (redirects/shopRules.ts rewrites every
 * kind and article or order to them): the page's translated folder, named `folder` after its
 * file, the one kind shell and the page's own shell (`shopArticleShell`, …). For
 * `languagePaths`, or `belowPlaygroundPaths` for the article.
 */
export function shopSegments(page: keyof typeof shopPageShells, folder: string) {
  return (lang: Language) => ({
    [folder]: pageRoutes[page].slugs[lang],
    shopKindShell: shopKindShellName,
    [`${page}Shell`]: shopPageShells[page],
  });
}

/** Each shop page's route and its shell's name. */
const shopPageShells = {
  shopArticle: shopShellNames.article,
  shopOrder: shopShellNames.order,
  shopRedeem: shopShellNames.redeem,
} as const;

/**
 * The static paths of a page at its translated slug, from the file named after its route:
 * `[errorPage].astro` serves `error` at `/profile/sv/fel`, `/profile/en/error`, ….
 */
export function slugPaths(page: PageId) {
  return languagePaths((lang) => ({ [`${page}Page`]: pageRoutes[page].slugs[lang] }));
}

/** A page's language, checked against the country (`Astro.params.lang`), and what follows from it. */
export interface PageLanguage {
  language: Language;
  /** The translate function, for texts with values (`{{brand}}`) or keys built from names. */
  t: TFunction;
  /**
   * Every text of the language, by section (`messages.signIn`, `messages.playground`), with the
   * country's examples (a phone number, a date) filled in.
   */
  messages: Messages;
  /** The default error texts of islands (errors.*), by key. */
  errors: ReturnType<typeof errorTexts>;
  /** Our words for what the services say, for islands with a form (lib/errors/serviceWords.ts). */
  service: ReturnType<typeof serviceTexts>;
  /** The BCP 47 tag that dates, numbers and currencies are written in: `sv-SE`, `en-SE`. */
  locale: ReturnType<typeof localeTag>;
  /** The country's sites in this language (start page, shop, account). */
  destinations: ExternalDestinations;
}

/** The language of a page from its route parameters; an unknown one fails the build (spec §5). */
export function pageLanguage(params: Params): PageLanguage {
  const language = checkLanguage(params['lang'], site.country.code);
  return {
    language,
    t: translator(language),
    messages: pageMessages(language, site.country),
    errors: errorTexts(language),
    service: serviceTexts(language),
    locale: localeTag(language, site.country.code),
    destinations: externalDestinations(site.endpoints, language),
  };
}

/**
 * Marketing's links (terms, privacy policy, social media) of this country in one language. The
 * same files and check the build used (it may point CONTENT_LINKS_DIR elsewhere). The folder is
 * given from the project root (the build's working directory): the default folder is resolved
 * from the module's own address, which prerendering moves.
 */
export function contentLinks(language: Language): LanguageLinks {
  const links = loadContentLinks(process.env['CONTENT_LINKS_DIR'] ?? resolve(contentLinksFolder));
  return links[site.country.code][language]!;
}

/**
 * The not-found view of an island whose address names nothing it knows (a play centre, a
 * class): the not-found page's texts and its way back to the start page.
 */
export function notFoundTexts(language: Language): NotFoundTexts {
  const t = translator(language);
  return {
    heading: t('notFound.heading'),
    text: t('notFound.text'),
    backHref: externalDestinations(site.endpoints, language).startPage,
    backLabel: t('notFound.backToStart'),
  };
}
