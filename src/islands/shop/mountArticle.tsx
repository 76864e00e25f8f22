import { shopArticlePath, shopOrderPath, shopRedeemPath } from '../../config/shopRoutes.ts';
import type { ShopKind } from '../../config/shopKinds.ts';
import { site } from '../../config/site.ts';
import { storedKeys } from '../../config/storage.ts';
import { ApiError, ReplyShapeError } from '../../lib/errors/ApiError.ts';
import { log } from '../../lib/log/log.ts';
import { createApiCaches } from '../../lib/cache/apiCaches.ts';
import { CountryClient } from '../../lib/api/countryClient.ts';
import { PlaygroundClient } from '../../lib/api/playgroundClient.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import { playgroundName, resolvePlayground } from '../../lib/playground/resolvePlayground.ts';
import { validityOf } from '../../lib/shop/articleFacts.ts';
import { isOrderReference } from '../../lib/shop/orderReference.ts';
import { orderKeyFor, orderKeyPlaced, type Purchase } from '../../lib/shop/orderKeys.ts';
import { keepOrder } from '../../lib/shop/orderTab.ts';
import { paymentAddress } from '../../lib/shop/paymentAddress.ts';
import { shopArticleAddress, shopRedeemAddress } from '../../lib/shop/shopAddress.ts';
import { storageIn } from '../../lib/storage/appStorage.ts';
import { pageSignInPath, signInAddressAt } from '../../lib/session/signInPage.ts';
import { $session } from '../../stores/session.ts';
import { createArticleCheckout } from '../../stores/articleCheckout.ts';
import { fill } from '../../i18n/fill.ts';
import { articleClient } from './clients.ts';
import IslandBoundary from '../IslandBoundary.tsx';
import ArticlePage from './ArticlePage.tsx';
import type { ShopPageConfig, ShopPlace } from './config.ts';
import { createPersonalRoot } from '../personalRoot.ts';

/** What the address names: the article (and, on the article page, its play centre). */
function readAddress(config: ShopPageConfig) {
  if (config.mode === 'redeem') {
    const redeem = shopRedeemAddress(location.pathname, config.language);
    return redeem && { kind: redeem.kind as ShopKind, articleId: redeem.articleId, playgroundSlug: null };
  }
  return shopArticleAddress(location.pathname, config.language);
}

/** Each language button leads to this page in that language (the built page knows only its folder). */
function languageLinks(kind: ShopKind, articleId: string, slug: string | null): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-query][hreflang]')) {
    const language = site.country.languages.find((each) => each === link.hreflang);
    if (!language) continue;
    if (slug !== null) link.href = shopArticlePath(language, slug, kind, articleId);
    else if (kind !== 'gift-card') link.href = shopRedeemPath(language, kind, articleId);
  }
}

/**
 * The script of the article page and of the redeem page: reads the article from the address,
 * renders it into `#shop-root`, offers a signed-in parent the form, and after the order is
 * placed goes on to the payment page (bought) or to the order (redeemed).
 */
function mountArticle(): void {
  const root = document.getElementById('shop-root');
  const configText = document.getElementById('shop-config')?.textContent;
  if (!root || !configText) return;
  const config = JSON.parse(configText) as ShopPageConfig;
  const { language, mode } = config;
  const address = readAddress(config);
  const kind: ShopKind = address?.kind ?? 'gift-card';
  if (address) languageLinks(address.kind, address.articleId, address.playgroundSlug);
  const http = mainApiHttp(site.endpoints.mainApi);
  const caches = createApiCaches();
  const client = articleClient(kind, http, caches);
  let place: ShopPlace | null = null;
  const keyStorage = storageIn(storedKeys.shopOrderKeys.area);
  const purchase = (childId: string): Purchase => ({
    mode,
    kind,
    articleId: address?.articleId ?? '',
    childId,
  });

  const store = createArticleCheckout({
    kind,
    mode,
    api: {
      article: async () => {
        if (!address) return null;
        if (address.playgroundSlug !== null) {
          // The play centre the address names: a slug that names none is no article page.
          const resolution = await resolvePlayground(
            { countries: new CountryClient(http, caches), playgrounds: new PlaygroundClient(http, caches) },
            address.playgroundSlug,
            site.country.slug,
          );
          if (!resolution.found) return null;
          place = { name: playgroundName(resolution.playground, language), slug: address.playgroundSlug };
        }
        return client.article(address.articleId);
      },
    },
    keys: {
      keyFor: (values) => orderKeyFor(keyStorage, purchase(values.childId)),
      placed: (values, reference) => orderKeyPlaced(keyStorage, purchase(values.childId), reference),
    },
    // A refused order (400) is the parent's to fix, not an incident; a reply that does not fit is.
    report: (error) =>
      error instanceof ApiError && error.status < 500 && !(error instanceof ReplyShapeError)
        ? log.warn('shop', error)
        : log.error('shop', error),
    afterPlacing: (placed, summary) => {
      const reference = placed.orderReference;
      if (!address || !isOrderReference(reference)) {
        log.error('shop: the order reply named no usable order reference', { reference });
        store.placingFailed({ kind: 'failed', key: 'general.error-unknown' });
        return;
      }
      const { article } = store.$state.get();
      keepOrder(storageIn(storedKeys.shopOrders.area), reference, {
        kind,
        summary,
        playground: place,
        articleId: address.articleId,
        // The receipt's months or visits when the summary names no period.
        validity: article ? validityOf(article) : null,
      });
      const orderPage = new URL(shopOrderPath(language, kind, reference), location.origin).href;
      if (mode === 'redeem') return location.assign(orderPage);
      const payment = paymentAddress({
        paymentBase: site.endpoints.paymentBase,
        language,
        paymentToken: placed.paymentToken,
        returnUrl: orderPage,
        profileOrigin: location.origin,
      });
      if (!payment) {
        log.error('shop: the order reply named no usable payment', { reference });
        store.placingFailed({ kind: 'failed', key: 'general.error-unknown' });
        return;
      }
      // Pushed: Back from the payment page leads to the article again, whose form sends the
      // purchase's key again and so gets this order back until it is settled (orderKeys.ts).
      location.assign(payment.href);
    },
  });

  store.$state.subscribe((state) => {
    if (state.article?.name)
      document.title = `${fill(config.texts.article.titleOf, { name: state.article.name })} | ${config.brand}`;
  });

  let known = false;
  $session.subscribe((session) => {
    if (known) return;
    if (session.status === 'signedOut') store.signedOut();
    if (session.status !== 'signedIn' || !address) return;
    known = true;
    void import('./account.ts').then((module) =>
      store.signedIn(module.accountApi(kind, mode, address.articleId)),
    );
  });

  const intent = mode === 'buy' ? 'Shop' : kind === 'pass' ? 'RedeemPass' : 'ConnectSerialTicket';
  // Signed out (here or in another tab), the view leaves the screen (personalRoot.ts).
  const view = createPersonalRoot(root);
  const draw = (at: ShopPlace | null) =>
    view.render(
      <IslandBoundary onError={(error) => log.error('shop: the article page failed', error)}>
        <ArticlePage
          store={store}
          config={config}
          place={at}
          signInHref={signInAddressAt(pageSignInPath(), { intent, continuePath: window.location.href })}
        />
      </IslandBoundary>,
    );
  draw(null);
  void store.load().then(() => {
    // The play centre is known once the article has loaded: draw again with it.
    if (place) draw(place);
  });
}

mountArticle();
