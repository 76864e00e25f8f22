import { shopOrderPath } from '../../../config/shopRoutes.ts';
import type { ShopKind } from '../../../config/shopKinds.ts';
import { storedKeys } from '../../../config/storage.ts';
import { PassClient } from '../../../lib/api/passClient.ts';
import { createApiCaches } from '../../../lib/cache/apiCaches.ts';
import { ReplyShapeError } from '../../../lib/errors/ApiError.ts';
import { log } from '../../../lib/log/log.ts';
import { pageSignInPath, signInAddressAt } from '../../../lib/session/signInPage.ts';
import { shopOrderAddress } from '../../../lib/shop/shopAddress.ts';
import { storageIn } from '../../../lib/storage/appStorage.ts';
import { sessionSettled, trackEvent } from '../../../stores/analytics.ts';
import { showErrorNotice } from '../../../stores/notices.ts';
import { $session } from '../../../stores/session.ts';
import { createShopOrder, type ShopOrder } from '../../../stores/shopOrder.ts';
import NotFoundView, { type NotFoundTexts } from '../../NotFoundView.tsx';
import { useStore } from '../../useStore.ts';
import { mountPage } from '../../mountPage.tsx';
import { pointLanguageLinks } from '../../pageLanguageLinks.ts';
import { dropOnSignOut } from '../../personalView.ts';
import { articleClient } from '../clients.ts';
import OrderPage from '../OrderPage.tsx';
import type { OrderPageConfig } from '../config.ts';
import OrderSignIn from '../OrderSignIn.tsx';
import { signedInHttp } from '../../signedInHttp.ts';

/** The order followed, or, once the service refused the token even renewed, the way to sign in again. */
function FollowedOrder(props: {
  order: ShopOrder;
  config: OrderPageConfig;
  kind: ShopKind;
  reference: string;
  notFound: NotFoundTexts;
  signInHref: string;
}) {
  const { signInEnded } = useStore(props.order.$state);
  if (signInEnded)
    return <OrderSignIn config={props.config} kind={props.kind} signInHref={props.signInHref} ended />;
  return <OrderPage {...props} />;
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
 * reference that is not one shows the not-found view and is never asked for) and, once the
 * session says signed in, follows the order and renders it into `#order-root`. An order is its
 * buyer's alone: signed out, the page offers sign-in and shows nothing of the order, not even
 * what this tab kept of it; another account's order is not found (the service's 404).
 */
function mountOrder(): void {
  const page = mountPage('shopOrder', {
    root: 'order-root',
    area: 'shop',
    failed: 'shop: the order page failed',
  });
  if (!page) return;
  // Signed out (here or in another tab), the view leaves the screen.
  dropOnSignOut(page);
  const { config, notFound } = page.config;
  const address = shopOrderAddress(location.pathname, config.language);
  if (!address) {
    page.render(<NotFoundView texts={notFound} testId="order-not-found" />);
    return;
  }
  const { kind, orderReference } = address;
  pointLanguageLinks((other) => shopOrderPath(other, kind, orderReference));
  // Signing in comes back to this order.
  const signInHref = signInAddressAt(pageSignInPath(), { intent: 'Shop', continuePath: location.href });
  let following = false;
  $session.subscribe((session) => {
    if (following) return;
    if (session.status === 'signedOut')
      page.render(<OrderSignIn config={config} kind={kind} signInHref={signInHref} ended={false} />);
    if (session.status !== 'signedIn') return;
    following = true;
    const order = followOrder(kind, orderReference);
    page.render(
      <FollowedOrder
        order={order}
        config={config}
        kind={kind}
        reference={orderReference}
        notFound={notFound}
        signInHref={signInHref}
      />,
    );
    order.start();
  });
}

/** The order's store: its calls carry the parent's token, kept fresh (signedInHttp.ts). */
function followOrder(kind: ShopKind, orderReference: string): ShopOrder {
  const client = articleClient(kind, signedInHttp(), createApiCaches());
  return createShopOrder({
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
}

mountOrder();
