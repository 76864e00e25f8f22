import { atom, type ReadableAtom } from 'nanostores';
import type { PhotoUploadStatus, TrackingEvent } from '../lib/api/types/shop.ts';
import { ApiError, ReplyShapeError } from '../lib/errors/ApiError.ts';
import { isSignInEnded } from '../lib/session/freshToken.ts';
import type { Logger } from '../lib/log/logger.ts';
import { trackOrderPurchase, type SendAnalyticsEvent } from '../lib/analytics/purchaseTracking.ts';
import { followOrder, type FollowOrderOptions } from '../lib/shop/orderFollower.ts';
import { settleOrderKey } from '../lib/shop/orderKeys.ts';
import { isSettled, type OrderProgress } from '../lib/shop/orderStatus.ts';
import { firstTimeKept, markTracked, orderIn, placedHere, type KeptOrder } from '../lib/shop/orderTab.ts';
import type { VersionedStorage } from '../lib/storage/versionedStorage.ts';

/**
 * Following one order until it is paid (spec §4: "order status is polled per order reference"),
 * its receipt, the purchase pushed to analytics once, and a pass's photo prompt. A page store
 * (scripts/lib/chunks.ts): in the order page's chunk only.
 */
export interface ShopOrderState {
  /**
   * `loading`: no answer yet (or, for an order this tab just placed, a 404: the service may not
   * know it yet); `limit`: the limit passed without a settled answer; `notFound`: the service
   * knows no such order (an old or mistyped address, or another account's).
   */
  progress: 'loading' | OrderProgress | 'limit' | 'notFound';
  /** The last call failed (offline, the service down): said calmly, polling goes on. */
  callFailed: boolean;
  /**
   * The service refused the token even renewed (a 401): polling stops and the page offers
   * sign-in, coming back here. Nothing of the order is shown meanwhile.
   */
  signInEnded: boolean;
  /** What this tab kept of the order when it was placed (the receipt's summary), if anything. */
  kept: KeptOrder | undefined;
  /** The purchase event, for a receipt when this tab kept no summary (opened elsewhere). */
  tracking: TrackingEvent | null;
  /** A pass's photo: whether one can be added yet, and how many visits go without one. */
  photo: PhotoUploadStatus | null;
  /** When this tab first saw the order paid (epoch ms, kept in the tab): a receipt's time when it placed none. */
  paidSeenAt: number | null;
}

/** The order's calls (spec §7), as a port so the flow is tested against a fake. */
export interface ShopOrderApi {
  status(): Promise<string | null>;
  trackingEvent(): Promise<TrackingEvent | null>;
  /** A pass's only. */
  photoUploadStatus?: () => Promise<PhotoUploadStatus | null>;
}

export interface ShopOrderOptions {
  reference: string;
  api: ShopOrderApi;
  /** The tab's storage (the storage-key table's `shopOrders` and `shopOrderKeys` rows). */
  storage: Pick<VersionedStorage, 'get' | 'set'>;
  /** `trackEvent` of stores/analytics.ts: sends only with statistics consent. */
  send: SendAnalyticsEvent;
  log: Pick<Logger, 'error' | 'warn'>;
  now?: () => number;
  /** For tests: the follower's timers and page events. */
  follow?: Pick<FollowOrderOptions, 'timers' | 'events'>;
}

export type ShopOrder = ReturnType<typeof createShopOrder>;

/** How long a paid pass's photo status is asked for (it may lag the payment a little). */
const photoPolls = 5;

export function createShopOrder(options: ShopOrderOptions) {
  const { reference, api, storage, log } = options;
  const now = options.now ?? Date.now;
  const $state = atom<ShopOrderState>({
    progress: 'loading',
    callFailed: false,
    signInEnded: false,
    kept: orderIn(storage, reference),
    tracking: null,
    photo: null,
    paidSeenAt: null,
  });
  const update = (change: Partial<ShopOrderState>) => $state.set({ ...$state.get(), ...change });
  let follower: { stop(): void } | null = null;
  let stopped = false;
  /** A just-placed order not known yet is logged once, not at every poll. */
  let unknownLogged = false;
  /** Replies that did not fit, logged once each: every poll would otherwise log the same fault. */
  const misfits = new Set<string>();
  const warn = (message: string, error: unknown) => {
    if (error instanceof ReplyShapeError) {
      if (misfits.has(message)) return;
      misfits.add(message);
    }
    log.warn(message, error);
  };

  async function paid(): Promise<void> {
    // The receipt from the kept summary; without one (another tab placed it), from the event.
    const tracked = orderIn(storage, reference)?.tracked === true;
    if (!tracked) {
      const sent = await trackOrderPurchase(
        {
          trackingEvent: async () => {
            const event = await api.trackingEvent();
            if (!stopped) update({ tracking: event });
            return event;
          },
        },
        reference,
        options.send,
        log,
      );
      // Pushed once per order: a reload or Back pushes nothing more. Without consent nothing
      // was sent, and nothing is marked.
      if (sent) markTracked(storage, reference);
    } else if (!$state.get().kept?.summary) {
      update({ tracking: await api.trackingEvent().catch(() => null) });
    }
    if (api.photoUploadStatus) void askPhoto(api.photoUploadStatus, 0);
  }

  async function askPhoto(ask: () => Promise<PhotoUploadStatus | null>, round: number): Promise<void> {
    if (stopped) return;
    try {
      const photo = await ask();
      if (stopped) return;
      update({ photo });
      if (photo?.photoUploadAvailable) return;
    } catch (error) {
      warn('shop: the photo status could not be loaded', error);
    }
    if (round + 1 < photoPolls) setTimeout(() => void askPhoto(ask, round + 1), 2_000 * (round + 1));
  }

  /** Starts following (the page calls it once); returns how to stop. */
  function start(): () => void {
    follower = followOrder({
      poll: () => api.status(),
      onProgress: (progress, raw) => {
        if (progress === 'unknown') log.warn('shop: an order status we do not know', { reference, raw });
        const before = $state.get().progress;
        const seen = progress === 'paid' && before !== 'paid';
        update({
          progress,
          callFailed: false,
          ...(seen ? { paidSeenAt: firstTimeKept(storage, reference, 'paidSeenAt', now()) } : {}),
        });
        // Settled: buying the article again is a new purchase, with a new idempotency key.
        if (isSettled(progress)) settleOrderKey(storage, reference);
        if (seen) void paid();
      },
      onCallFailed: (error) => {
        if (isSignInEnded(error)) {
          stop();
          update({ signInEnded: true });
          return;
        }
        if (error instanceof ApiError && error.status === 404 && $state.get().progress === 'loading') {
          // An order this tab has just placed may not be known to the status call yet: a calm
          // wait, polling on until the limit. Any other is not found at once.
          if (placedHere(orderIn(storage, reference))) {
            if (!unknownLogged) log.warn('shop: the order placed here is not known yet', { reference });
            unknownLogged = true;
            return;
          }
          stop();
          update({ progress: 'notFound' });
          return;
        }
        warn('shop: the order status could not be loaded', error);
        update({ callFailed: true });
      },
      onLimit: () => update({ progress: 'limit' }),
      startedAt: firstTimeKept(storage, reference, 'pollingSince', now()),
      now,
      ...options.follow,
    });
    return stop;
  }

  function stop(): void {
    stopped = true;
    follower?.stop();
  }

  return { $state: $state as ReadableAtom<ShopOrderState>, start, stop };
}
