import { accountSiteUrl } from '../config/destinations.ts';
import type { Language } from '../config/languages.ts';
import { pagePath, pageRoutes } from '../config/routes.ts';
import { shopArticlePath, shopRedeemPath } from '../config/shopRoutes.ts';
import { redeemableKinds, shopKindSlugs, type RedeemableKind } from '../config/shopKinds.ts';
import { site } from '../config/site.ts';
import type { BuiltArticle, ShopPageConfig } from '../islands/shop/config.ts';
import { mediaUrl } from '../lib/api/media.ts';
import { playgroundName } from '../lib/playground/resolvePlayground.ts';
import { articlePicture } from '../lib/shop/articleFacts.ts';
import { articleSignInHref } from '../lib/shop/articleSignIn.ts';
import { saleState } from '../lib/shop/saleState.ts';
import type { ShelfArticle } from '../lib/shop/shelf.ts';
import { articleStructuredData } from '../lib/shop/structuredData.ts';
import { structuredDataScript } from '../lib/structuredData/page.ts';
import { createArticleCheckout, type ShopMode } from '../stores/articleCheckout.ts';
import {
  belowPlaygroundPaths,
  contentLinks,
  languagePaths,
  notFoundTexts,
  pageLanguage,
  shopSegments,
} from './page.ts';
import { buildDay, fileSafeId, prerenderedPlaygrounds } from './prerenderedPlaygrounds.ts';

/** What the article page and the redeem page hand their script, decided at build time. */
export function shopPageConfig(
  params: Record<string, string | undefined>,
  mode: ShopMode,
  built: BuiltArticle | null,
): ShopPageConfig {
  const { language, messages, errors, service, locale } = pageLanguage(params);
  return {
    mode,
    texts: messages.shop,
    errors,
    service,
    notFound: notFoundTexts(language),
    language,
    locale,
    brand: site.country.brand,
    paidButtonObliges: site.country.paidButtonObliges,
    priceNote: site.country.vatBesidePrices ? messages.shop.vat.included : null,
    products: accountSiteUrl(site.endpoints, language, 'account/products'),
    terms: contentLinks(language as Language).terms,
    mainApi: site.endpoints.mainApi,
    addChildHref: accountSiteUrl(site.endpoints, language, 'account/children'),
    built,
  };
}

function builtArticle(
  { kind, article }: ShelfArticle,
  place: BuiltArticle['place'],
  language: Language,
): BuiltArticle {
  return { kind, article, sale: saleState(article, Date.now()), place, builtOn: buildDay(language) };
}

/**
 * One article page per article every prerendered play centre sells, in each language
 * (`/profile/sv/lekland/barkarby/butik/presentkort/{id}`): its name, picture, price, validity and
 * rules in the HTML. Every other article is served by the one page per language.
 */
async function prerenderedArticlePaths() {
  const { shops } = await prerenderedPlaygrounds();
  return site.country.languages.flatMap((lang) =>
    shops.flatMap(({ playground, articles }) =>
      articles
        .filter(({ article }) => fileSafeId(article.id))
        .map((entry) => ({
          params: {
            lang,
            playgroundFolder: pageRoutes.playground.slugs[lang],
            playgroundShell: playground.slug ?? '',
            shopFolder: pageRoutes.shopArticle.slugs[lang],
            shopKindShell: shopKindSlugs[entry.kind][lang],
            shopArticleShell: entry.article.id,
          },
          props: {
            built: builtArticle(
              entry,
              { name: playgroundName(playground, lang), slug: playground.slug ?? '' },
              lang,
            ),
          },
        })),
    ),
  );
}

/** One redeem page per pass and serial ticket the prerendered play centres sell, in each language. */
async function prerenderedRedeemPaths() {
  const { shops } = await prerenderedPlaygrounds();
  const redeemable = new Map<string, ShelfArticle>();
  for (const { articles } of shops)
    for (const entry of articles)
      if ((redeemableKinds as readonly string[]).includes(entry.kind) && fileSafeId(entry.article.id))
        redeemable.set(`${entry.kind}/${entry.article.id}`, entry);
  return site.country.languages.flatMap((lang) =>
    [...redeemable.values()].map((entry) => ({
      params: {
        lang,
        shopRedeemFolder: pageRoutes.shopRedeem.slugs[lang],
        shopKindShell: shopKindSlugs[entry.kind][lang],
        shopRedeemShell: entry.article.id,
      },
      props: { built: builtArticle(entry, null, lang) },
    })),
  );
}

/** The path of a prerendered article's own page, in a language. */
export function builtArticlePath(built: BuiltArticle, mode: ShopMode, language: Language): string {
  return mode === 'redeem'
    ? shopRedeemPath(language, built.kind as RedeemableKind, built.article.id)
    : shopArticlePath(language, built.place?.slug ?? '', built.kind, built.article.id);
}

/**
 * What a prerendered article page draws with: the article's store as the build saw it (the
 * same the browser starts from, so React hydrates the build's markup), the sign-in link, and
 * the page's structured data.
 */
export function prerenderedArticleView(config: ShopPageConfig, built: BuiltArticle) {
  const { language, mode } = config;
  const path = builtArticlePath(built, mode, language);
  const store = createArticleCheckout({
    kind: built.kind,
    mode,
    built,
    // The build only draws; nothing is asked or bought here.
    api: { article: () => Promise.resolve(built.article) },
    keys: { keyFor: () => '', placed: () => {} },
    report: () => {},
    afterPlacing: () => {},
  });
  const picture = articlePicture(built.article);
  const structuredData =
    mode === 'buy'
      ? structuredDataScript(
          articleStructuredData({
            name: built.article.name ?? '',
            url: new URL(path, site.endpoints.host).href,
            description: built.article.description,
            image: picture ? mediaUrl(config.mainApi, picture) : null,
            price: built.article.price,
            currency: built.article.currency,
            onSale: built.sale === 'onSale',
            language,
          }),
        )
      : null;
  return {
    store,
    signInHref: articleSignInHref(pagePath('signIn', language), mode, built.kind, path),
    structuredData,
    addresses: Object.fromEntries(
      site.country.languages.map((other) => [other, builtArticlePath(built, mode, other)]),
    ),
  };
}

/**
 * The static paths of the article page (`buy`) or the redeem page: the one page per language
 * for every article the build did not know, then one per article it did, with its article.
 */
export async function shopArticlePaths(mode: ShopMode) {
  const shells =
    mode === 'buy'
      ? belowPlaygroundPaths(shopSegments('shopArticle', 'shopFolder'))
      : languagePaths(shopSegments('shopRedeem', 'shopRedeemFolder'));
  return [
    ...shells.map((path) => ({ ...path, props: { built: undefined } })),
    ...(await (mode === 'buy' ? prerenderedArticlePaths() : prerenderedRedeemPaths())),
  ];
}
