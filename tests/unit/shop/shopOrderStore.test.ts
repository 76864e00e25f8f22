import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { OrderSummary, PhotoUploadStatus, TrackingEvent } from '../../../src/lib/api/types/shop.ts';
import { orderKeyFor, orderKeyPlaced } from '../../../src/lib/shop/orderKeys.ts';
import { keepOrder, orderIn, firstTimeKept } from '../../../src/lib/shop/orderTab.ts';
import { orderPollLimitMs } from '../../../src/lib/shop/pollSchedule.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { createShopOrder, type ShopOrderApi, type ShopOrderOptions } from '../../../src/stores/shopOrder.ts';
import { apiReply } from '../../support/apiReply.ts';
import { FakeStorage } from '../support/fakeStorage.ts';
import { fakePage } from '../support/pageEvents.ts';

const reference = 'GC-2026-100001';

const event: TrackingEvent = {
  event: 'purchase',
  transactionId: reference,
  total: 300,
  currency: 'SEK',
  products: [{ name: 'Presentkort 300 kr', sku: 'gc-1', category: 'gift-card', price: 300, quantity: 1 }],
};

/** What the purchase looks like when it reaches analytics (lib/analytics/purchaseTracking.ts). */
const purchase = {
  transaction_id: reference,
  value: 300,
  currency: 'SEK',
  items: [
    { item_id: 'gc-1', item_name: 'Presentkort 300 kr', item_category: 'gift-card', price: 300, quantity: 1 },
  ],
};

const summary: OrderSummary = {
  articleId: 'gc-1',
  articleName: 'Presentkort 300 kr',
  companyName: 'Lekland AB',
  childId: null,
  childName: null,
  playgroundId: 'pg-1',
  playgroundName: 'Barkarby',
  price: 300,
  totalAmount: 300,
  currency: 'SEK',
  rules: null,
  numberOfEntrances: null,
  period: null,
  lines: null,
};

