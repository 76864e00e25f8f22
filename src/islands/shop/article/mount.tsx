import { atom, type ReadableAtom } from 'nanostores';
import { shopArticlePath, shopRedeemPath } from '../../../config/shopRoutes.ts';
import type { ShopKind } from '../../../config/shopKinds.ts';
import { site } from '../../../config/site.ts';
import { storedKeys } from '../../../config/storage.ts';
import { log } from '../../../lib/log/log.ts';
import { createApiCaches, type ApiCaches } from '../../../lib/cache/apiCaches.ts';
import type { HttpClient } from '../../../lib/api/httpClient.ts';
import type { Language } from '../../../config/languages.ts';
import { mainApiHttp } from '../../../lib/api/serviceHttp.ts';
import { orderKeyFor, orderKeyPlaced, type Purchase } from '../../../lib/shop/orderKeys.ts';
import { shopArticleAddress, shopRedeemAddress } from '../../../lib/shop/shopAddress.ts';
import { storageIn } from '../../../lib/storage/appStorage.ts';
import { pageSignInPath } from '../../../lib/session/signInPage.ts';
import { articleSignInHref } from '../../../lib/shop/articleSignIn.ts';
import { $session } from '../../../stores/session.ts';
import { createArticleCheckout, type ArticleCheckout } from '../../../stores/articleCheckout.ts';
import { fill } from '../../../i18n/fill.ts';
import { useStore } from '../../useStore.ts';
import { mountPage } from '../../mountPage.tsx';
import { pointLanguageLinks } from '../../pageLanguageLinks.ts';
import { dropOnSignOut } from '../../personalView.ts';
import { articleClient } from '../clients.ts';
import ArticlePage, { loadBuyForm } from '../ArticlePage.tsx';
import type { ShopPageConfig, ShopPlace } from '../config.ts';

/** What the address names: the article (and, on the article page, its play centre). */
function readAddress(config: ShopPageConfig) {
  if (config.mode === 'redeem') {
    const redeem = shopRedeemAddress(location.pathname, config.language);
    return redeem && { kind: redeem.kind as ShopKind, articleId: redeem.articleId, playgroundSlug: null };
  }
  return shopArticleAddress(location.pathname, config.language);
}

/** What follows a placed order (the payment hand-off, the order kept in the tab): a member's only. */
const loadAfterPlacing = () => import('../../../lib/shop/afterPlacing.ts');

/**
 * The play centre a slug names (lib/playground/lookUpPlayground.ts), for an article the build did
 * not know; with its name in the page's language.
 */
async function placeNamed(
  slug: string,
  http: HttpClient,
  caches: ApiCaches,
  language: Language,
): Promise<ShopPlace | null> {
  const [{ lookUpPlayground }, { playgroundName }] = await Promise.all([
    import('../../../lib/playground/lookUpPlayground.ts'),
    import('../../../lib/playground/resolvePlayground.ts'),
  ]);
  const resolution = await lookUpPlayground(http, caches, slug);
  return resolution.found ? { name: playgroundName(resolution.playground, language), slug } : null;
}

/** The article with the play centre it is sold at, once the article has loaded and named it. */
function PlacedArticle(props: {
  store: ArticleCheckout;
  config: ShopPageConfig;
  place: ReadableAtom<ShopPlace | null>;
  signInHref: string;
}) {
  const place = useStore(props.place);
  return <ArticlePage {...props} place={place} />;
}

/**
 * The script of the article page and of the redeem page: reads the article from the address,
 * renders it into `#shop-root`, offers a signed-in parent the form, and after the order is
 * placed goes on to the payment page (bought) or to the order (redeemed).
 */
function mountArticle(): void {
  const page = mountPage('shopArticle', {
    root: 'shop-root',
    area: 'shop',
    failed: 'shop: the article page failed',
  });
  if (!page) return;
  // Signed out (here or in another tab), the view leaves the screen.
  dropOnSignOut(page);
  const { config } = page;
  const { language, mode } = config;
  const address = readAddress(config);
  const kind: ShopKind = address?.kind ?? 'gift-card';
  if (address) {
    const { articleId, playgroundSlug: slug } = address;
    pointLanguageLinks((other) =>
      slug !== null
        ? shopArticlePath(other, slug, address.kind, articleId)
        : address.kind !== 'gift-card'
          ? shopRedeemPath(other, address.kind, articleId)
          : null,
    );
  }
  const http = mainApiHttp(site.endpoints.mainApi);
  const caches = createApiCaches();
  const client = articleClient(kind, http, caches);
  // The play centre the article is sold at: the build's, or known once the article has loaded.
  const $place = atom<ShopPlace | null>(config.built?.place ?? null);
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
    built: config.built,
    api: {
      article: async () => {
        if (!address) return null;
        const slug = address.playgroundSlug;
        // The play centre the address names, unless the build (or an earlier answer) has found it
        // already: a slug that names none is no article page.
        if (slug !== null && $place.get()?.slug !== slug) {
          const place = await placeNamed(slug, http, caches, language);
          if (!place) return null;
          $place.set(place);
        }
        return client.article(address.articleId);
      },
    },
    keys: {
      keyFor: (values) => orderKeyFor(keyStorage, purchase(values.childId)),
      placed: (values, reference) => orderKeyPlaced(keyStorage, purchase(values.childId), reference),
    },
    report: page.report,
    afterPlacing: (placed, summary) => {
      const failed = () => store.placingFailed({ kind: 'failed', key: 'general.error-unknown' });
      const placing = {
        mode,
        kind,
        language,
        articleId: address?.articleId ?? null,
        article: store.$state.get().article,
        playground: $place.get(),
        placed,
        summary,
        origin: location.origin,
        paymentBase: site.endpoints.paymentBase,
      };
      // Asked for with the form (followSession), so normally here already. Should it not come,
      // the order is kept under its key: trying again gives back the same order.
      loadAfterPlacing().then(
        (module) =>
          module.afterPlacing(placing, {
            orders: storageIn(storedKeys.shopOrders.area),
            log,
            failed,
            leave: (to) => location.assign(to),
          }),
        failed,
      );
    },
  });

  store.$state.subscribe((state) => {
    if (state.article?.name)
      document.title = `${fill(config.texts.article.titleOf, { name: state.article.name })} | ${config.brand}`;
  });

  const followSession = () => {
    let known = false;
    $session.subscribe((session) => {
      if (known) return;
      if (session.status === 'signedOut') store.signedOut();
      if (session.status !== 'signedIn' || !address) return;
      known = true;
      void loadBuyForm();
      void loadAfterPlacing();
      void import('../account.ts').then((module) =>
        store.signedIn(module.accountApi(kind, mode, address.articleId)),
      );
    });
  };

  page.render(
    <PlacedArticle
      store={store}
      config={config}
      place={$place}
      signInHref={articleSignInHref(pageSignInPath(), mode, kind, location.pathname)}
    />,
  );
  // On the build's page, its article is on screen already: it is checked, and the parent's
  // part drawn, once React has taken the page over.
  page.whenDrawn(() => {
    followSession();
    void store.load();
  });
}

mountArticle();
