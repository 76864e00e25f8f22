import { useEffect, useRef } from 'react';
import { playgroundPath } from '../../config/routes.ts';
import { shopArticlePath, shopRedeemPath } from '../../config/shopRoutes.ts';
import { isRedeemableKind, type ShopKind } from '../../config/shopKinds.ts';
import type { Language } from '../../config/languages.ts';
import type { OrderSummary, TrackingEvent } from '../../lib/api/types/shop.ts';
import { plural } from '../../lib/shop/shopWords.ts';
import { fill } from '../../i18n/fill.ts';
import type { ShopOrder, ShopOrderState } from '../../stores/shopOrder.ts';
import { useStore } from '../useStore.ts';
import type { ShopTexts } from './config.ts';
import NotFoundView, { type NotFoundTexts } from '../NotFoundView.tsx';
import OrderSummaryView from './OrderSummaryView.tsx';

/** What the prerendered order page hands its script (`#order-config`), decided at build time. */
export interface OrderPageConfig {
  texts: Pick<ShopTexts, 'order' | 'buy' | 'article' | 'validity' | 'kinds' | 'account'>;
  language: Language;
  locale: string;
  brand: string;
  /** The account site's booking history: where a paid order shows, to check later. */
  bookingHistory: string;
  /** The account site's cards: where a pass's photo is added. */
  products: string;
  startPage: string;
}

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
    <article className="shop" data-testid="shop-order" data-progress={state.progress} aria-busy={!settled}>
      <p className="shop__kind">{texts.kinds[kind]}</p>
      <h1 ref={heading} tabIndex={-1}>
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
        <Receipt state={state} summary={summary} config={config} reference={reference} />
      )}
      {state.progress === 'paid' && kind === 'pass' && state.photo?.photoUploadAvailable && (
        <section className="shop__section notice" aria-labelledby="order-photo" data-testid="photo-prompt">
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
        </section>
      )}
      <p className="shop__links">
        {state.progress === 'limit' || state.progress === 'paid' ? (
          <a href={config.bookingHistory} data-testid="booking-history">
            {texts.order.bookingHistory}
          </a>
        ) : null}
      </p>
      {state.kept?.playground?.slug && (
        <p className="shop__back">
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

/** The receipt: the kept summary, or, opened where nothing was kept, the purchase event's lines. */
function Receipt({
  state,
  summary,
  config,
  reference,
}: {
  state: ShopOrderState;
  summary: OrderSummary | null;
  config: OrderPageConfig;
  reference: string;
}) {
  const { texts } = config;
  const place = state.kept?.playground?.slug
    ? { name: state.kept.playground.name, slug: state.kept.playground.slug }
    : null;
  const fallback = summary ?? summaryOfEvent(state.tracking);
  return (
    <section className="shop__section" aria-labelledby="order-receipt-heading" data-testid="receipt">
      <h2 id="order-receipt-heading">{texts.order.receipt}</h2>
      <dl className="shop__facts">
        <div>
          <dt>{texts.order.orderReference}</dt>
          <dd data-testid="receipt-reference">{reference}</dd>
        </div>
      </dl>
      {fallback && (
        <OrderSummaryView
          summary={{ status: 'ready', value: fallback }}
          texts={texts as ShopTexts}
          locale={config.locale}
          place={place}
          heading={texts.buy.summaryHeading}
          testId="receipt-summary"
          withRules
        />
      )}
    </section>
  );
}

/** A summary from the purchase event's lines: enough for a receipt opened in another tab. */
function summaryOfEvent(event: TrackingEvent | null): OrderSummary | null {
  if (!event?.products?.length) return null;
  return {
    articleId: null,
    articleName: event.products[0]?.name ?? null,
    companyName: null,
    childId: null,
    childName: null,
    playgroundId: null,
    playgroundName: null,
    price: event.total,
    totalAmount: event.total,
    currency: event.currency,
    rules: null,
    numberOfEntrances: null,
    period: null,
    lines: event.products.map((product) => ({
      articleId: product.sku,
      articleName: product.name,
      quantity: product.quantity,
      amount: product.price,
      childId: null,
      childName: null,
    })),
  };
}
