import type { Language } from './languages.ts';
import { pagePath, pageRoutes, playgroundPath } from './routes.ts';
import { shopKindSlugs, type RedeemableKind, type ShopKind } from './shopKinds.ts';

// The shop's addresses, apart from routes.ts: every page's script carries the route table, and
// only the shop's pages and the play centre's shelf need the kinds' slugs.

/** Path of one shop article below its play centre, e.g. `/profile/sv/lekland/barkarby/butik/presentkort/{id}`. */
export function shopArticlePath(
  language: Language,
  playgroundSlug: string,
  kind: ShopKind,
  articleId: string,
): string {
  return `${playgroundPath(language, playgroundSlug)}/${pageRoutes.shopArticle.slugs[language]}/${shopKindSlugs[kind][language]}/${encodeURIComponent(articleId)}`;
}

/** Path of the page that follows one order, e.g. `/profile/sv/bestallning/presentkort/GC-2026-100001`. */
export function shopOrderPath(language: Language, kind: ShopKind, orderReference: string): string {
  return `${pagePath('shopOrder', language)}/${shopKindSlugs[kind][language]}/${encodeURIComponent(orderReference)}`;
}

/** Path of the page that redeems a pass or a serial ticket, e.g. `/profile/sv/los-in/periodkort/{id}`. */
export function shopRedeemPath(language: Language, kind: RedeemableKind, articleId: string): string {
  return `${pagePath('shopRedeem', language)}/${shopKindSlugs[kind][language]}/${encodeURIComponent(articleId)}`;
}
