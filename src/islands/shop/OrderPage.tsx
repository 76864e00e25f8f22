import { useEffect, useRef } from 'react';
import { playgroundPath } from '../../config/routes.ts';
import { shopArticlePath, shopRedeemPath } from '../../config/shopRoutes.ts';
import { isRedeemableKind, type ShopKind } from '../../config/shopKinds.ts';
import { receiptFacts } from '../../lib/shop/receipt.ts';
import { plural } from '../../i18n/fill.ts';
import { fill } from '../../i18n/fill.ts';
import type { ShopOrder, ShopOrderState } from '../../stores/shopOrder.ts';
import { useStore } from '../useStore.ts';
import type { OrderPageConfig } from './config.ts';
import NotFoundView, { type NotFoundTexts } from '../NotFoundView.tsx';
import ReceiptView from './ReceiptView.tsx';
import CheckoutSteps from './CheckoutSteps.tsx';

/**
 * One order, followed until it is paid (spec §4): a calm wait, then the receipt, or what went
 * wrong and the way to try again, or, at the poll limit, where to look later. The heading takes
 * focus when the state settles, so a screen reader hears the outcome.
 */
export default function OrderPage({
  order,
  config,
  kind,
  reference,
  notFound,
}: {
  order: ShopOrder;
  config: OrderPageConfig;
  kind: ShopKind;
  reference: string;
  notFound: NotFoundTexts;
}) {
  const state = useStore(order.$state);
  const { texts } = config;
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = ['paid', 'cancelled', 'failed', 'limit'].includes(state.progress);
  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled]);
  if (state.progress === 'notFound') return <NotFoundView texts={notFound} testId="order-not-found" />;
  const summary = state.kept?.summary ?? null;
  const redeemed = summary?.totalAmount === 0;
  const title = {
    loading: texts.order.loadingHeading,
    pending: texts.order.pendingHeading,
    unknown: texts.order.unknownHeading,
    paid: redeemed ? texts.order.redeemedHeading : texts.order.paidHeading,
    cancelled: texts.order.cancelledHeading,
    failed: texts.order.failedHeading,
    limit: texts.order.limitHeading,
  }[state.progress];

  return (
    <article className="shop" data-testid="shop-order" data-progress={state.progress}>
      <CheckoutSteps current={state.progress === 'paid' ? 'done' : 'pay'} texts={texts} redeem={redeemed} />
      <p className="shop__kind">{texts.kinds[kind]}</p>
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <div role="status" data-testid="order-message">
        {(state.progress === 'loading' || state.progress === 'pending') && <p>{texts.order.pending}</p>}
        {state.progress === 'unknown' && <p>{texts.order.unknown}</p>}
        {state.progress === 'cancelled' && <p>{texts.order.nothingCharged}</p>}
        {state.progress === 'failed' && <p>{texts.order.failed}</p>}
        {state.progress === 'limit' && <p>{texts.order.limit}</p>}
        {state.callFailed && !settled && <p className="shop__muted">{texts.order.callFailed}</p>}
      </div>
      {(state.progress === 'cancelled' || state.progress === 'failed') && (
        <p>
          <a
            className="button button--primary"
            href={tryAgainHref(state, kind, config)}
            data-testid="order-try-again"
          >
            {texts.order.tryAgain}
          </a>
        </p>
      )}
      {state.progress === 'paid' && (
        <ReceiptView
          facts={receiptFacts({
            reference,
            kept: state.kept,
            tracking: state.tracking,
            seller: config.seller,
            paidSeenAt: state.paidSeenAt,
          })}
          config={config}
          kind={kind}
        />
      )}
      {state.progress === 'paid' && kind === 'pass' && state.photo?.photoUploadAvailable && (
        <section
          className="shop__section notice shop__no-print"
          aria-labelledby="order-photo"
          data-testid="photo-prompt"
        >
          {/* One block inside the notice: its heading, text and button stack at any width. */}
          <div className="notice__text">
            <h2 id="order-photo">{texts.order.photoHeading}</h2>
            <p>
              {typeof state.photo.numberOfAllowedBookingsWithoutImage === 'number' &&
              state.photo.numberOfAllowedBookingsWithoutImage > 0
                ? plural(texts.order.photo, state.photo.numberOfAllowedBookingsWithoutImage, config.locale)
                : texts.order.photoNone}
            </p>
            <p>
              <a className="button" href={config.products}>
                {texts.order.addPhoto}
              </a>
            </p>
          </div>
        </section>
      )}
      <p className="shop__links shop__no-print">
        {state.progress === 'limit' || state.progress === 'paid' ? (
          <a href={config.bookingHistory} data-testid="booking-history">
            {texts.order.bookingHistory}
          </a>
        ) : null}
      </p>
      {state.kept?.playground?.slug && (
        <p className="shop__back shop__no-print">
          <a href={playgroundPath(config.language, state.kept.playground.slug)}>
            {fill(texts.order.toPlayCentre, { name: state.kept.playground.name })}
          </a>
        </p>
      )}
    </article>
  );
}

/** Back to the article to place a new order, or, with nothing kept, the redeem or start page. */
function tryAgainHref(state: ShopOrderState, kind: ShopKind, config: OrderPageConfig): string {
  const { kept } = state;
  if (kept?.articleId && kept.playground?.slug)
    return shopArticlePath(config.language, kept.playground.slug, kind, kept.articleId);
  if (kept?.articleId && isRedeemableKind(kind)) return shopRedeemPath(config.language, kind, kept.articleId);
  return config.startPage;
}
