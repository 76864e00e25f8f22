import { createRoot } from 'react-dom/client';
import { shopOrderPath } from '../../config/shopRoutes.ts';
import type { ShopKind } from '../../config/shopKinds.ts';
import { site } from '../../config/site.ts';
import { storedKeys } from '../../config/storage.ts';
import { PassClient } from '../../lib/api/passClient.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import { createApiCaches } from '../../lib/cache/apiCaches.ts';
import { ReplyShapeError } from '../../lib/errors/ApiError.ts';
import { log } from '../../lib/log/log.ts';
import { currentAccessToken } from '../../lib/session/storedUser.ts';
import { shopOrderAddress } from '../../lib/shop/shopAddress.ts';
import { storageIn } from '../../lib/storage/appStorage.ts';
import { sessionSettled, trackEvent } from '../../stores/analytics.ts';
import { showErrorNotice } from '../../stores/notices.ts';
import { createShopOrder } from '../../stores/shopOrder.ts';
import NotFoundView, { type NotFoundTexts } from '../NotFoundView.tsx';
import IslandBoundary from '../IslandBoundary.tsx';
import { articleClient } from './clients.ts';
import OrderPage, { type OrderPageConfig } from './OrderPage.tsx';

/** Each language button leads to this order in that language (the built page knows only its folder). */
function languageLinks(kind: ShopKind, reference: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-query][hreflang]')) {
    const language = site.country.languages.find((each) => each === link.hreflang);
    if (language) link.href = shopOrderPath(language, kind, reference);
  }
}

/**
 * A call whose failure the page otherwise passes over (the receipt's lines, the photo prompt):
 * a reply that does not fit is said at the top of the page, in the page's words ("something went
 * wrong on our side"), while the order itself stands. The store logs it.
 */
function said<T>(call: () => Promise<T>): () => Promise<T> {
  return () =>
    call().catch((error: unknown) => {
      if (error instanceof ReplyShapeError) showErrorNotice(error);
      throw error;
    });
}

/**
 * The order page's script: reads the kind and order reference from the address (an order
 * reference that is not one shows the not-found view and is never asked for), follows the
 * order and renders it into `#order-root`.
 */
function mountOrder(): void {
  const root = document.getElementById('order-root');
  const configText = document.getElementById('order-config')?.textContent;
  if (!root || !configText) return;
  const { config, notFound } = JSON.parse(configText) as { config: OrderPageConfig; notFound: NotFoundTexts };
  const address = shopOrderAddress(location.pathname, config.language);
  if (!address) {
    createRoot(root).render(<NotFoundView texts={notFound} testId="order-not-found" />);
    return;
  }
  const { kind, orderReference } = address;
  languageLinks(kind, orderReference);
  // The order's calls carry the parent's token when there is one (the service may want it).
  const http = mainApiHttp(site.endpoints.mainApi, { accessToken: currentAccessToken });
  const client = articleClient(kind, http, createApiCaches());
  const order = createShopOrder({
    reference: orderReference,
    api: {
      status: async () => (await client.orderStatus(orderReference))?.status ?? null,
      trackingEvent: said(() => client.trackingEvent(orderReference)),
      ...(client instanceof PassClient
        ? { photoUploadStatus: said(() => client.photoUploadStatus(orderReference)) }
        : {}),
    },
    storage: storageIn(storedKeys.shopOrders.area),
    // Once the session is known, so the event says "member" for a signed-in parent.
    send: async (name, parameters) => {
      await sessionSettled();
      return trackEvent(name, parameters);
    },
    log,
  });
  createRoot(root).render(
    <IslandBoundary onError={(error) => log.error('shop: the order page failed', error)}>
      <OrderPage order={order} config={config} kind={kind} reference={orderReference} notFound={notFound} />
    </IslandBoundary>,
  );
  order.start();
}

mountOrder();