/** Answers one status per call, the last one for every call after; an Error is thrown. */
function statuses(...answers: (string | null | Error)[]) {
  let calls = 0;
  return vi.fn<ShopOrderApi['status']>(async () => {
    const answer = answers[Math.min(calls, answers.length - 1)] ?? null;
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

/** Answers one photo status per call, the last one for every call after. */
function photoStatuses(...answers: PhotoUploadStatus[]) {
  let calls = 0;
  return vi.fn<PhotoStatus>(async () => answers[Math.min(calls++, answers.length - 1)] ?? null);
}

const noPhotoYet: PhotoUploadStatus = { photoUploadAvailable: false, numberOfAllowedBookingsWithoutImage: 2 };
const photoNow: PhotoUploadStatus = { photoUploadAvailable: true, numberOfAllowedBookingsWithoutImage: 2 };

const disposers: (() => void)[] = [];

/** The tab's storage, as the order page has it: versioned, over an in-memory Storage. */
function tabStorage() {
  const storage = createVersionedStorage({ backend: new FakeStorage() });
  disposers.push(storage.dispose);
  return storage;
}

type PhotoStatus = NonNullable<ShopOrderApi['photoUploadStatus']>;

/** The order's calls, each a mock the test can count. */
interface FakeApi {
  status: Mock<ShopOrderApi['status']>;
  trackingEvent: Mock<ShopOrderApi['trackingEvent']>;
  photoUploadStatus?: Mock<PhotoStatus>;
}

interface SetUp {
  api?: Partial<FakeApi>;
  storage?: ShopOrderOptions['storage'];
  /** Whether the analytics call sends (statistics consent). */
  consent?: boolean;
}

function setUp({ api: overrides = {}, storage = tabStorage(), consent = true }: SetUp = {}) {
  const api: FakeApi = {
    status: statuses('Pending', 'Paid'),
    trackingEvent: vi.fn<ShopOrderApi['trackingEvent']>(async () => event),
    ...overrides,
  };
  const send = vi.fn<ShopOrderOptions['send']>(async () => consent);
  const log = { error: vi.fn(), warn: vi.fn() };
  const { page, events } = fakePage();
  const order = createShopOrder({ reference, api, storage, send, log, follow: { events } });
  disposers.push(order.stop);
  return { order, api, send, log, storage, page, state: () => order.$state.get() };
}

/** Lets every answer due now arrive, and what follows from it. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe(createShopOrder, () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:00:00.000Z') });
  });
  afterEach(() => {
    for (const dispose of disposers.splice(0)) dispose();
    vi.useRealTimers();
  });

  it('should wait calmly while the order is pending, then say it is paid and stop polling', async () => {
    const { order, api, state } = setUp({ api: { status: statuses('Pending', 'Pending', 'Paid') } });
    expect(state().progress).toBe('loading');
    order.start();
    await settle();
    expect(state()).toMatchObject({ progress: 'pending', callFailed: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.status).toHaveBeenCalledTimes(2);
    expect(state().progress).toBe('pending');
    await vi.advanceTimersByTimeAsync(2000);
    expect(state().progress).toBe('paid');
    await vi.advanceTimersByTimeAsync(orderPollLimitMs);
    expect(api.status).toHaveBeenCalledTimes(3);
    expect(state().progress).toBe('paid');
  });

  it('should keep when it first saw the order paid, for a receipt of an order another tab placed', async () => {
    const storage = tabStorage();
    const first = setUp({ storage });
    first.order.start();
    await vi.advanceTimersByTimeAsync(1000);
    const seen = Date.parse('2026-11-26T12:00:01.000Z');
    expect(first.state()).toMatchObject({ progress: 'paid', paidSeenAt: seen });
    first.order.stop();
    await vi.advanceTimersByTimeAsync(60_000);

    // A reload a minute later says the same time.
    const reloaded = setUp({ storage, api: { status: statuses('Paid') } });
    reloaded.order.start();
    await settle();
    expect(reloaded.state()).toMatchObject({ progress: 'paid', paidSeenAt: seen });
    expect(orderIn(storage, reference)?.paidSeenAt).toBe(seen);
  });

  describe('the purchase in analytics', () => {
    it('should push it once when paid, and mark it in the tab', async () => {
      const { order, send, storage, state } = setUp();
      order.start();
      await settle();
      expect(send).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(state().progress).toBe('paid');
      expect(send).toHaveBeenCalledTimes(1);
      expect(send).toHaveBeenCalledWith('purchase', purchase);
      expect(orderIn(storage, reference)?.tracked).toBe(true);
      // The event is the receipt when this tab kept no summary.
      expect(state().tracking).toEqual(event);
      await vi.advanceTimersByTimeAsync(orderPollLimitMs);
      expect(send).toHaveBeenCalledTimes(1);
    });

    it('should push nothing more after a reload of the same tab', async () => {
      const storage = tabStorage();
      const first = setUp({ storage });
      first.order.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(first.send).toHaveBeenCalledTimes(1);
      first.order.stop();

      const reloaded = setUp({ storage, api: { status: statuses('Paid') } });
      reloaded.order.start();
      await settle();
      expect(reloaded.state().progress).toBe('paid');
      expect(reloaded.send).not.toHaveBeenCalled();
      // Still a receipt: the event is asked for it, not pushed.
      expect(reloaded.api.trackingEvent).toHaveBeenCalledTimes(1);
      expect(reloaded.state().tracking).toEqual(event);
      expect(orderIn(storage, reference)?.tracked).toBe(true);
    });

    it('should not even ask for the event again after a reload when the tab kept the summary', async () => {
      const storage = tabStorage();
      keepOrder(storage, reference, { kind: 'gift-card', summary });
      const first = setUp({ storage });
      expect(first.state().kept?.summary).toEqual(summary);
      first.order.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(first.send).toHaveBeenCalledTimes(1);
      first.order.stop();

      const reloaded = setUp({ storage, api: { status: statuses('Paid') } });
      reloaded.order.start();
      await settle();
      expect(reloaded.send).not.toHaveBeenCalled();
      expect(reloaded.api.trackingEvent).not.toHaveBeenCalled();
    });

    it('should mark nothing without statistics consent, so a later visit with consent may push it', async () => {
      const storage = tabStorage();
      const withoutConsent = setUp({ storage, consent: false });
      withoutConsent.order.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(withoutConsent.state().progress).toBe('paid');
      expect(withoutConsent.send).toHaveBeenCalledTimes(1);
      expect(orderIn(storage, reference)?.tracked).toBeUndefined();
      withoutConsent.order.stop();

      const withConsent = setUp({ storage, api: { status: statuses('Paid') } });
      withConsent.order.start();
      await settle();
      expect(withConsent.send).toHaveBeenCalledTimes(1);
      expect(orderIn(storage, reference)?.tracked).toBe(true);
    });

    it('should only log a tracking event that could not be loaded; the page still says paid', async () => {
      const failure = apiReply(500, 'Internal Server Error');
      const { order, send, log, storage, state } = setUp({
        api: { trackingEvent: vi.fn<ShopOrderApi['trackingEvent']>(() => Promise.reject(failure)) },
      });
      order.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(state()).toMatchObject({ progress: 'paid', callFailed: false, tracking: null });
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining(reference), failure);
      expect(send).not.toHaveBeenCalled();
      expect(orderIn(storage, reference)?.tracked).toBeUndefined();
    });
  });

  it('should keep polling a status it does not know, and log it as a warning', async () => {
    const { order, api, log, send, state } = setUp({
      api: { status: statuses('AwaitingCapture', 'AwaitingCapture', 'Paid') },
    });
    order.start();
    await settle();
    expect(state().progress).toBe('unknown');
    expect(log.warn).toHaveBeenCalledWith('shop: an order status we do not know', {
      reference,
      raw: 'AwaitingCapture',
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.status).toHaveBeenCalledTimes(2);
    expect(state().progress).toBe('unknown');
    await vi.advanceTimersByTimeAsync(2000);
    expect(state().progress).toBe('paid');
    expect(send).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('should say an order the service does not know is not found, and stop polling', async () => {
    const { order, api, log, state } = setUp({ api: { status: statuses(apiReply(404)) } });
    order.start();
    await settle();
    expect(state().progress).toBe('notFound');
    await vi.advanceTimersByTimeAsync(orderPollLimitMs * 2);
    expect(api.status).toHaveBeenCalledTimes(1);
    expect(state().progress).toBe('notFound');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('should offer sign-in again once the token is refused even renewed (a 401), and stop polling', async () => {
    const { order, api, state } = setUp({ api: { status: statuses('Pending', apiReply(401)) } });
    order.start();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(state()).toMatchObject({ signInEnded: true, callFailed: false });
    await vi.advanceTimersByTimeAsync(orderPollLimitMs * 2);
    expect(api.status).toHaveBeenCalledTimes(2);
  });

  describe('a 404 for an order this tab has just placed', () => {
    /** The tab that placed the order kept it before leaving for the payment page. */
    function placedHere() {
      const storage = tabStorage();
      keepOrder(storage, reference, { kind: 'gift-card', summary, articleId: 'gc-1' });
      return storage;
    }

    it('should be a calm wait while polling goes on, then the order as it is known', async () => {
      const { order, api, log, state } = setUp({
        storage: placedHere(),
        api: { status: statuses(apiReply(404), apiReply(404), 'Pending', 'Paid') },
      });
      order.start();
      await settle();
      expect(state()).toMatchObject({ progress: 'loading', callFailed: false });
      await vi.advanceTimersByTimeAsync(1000);
      expect(state()).toMatchObject({ progress: 'loading', callFailed: false });
      await vi.advanceTimersByTimeAsync(2000);
      expect(state()).toMatchObject({ progress: 'pending', callFailed: false });
      await vi.advanceTimersByTimeAsync(4000);
      expect(api.status).toHaveBeenCalledTimes(4);
      expect(state().progress).toBe('paid');
      // Logged once, as a warning: expected now and then, no incident.
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.error).not.toHaveBeenCalled();
    });

    it('should wait until the polling limit, and then say the limit, never not found', async () => {
      const { order, api, state } = setUp({
        storage: placedHere(),
        api: { status: statuses(apiReply(404)) },
      });
      order.start();
      await vi.advanceTimersByTimeAsync(orderPollLimitMs - 1);
      expect(state().progress).toBe('loading');
      expect(api.status.mock.calls.length).toBeGreaterThan(5);
      await vi.advanceTimersByTimeAsync(1);
      expect(state().progress).toBe('limit');
    });

    it('should still be not found at once in a tab that only opened the order before', async () => {
      const storage = tabStorage();
      // An earlier visit of the order page kept its polling start, nothing of the order.
      firstTimeKept(storage, reference, 'pollingSince', Date.now() - 5_000);
      const { order, api, state } = setUp({ storage, api: { status: statuses(apiReply(404)) } });
      order.start();
      await settle();
      expect(state().progress).toBe('notFound');
      expect(api.status).toHaveBeenCalledTimes(1);
    });
  });

  describe('the purchase’s idempotency key', () => {
    const purchase = { mode: 'buy', kind: 'gift-card', articleId: 'gc-1', childId: '' } as const;

    it.each([
      ['paid', 'Paid'],
      ['cancelled', 'Cancelled'],
      ['failed', 'Failed'],
    ])('should let it go once the order is %s, so buying again is a new order', async (_, status) => {
      const storage = tabStorage();
      const key = orderKeyFor(storage, purchase);
      orderKeyPlaced(storage, purchase, reference);
      const { order } = setUp({ storage, api: { status: statuses('Pending', status) } });
      order.start();
      await settle();
      expect(orderKeyFor(storage, purchase, () => 'unused')).toBe(key);
      await vi.advanceTimersByTimeAsync(1000);
      expect(orderKeyFor(storage, purchase)).not.toBe(key);
    });

    it('should keep it while the order is not settled, so the article gives back the same order', async () => {
      const storage = tabStorage();
      const key = orderKeyFor(storage, purchase);
      orderKeyPlaced(storage, purchase, reference);
      const { order, state } = setUp({ storage, api: { status: statuses('Pending') } });
      order.start();
      await vi.advanceTimersByTimeAsync(orderPollLimitMs);
      expect(state().progress).toBe('limit');
      expect(orderKeyFor(storage, purchase)).toBe(key);
    });
  });

  it('should say a failed call calmly and go on polling, a later 404 included', async () => {
    const { order, api, log, state } = setUp({
      api: { status: statuses('Pending', apiReply(503), apiReply(404), 'Paid') },
    });
    order.start();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(state()).toMatchObject({ progress: 'pending', callFailed: true });
    expect(log.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(state()).toMatchObject({ progress: 'pending', callFailed: true });
    await vi.advanceTimersByTimeAsync(4000);
    expect(api.status).toHaveBeenCalledTimes(4);
    expect(state()).toMatchObject({ progress: 'paid', callFailed: false });
  });

  it('should give up at the limit and say so', async () => {
    const { order, api, state } = setUp({ api: { status: statuses('Pending') } });
    order.start();
    await vi.advanceTimersByTimeAsync(orderPollLimitMs - 1);
    expect(state().progress).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state().progress).toBe('limit');
    const calls = api.status.mock.calls.length;
    await vi.advanceTimersByTimeAsync(orderPollLimitMs);
    expect(api.status).toHaveBeenCalledTimes(calls);
    expect(state().progress).toBe('limit');
  });

  it('should go on towards the same limit after a reload, not start over', async () => {
    const storage = tabStorage();
    const first = setUp({ storage, api: { status: statuses('Pending') } });
    first.order.start();
    await vi.advanceTimersByTimeAsync(60_000);
    first.order.stop();

    const reloaded = setUp({ storage, api: { status: statuses('Pending') } });
    reloaded.order.start();
    await vi.advanceTimersByTimeAsync(orderPollLimitMs - 60_000 - 1);
    expect(reloaded.state().progress).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(reloaded.state().progress).toBe('limit');
  });

  it('should poll at once when the page is seen again, through the page events it was given', async () => {
    const { order, api, page, state } = setUp({ api: { status: statuses('Pending', 'Paid') } });
    order.start();
    await settle();
    page.hidden = true;
    await vi.advanceTimersByTimeAsync(5000);
    // Hidden: the planned poll is skipped.
    expect(api.status).toHaveBeenCalledTimes(1);
    page.hidden = false;
    page.document.fire('visibilitychange');
    await settle();
    expect(api.status).toHaveBeenCalledTimes(2);
    expect(state().progress).toBe('paid');
  });

  it('should stop polling when stopped', async () => {
    const { order, api } = setUp({ api: { status: statuses('Pending') } });
    order.start();
    await settle();
    order.stop();
    await vi.advanceTimersByTimeAsync(orderPollLimitMs);
    expect(api.status).toHaveBeenCalledTimes(1);
  });

  describe('a pass’s photo', () => {
    it('should ask for the photo status once paid, until a photo can be added', async () => {
      const photoUploadStatus = photoStatuses(noPhotoYet, noPhotoYet, photoNow);
      const { order, state } = setUp({
        api: { status: statuses('Pending', 'Pending', 'Paid'), photoUploadStatus },
      });
      order.start();
      await vi.advanceTimersByTimeAsync(1000);
      // Not before the order is paid.
      expect(photoUploadStatus).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2000);
      expect(state().progress).toBe('paid');
      expect(photoUploadStatus).toHaveBeenCalledTimes(1);
      expect(state().photo).toEqual(noPhotoYet);
      await vi.advanceTimersByTimeAsync(2000);
      expect(photoUploadStatus).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(4000);
      expect(photoUploadStatus).toHaveBeenCalledTimes(3);
      expect(state().photo).toEqual(photoNow);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(photoUploadStatus).toHaveBeenCalledTimes(3);
    });

    it('should ask a few times only, a failed call logged, when no photo can be added yet', async () => {
      const photoUploadStatus = vi
        .fn<PhotoStatus>()
        .mockRejectedValueOnce(apiReply(503))
        .mockResolvedValue(noPhotoYet);
      const { order, log, state } = setUp({ api: { status: statuses('Paid'), photoUploadStatus } });
      order.start();
      await vi.advanceTimersByTimeAsync(orderPollLimitMs);
      expect(photoUploadStatus).toHaveBeenCalledTimes(5);
      expect(log.warn).toHaveBeenCalledWith('shop: the photo status could not be loaded', expect.anything());
      expect(state().photo).toEqual(noPhotoYet);
    });

    it('should still ask for the photo when the tracking event failed', async () => {
      const photoUploadStatus = photoStatuses(photoNow);
      const { order, state } = setUp({
        api: {
          status: statuses('Paid'),
          trackingEvent: vi.fn<ShopOrderApi['trackingEvent']>(() => Promise.reject(apiReply(500))),
          photoUploadStatus,
        },
      });
      order.start();
      await settle();
      expect(state()).toMatchObject({ progress: 'paid', photo: photoNow });
    });
  });
});
