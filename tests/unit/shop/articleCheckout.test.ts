import { describe, expect, it, vi, type Mock } from 'vitest';
import type { ShopKind } from '../../../src/config/shopKinds.ts';
import type {
  ChildSelection,
  GiftCardArticle,
  OrderCreated,
  OrderSummary,
  PassArticle,
} from '../../../src/lib/api/types/shop.ts';
import { ApiError, NetworkError, TimeoutError } from '../../../src/lib/errors/ApiError.ts';
import type { ErrorBody } from '../../../src/lib/errors/errorBody.ts';
import type { BuyValues } from '../../../src/lib/shop/buyForm.ts';
import {
  confirmPauseMs,
  createArticleCheckout,
  type Article,
  type ShopAccountApi,
  type OrderKeys,
  type ArticleCheckoutOptions,
  type ShopMode,
} from '../../../src/stores/articleCheckout.ts';
import { apiReply } from '../../support/apiReply.ts';

const now = Date.parse('2026-11-26T12:00:00.000Z');

/** A gift card of the same country as the pass: the summaries below are in euros, as both. */
const giftCard: GiftCardArticle = {
  id: 'gc-1',
  name: 'Gutschein 30 €',
  description: 'Ein Gutschein für einen Tag voller Spiel.',
  price: 30,
  currency: 'EUR',
  countryId: 'de',
  countryName: 'Deutschland',
  rules: 'Gilt 12 Monate.\nKeine Barauszahlung.',
  media: null,
  giftCardAmount: 30,
  sellablePeriodStartDate: '2026-01-01T00:00:00.000Z',
  sellablePeriodEndDate: null,
  cardActivationDate: null,
  isActive: true,
};

const pass: PassArticle = {
  id: 'p-1',
  name: 'Dauerkarte 12 Monate',
  description: null,
  price: 249,
  currency: 'EUR',
  countryId: 'de',
  countryName: 'Deutschland',
  rules: 'Gilt 12 Monate.',
  media: null,
  ticketActivationDate: null,
  validityDurationType: 'Months',
  validityDuration: 12,
  inactiveReason: null,
};

const child = (guid: string, firstName: string, fields: Partial<ChildSelection> = {}): ChildSelection => ({
  guid,
  firstName,
  lastName: 'Becker',
  warning: null,
  birthDate: '2019-03-01T00:00:00Z',
  selectable: true,
  ...fields,
});

/** Lotta is too old for the pass; Mia and Paul may have it. */
const lotta = child('lotta', 'Lotta', { warning: 'ChildTooOld', selectable: false, birthDate: '2012-01-01' });
const mia = child('mia', 'Mia');
const paul = child('paul', 'Paul');

function summaryFor(childId: string | null, childName: string | null = null): OrderSummary {
  return {
    articleId: 'p-1',
    articleName: 'Dauerkarte 12 Monate',
    companyName: 'Spielpark GmbH',
    childId,
    childName,
    playgroundId: 'pg-1',
    playgroundName: 'Köln-Porz',
    price: 249,
    totalAmount: 249,
    currency: 'EUR',
    rules: 'Gilt 12 Monate.',
    numberOfEntrances: null,
    period: null,
    lines: null,
  };
}

const placed: OrderCreated = { orderReference: 'PO-2026-100001', paymentToken: 'pay-token-1' };

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A 400 as the main API sends it, read by our HTTP client (tests/support/apiReply.ts). */
function refusal(code: string, message: string, errors: Record<string, string[]> = {}): ApiError {
  const body: ErrorBody = {
    exceptionType: 'ApiException',
    code,
    message,
    errors,
    responsecode: 400,
    reasons: [{ code, message }],
    stackTrace: null,
  };
  return apiReply(400, body);
}

function setUp(
  kind: ShopKind,
  mode: ShopMode = 'buy',
  article: Article | null = kind === 'pass' ? pass : giftCard,
  overrides: Partial<ArticleCheckoutOptions> = {},
) {
  const api = { article: vi.fn(async (): Promise<Article | null> => article) };
  const report = vi.fn<ArticleCheckoutOptions['report']>();
  const afterPlacing = vi.fn<ArticleCheckoutOptions['afterPlacing']>();
  // One key per child, as the tab keeps one per purchase (lib/shop/orderKeys.ts).
  const keys = {
    keyFor: vi.fn((values: BuyValues) => `key-${values.childId || 'none'}`),
    placed: vi.fn<OrderKeys['placed']>(),
  };
  const pause = vi.fn(async (_ms: number) => undefined);
  const store = createArticleCheckout({
    kind,
    mode,
    api,
    keys,
    pause,
    now: () => now,
    report,
    afterPlacing,
    ...overrides,
  });
  return { store, api, report, afterPlacing, keys, pause, state: () => store.$state.get() };
}

function member(overrides: Partial<ShopAccountApi> = {}, children: ChildSelection[] = [lotta, mia]) {
  return {
    childSummaries: vi.fn(async () => children),
    summary: vi.fn(async (values: BuyValues) => summaryFor(values.childId || null)),
    place: vi.fn(async (_values: BuyValues, _key: string): Promise<OrderCreated | null> => placed),
    ...overrides,
  } satisfies ShopAccountApi;
}

describe(createArticleCheckout, () => {
  describe('loading the article', () => {
    it('should be ready with the article and whether it is on sale', async () => {
      const { store, state } = setUp('gift-card');
      expect(state()).toMatchObject({ phase: 'loading', account: { status: 'unknown' } });
      await store.load();
      expect(state()).toMatchObject({
        phase: 'ready',
        loadError: null,
        article: { id: 'gc-1' },
        sale: 'onSale',
        children: { status: 'ready', value: [] },
        summary: { status: 'waiting' },
      });
    });

    it('should say not found for an article the service names no article, and for a 404', async () => {
      const missing = setUp('gift-card', 'buy', null);
      await missing.store.load();
      expect(missing.state()).toMatchObject({ phase: 'notFound', article: null });

      const gone = setUp('pass', 'buy', pass, {
        api: { article: vi.fn(() => Promise.reject(apiReply(404, { code: 'NotFound' }))) },
      });
      await gone.store.load();
      expect(gone.state()).toMatchObject({ phase: 'notFound', article: null, loadError: null });

      const noId = setUp('gift-card', 'buy', { ...giftCard, id: '' });
      await noId.store.load();
      expect(noId.state().phase).toBe('notFound');
    });

    it('should fail with the server text on a 500, report it, and load again when asked', async () => {
      const article = vi
        .fn<() => Promise<Article | null>>()
        .mockRejectedValueOnce(apiReply(500, 'Internal Server Error'))
        .mockResolvedValueOnce(giftCard);
      const { store, state, report } = setUp('gift-card', 'buy', giftCard, { api: { article } });
      await store.load();
      expect(state()).toMatchObject({ phase: 'failed', loadError: 'errors.server', article: null });
      expect(report).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
      await store.load();
      expect(state()).toMatchObject({ phase: 'ready', loadError: null, article: { id: 'gc-1' } });
    });

    it('should offer no summary and place nothing for an article not on sale', async () => {
      const { store, state } = setUp('pass', 'buy', { ...pass, inactiveReason: 'SalesEnded' });
      const account = member({}, [mia]);
      await store.load();
      await store.signedIn(account);
      expect(state().sale).toEqual({ inactive: 'salesEnded' });
      store.set('acceptTerms', true);
      await store.submit();
      expect(account.summary).not.toHaveBeenCalled();
      expect(account.place).not.toHaveBeenCalled();
      expect(state().summary).toEqual({ status: 'waiting' });
    });
  });

  describe('only what can be used is sold', () => {
    /** The summer card as the service lists it after the summer: no inactive reason at all. */
    const summer: PassArticle = {
      ...pass,
      id: 'p-summer',
      name: 'Sommerkarte',
      ticketActivationDate: '2026-06-01T00:00:00.000Z',
      validityDurationType: 'Period',
      validityDuration: 3,
      inactiveReason: null,
    };

    it('should ask no summary and place nothing for a summer card whose summer is over', async () => {
      const { store, state, afterPlacing } = setUp('pass', 'buy', summer);
      const account = member({}, [mia]);
      await store.load();
      await store.signedIn(account);
      expect(state().sale).toEqual({ inactive: 'periodEnded' });
      store.set('acceptTerms', true);
      await store.submit();
      expect(account.summary).not.toHaveBeenCalled();
      expect(account.place).not.toHaveBeenCalled();
      expect(afterPlacing).not.toHaveBeenCalled();
      expect(state()).toMatchObject({ busy: null, placed: null, summary: { status: 'waiting' } });
    });

    it('should ask again right before placing: a sale that ended while the page was open places nothing', async () => {
      let clock = now;
      const ending = { ...giftCard, sellablePeriodEndDate: new Date(now + 60_000).toISOString() };
      const { store, state, afterPlacing } = setUp('gift-card', 'buy', ending, { now: () => clock });
      const account = member();
      await store.load();
      await store.signedIn(account);
      expect(state().sale).toBe('onSale');
      store.set('acceptTerms', true);
      clock = now + 120_000;
      await store.submit();
      expect(account.place).not.toHaveBeenCalled();
      expect(afterPlacing).not.toHaveBeenCalled();
      // The page now says why, and shows no button (ArticlePage.tsx).
      expect(state()).toMatchObject({ sale: { inactive: 'salesEnded' }, busy: null, placed: null });
      await store.retrySummary();
      expect(account.summary).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['a negative total', { totalAmount: -300 }],
      ['a total printed as a 300-digit number', { totalAmount: 1e308 }],
      ['an unknown currency', { currency: 'XXX' }],
      ['another currency than the article’s', { currency: 'SEK' }],
      ['no total', { totalAmount: null }],
    ])('should refuse a summary with %s: said, reported, and no order placed', async (_name, fields) => {
      const { store, state, report, afterPlacing } = setUp('gift-card');
      const account = member({ summary: vi.fn(async () => ({ ...summaryFor(null), ...fields })) });
      await store.load();
      await store.signedIn(account);
      expect(state().summary).toEqual({ status: 'invalid' });
      expect(report).toHaveBeenCalledTimes(1);
      store.set('acceptTerms', true);
      await store.submit();
      expect(account.place).not.toHaveBeenCalled();
      expect(afterPlacing).not.toHaveBeenCalled();
      expect(state()).toMatchObject({ notice: { kind: 'summaryInvalid' }, busy: null, placed: null });
    });
  });

  describe('a guest and a member', () => {
    it('should offer a guest sign-in, ask nothing and place nothing', async () => {
      const { store, state, afterPlacing } = setUp('gift-card');
      await store.load();
      store.signedOut();
      expect(state().account).toEqual({ status: 'guest' });
      store.set('acceptTerms', true);
      await store.submit();
      expect(state()).toMatchObject({ busy: null, placed: null, summary: { status: 'waiting' } });
      expect(afterPlacing).not.toHaveBeenCalled();
    });

    it('should give a member the summary of a gift card, without asking for children', async () => {
      const { store, state } = setUp('gift-card');
      const account = member();
      await store.load();
      await store.signedIn(account);
      expect(state().account).toEqual({ status: 'member' });
      expect(account.childSummaries).not.toHaveBeenCalled();
      expect(account.summary).toHaveBeenCalledTimes(1);
      expect(state().summary).toEqual({ status: 'ready', value: summaryFor(null) });
      expect(state().children).toEqual({ status: 'ready', value: [] });
    });

    it('should ask for the summary once the article is there when the session was known first', async () => {
      const { store, state } = setUp('gift-card');
      const account = member();
      await store.signedIn(account);
      expect(account.summary).not.toHaveBeenCalled();
      await store.load();
      await vi.waitFor(() => expect(state().summary.status).toBe('ready'));
      expect(account.summary).toHaveBeenCalledTimes(1);
    });

    it('should stay a member once signed in, and take the first account only', async () => {
      const { store, state } = setUp('gift-card');
      const first = member();
      const second = member();
      await store.load();
      await store.signedIn(first);
      store.signedOut();
      await store.signedIn(second);
      expect(state().account).toEqual({ status: 'member' });
      expect(second.summary).not.toHaveBeenCalled();
    });
  });

  describe('a pass', () => {
    it('should load the children, show who cannot have it, and preselect the only one who can', async () => {
      const { store, state } = setUp('pass');
      const account = member();
      await store.load();
      expect(state().children).toEqual({ status: 'loading' });
      await store.signedIn(account);
      expect(state().children).toEqual({
        status: 'ready',
        value: [
          { id: 'lotta', name: 'Lotta Becker', selectable: false, warning: 'childTooOld' },
          { id: 'mia', name: 'Mia Becker', selectable: true, warning: null },
        ],
      });
      expect(state().values.childId).toBe('mia');
      expect(account.summary).toHaveBeenCalledTimes(1);
      expect(account.summary).toHaveBeenLastCalledWith({ childId: 'mia', acceptTerms: false });
      expect(state().summary).toEqual({ status: 'ready', value: summaryFor('mia') });
    });

    it('should preselect nobody and wait for a choice when two children can have it', async () => {
      const { store, state } = setUp('pass');
      const account = member({}, [lotta, mia, paul]);
      await store.load();
      await store.signedIn(account);
      expect(state().values.childId).toBe('');
      expect(state().summary).toEqual({ status: 'waiting' });
      expect(account.summary).not.toHaveBeenCalled();
    });

    it('should say when the children could not be loaded, and load them again when asked', async () => {
      const childSummaries = vi
        .fn<ShopAccountApi['childSummaries']>()
        .mockRejectedValueOnce(apiReply(503))
        .mockResolvedValueOnce([mia]);
      const { store, state, report } = setUp('pass');
      await store.load();
      await store.signedIn(member({ childSummaries }));
      expect(state().children).toEqual({ status: 'failed' });
      expect(report).toHaveBeenCalledTimes(1);
      await store.retryChildren();
      expect(state().children.status).toBe('ready');
      expect(state().values.childId).toBe('mia');
    });

    it('should ask the summary again for the child chosen, and show only the latest answer', async () => {
      const answers = new Map<string, ReturnType<typeof deferred<OrderSummary | null>>>();
      const summary = vi.fn((values: BuyValues) => {
        const answer = deferred<OrderSummary | null>();
        answers.set(values.childId, answer);
        return answer.promise;
      });
      const { store, state } = setUp('pass');
      await store.load();
      await store.signedIn(member({ summary }, [lotta, mia, paul]));

      store.set('childId', 'mia');
      store.set('childId', 'paul');
      expect(summary).toHaveBeenCalledTimes(2);
      expect(state().summary).toEqual({ status: 'loading' });

      // Paul's answer comes first, Mia's after it: Mia's is old news.
      answers.get('paul')?.resolve(summaryFor('paul', 'Paul Becker'));
      await vi.waitFor(() => expect(state().summary.status).toBe('ready'));
      answers.get('mia')?.resolve(summaryFor('mia', 'Mia Becker'));
      await answers.get('mia')?.promise;
      await Promise.resolve();
      expect(state().summary).toEqual({ status: 'ready', value: summaryFor('paul', 'Paul Becker') });

      // The other way round: the older answer arrives first and is dropped, the newer is shown.
      store.set('childId', 'mia');
      store.set('childId', 'paul');
      answers.get('mia')?.reject(refusal('ChildNotEligible', 'The pass is for children up to 12 years.'));
      await answers.get('mia')?.promise.catch(() => undefined);
      await Promise.resolve();
      expect(state().summary).toEqual({ status: 'loading' });
      expect(state().problems.childId).toBeUndefined();
      answers.get('paul')?.resolve(summaryFor('paul', 'Paul Becker (2)'));
      await vi.waitFor(() => expect(state().summary.status).toBe('ready'));
      expect(state().summary).toEqual({ status: 'ready', value: summaryFor('paul', 'Paul Becker (2)') });
    });

    it.each([
      ['as the main API words it (a reason, no field)', refusal('ChildNotEligible', 'Too old.')],
      [
        'as a field error of the child',
        refusal('ChildNotEligible', 'The pass is for children up to 12 years.', {
          ChildId: ['The pass is for children up to 12 years.'],
        }),
      ],
    ])('should put a refusal of the child, %s, at the child’s choice', async (_, error) => {
      const summary = vi
        .fn<ShopAccountApi['summary']>()
        .mockRejectedValueOnce(error)
        .mockResolvedValueOnce(summaryFor('paul'));
      const { store, state, report } = setUp('pass');
      await store.load();
      await store.signedIn(member({ summary }, [mia, paul]));
      store.set('childId', 'mia');
      await vi.waitFor(() => expect(state().summary.status).toBe('failed'));
      // In the shop's own words, whatever the service wrote (its code is read, not its text).
      expect(state().problems).toEqual({ childId: { kind: 'client', key: 'childNotEligible' } });
      expect(report).toHaveBeenCalledWith(error);
      // Another child: the problem goes and the summary is asked again.
      store.set('childId', 'paul');
      expect(state().problems.childId).toBeUndefined();
      await vi.waitFor(() => expect(state().summary.status).toBe('ready'));
      expect(summary).toHaveBeenCalledTimes(2);
    });

    it('should put nothing at the child when the summary fails for another reason', async () => {
      const { store, state } = setUp('pass');
      await store.load();
      await store.signedIn(member({ summary: vi.fn(() => Promise.reject(apiReply(500))) }, [mia]));
      expect(state().summary).toEqual({ status: 'failed' });
      expect(state().problems).toEqual({});
    });

    it('should ask for a child, and the terms, before placing anything', async () => {
      const { store, state } = setUp('pass');
      const account = member({}, [mia, paul]);
      await store.load();
      await store.signedIn(account);
      await store.submit();
      expect(account.place).not.toHaveBeenCalled();
      expect(state()).toMatchObject({
        notice: { kind: 'fixFields', otherNotes: [] },
        failedAttempts: 1,
        problems: {
          childId: { kind: 'client', key: 'childRequired' },
          acceptTerms: { kind: 'client', key: 'termsRequired' },
        },
      });
    });
  });

  describe('placing the order', () => {
    async function ready(kind: ShopKind = 'gift-card', account = member(), mode: ShopMode = 'buy') {
      const set = setUp(kind, mode);
      await set.store.load();
      await set.store.signedIn(account);
      return { ...set, account };
    }

    it('should ask for the terms and place nothing without them', async () => {
      const { store, state, account, afterPlacing } = await ready();
      await store.submit();
      expect(account.place).not.toHaveBeenCalled();
      expect(afterPlacing).not.toHaveBeenCalled();
      expect(state()).toMatchObject({
        busy: null,
        placed: null,
        notice: { kind: 'fixFields', otherNotes: [] },
        failedAttempts: 1,
        problems: { acceptTerms: { kind: 'client', key: 'termsRequired' } },
      });
      expect(state().problems.childId).toBeUndefined();
      // Ticked: the problem goes at once.
      store.set('acceptTerms', true);
      expect(state().problems).toEqual({});
    });

    it('should place one order however often the parent taps, and hand it over once', async () => {
      const answer = deferred<OrderCreated | null>();
      const place = vi.fn((_values: BuyValues, _key: string) => answer.promise);
      const { store, state, afterPlacing } = await ready('pass', member({ place }, [lotta, mia]));
      store.set('acceptTerms', true);
      const first = store.submit();
      const second = store.submit();
      expect(state().busy).toBe('placing');
      answer.resolve(placed);
      await Promise.all([first, second]);
      await store.submit();
      expect(place).toHaveBeenCalledTimes(1);
      expect(place).toHaveBeenCalledWith({ childId: 'mia', acceptTerms: true }, 'key-mia');
      expect(afterPlacing).toHaveBeenCalledTimes(1);
      expect(afterPlacing).toHaveBeenCalledWith(placed, summaryFor('mia'));
      expect(state()).toMatchObject({ placed, busy: null, notice: null });
    });

    it('should hand over no summary when none could be worked out', async () => {
      const { store, afterPlacing } = await ready(
        'gift-card',
        member({ summary: vi.fn(() => Promise.reject(apiReply(503))) }),
      );
      store.set('acceptTerms', true);
      await store.submit();
      expect(afterPlacing).toHaveBeenCalledWith(placed, null);
    });

    it.each([
      [
        'a 400 with field errors',
        refusal('ValidationFailed', 'Validation failed', {
          ChildId: ['The child does not belong to your account.'],
          Something: ['Something else is wrong.'],
        }),
        {
          notice: {
            kind: 'fixFields',
            otherNotes: [{ kind: 'unknown', details: ['Something else is wrong.'] }],
          },
          problems: {
            childId: {
              kind: 'server',
              notes: [{ kind: 'unknown', details: ['The child does not belong to your account.'] }],
            },
          },
        },
      ],
      [
        'a 429 with Retry-After',
        apiReply(429, '', { 'retry-after': '30' }),
        { notice: { kind: 'rateLimited', until: now + 30_000 }, problems: {} },
      ],
      ['a 503', apiReply(503, '<html>down</html>'), { notice: { kind: 'unavailable' }, problems: {} }],
    ])('should keep the values after %s and give the form’s notice', async (_, error, expected) => {
      const place = vi
        .fn<ShopAccountApi['place']>()
        .mockRejectedValueOnce(error)
        .mockResolvedValueOnce(placed);
      const { store, state, afterPlacing, report } = await ready('pass', member({ place }, [lotta, mia]));
      store.set('acceptTerms', true);
      await store.submit();
      expect(state()).toMatchObject({
        ...expected,
        values: { childId: 'mia', acceptTerms: true },
        busy: null,
        placed: null,
        failedAttempts: 1,
      });
      expect(state().problems).toEqual(expected.problems);
      expect(afterPlacing).not.toHaveBeenCalled();
      expect(report).toHaveBeenCalledWith(error);
      // The parent may send again as it stands.
      await store.submit();
      expect(place).toHaveBeenCalledTimes(2);
      expect(afterPlacing).toHaveBeenCalledTimes(1);
      expect(state()).toMatchObject({ placed, notice: null, problems: {} });
    });

    it('should treat an order reply without a reference as a failure', async () => {
      const { store, state, afterPlacing } = await ready(
        'gift-card',
        member({ place: vi.fn(async () => ({ orderReference: '', paymentToken: 't' })) }),
      );
      store.set('acceptTerms', true);
      await store.submit();
      expect(afterPlacing).not.toHaveBeenCalled();
      expect(state()).toMatchObject({
        placed: null,
        busy: null,
        notice: { kind: 'failed', key: 'general.error-unknown' },
      });
    });

    it('should let the parent try again when the page could not go on to paying', async () => {
      const { store, state, account, afterPlacing } = await ready();
      store.set('acceptTerms', true);
      await store.submit();
      expect(afterPlacing).toHaveBeenCalledTimes(1);
      store.placingFailed({ kind: 'failed', key: 'general.error-unknown' });
      expect(state()).toMatchObject({
        placed: null,
        busy: null,
        notice: { kind: 'failed', key: 'general.error-unknown' },
        values: { acceptTerms: true },
      });
      await store.submit();
      expect(account.place).toHaveBeenCalledTimes(2);
      expect(afterPlacing).toHaveBeenCalledTimes(2);
    });
  });

  describe('an order request whose reply never came', () => {
    const lost = new TimeoutError(30_000, 'https://api.test.example/api/shop/pass-orders/direct');
    const offline = new NetworkError('No reply from https://api.test.example/api/shop/pass-orders/direct');

    async function ready(
      place: Mock<ShopAccountApi['place']>,
      overrides: Partial<ArticleCheckoutOptions> = {},
    ) {
      const set = setUp('pass', 'buy', pass, overrides);
      const account = member({ place }, [lotta, mia]);
      await set.store.load();
      await set.store.signedIn(account);
      set.store.set('acceptTerms', true);
      return { ...set, account };
    }

    it.each([
      ['a timeout', lost],
      ['no reply', offline],
      ['a gateway’s 502', apiReply(502, '<html>Bad gateway</html>')],
      ['a gateway’s 504', apiReply(504, '<html>Gateway timeout</html>')],
    ])(
      'should say after %s that it could not confirm the order, ask again with the same key, and go on with the order that gives',
      async (_, error) => {
        const paused = deferred<undefined>();
        const place = vi
          .fn<ShopAccountApi['place']>()
          .mockRejectedValueOnce(error)
          .mockResolvedValueOnce(placed);
        const { store, state, afterPlacing, keys, report, pause } = await ready(place, {
          pause: vi.fn(() => paused.promise),
        });
        const submitted = store.submit();
        await vi.waitFor(() => expect(state().notice).toEqual({ kind: 'confirming' }));
        // Never "nothing was ordered": it says it is checking, and a tap meanwhile sends nothing.
        expect(state().busy).toBe('confirming');
        await store.submit();
        expect(place).toHaveBeenCalledTimes(1);
        paused.resolve(undefined);
        await submitted;
        expect(pause).not.toHaveBeenCalled();
        expect(place).toHaveBeenCalledTimes(2);
        expect(place.mock.calls.map(([, key]) => key)).toEqual(['key-mia', 'key-mia']);
        expect(keys.placed).toHaveBeenCalledWith(
          { childId: 'mia', acceptTerms: true },
          placed.orderReference,
        );
        expect(afterPlacing).toHaveBeenCalledTimes(1);
        expect(afterPlacing).toHaveBeenCalledWith(placed, summaryFor('mia'));
        expect(state()).toMatchObject({ placed, busy: null, notice: null, failedAttempts: 0 });
        expect(report).toHaveBeenCalledWith(error);
      },
    );

    it('should offer to try again only when asking again also failed, and try again with the same key', async () => {
      const place = vi
        .fn<ShopAccountApi['place']>()
        .mockRejectedValueOnce(lost)
        .mockRejectedValueOnce(offline)
        .mockResolvedValueOnce(placed);
      const { store, state, afterPlacing, pause, report } = await ready(place);
      await store.submit();
      expect(pause).toHaveBeenCalledWith(confirmPauseMs);
      expect(place).toHaveBeenCalledTimes(2);
      expect(afterPlacing).not.toHaveBeenCalled();
      expect(state()).toMatchObject({
        notice: { kind: 'unconfirmed' },
        busy: null,
        placed: null,
        failedAttempts: 1,
        values: { childId: 'mia', acceptTerms: true },
        problems: {},
      });
      expect(report.mock.calls).toEqual([[lost], [offline]]);
      // Trying again sends the same key: the service gives back the order if it was made.
      await store.submit();
      expect(place.mock.calls.map(([, key]) => key)).toEqual(['key-mia', 'key-mia', 'key-mia']);
      expect(afterPlacing).toHaveBeenCalledTimes(1);
      expect(state()).toMatchObject({ placed, notice: null });
    });

    it('should give the service’s own answer when asking again was refused', async () => {
      const place = vi
        .fn<ShopAccountApi['place']>()
        .mockRejectedValueOnce(offline)
        .mockRejectedValueOnce(apiReply(503, ''));
      const { store, state } = await ready(place);
      await store.submit();
      expect(state()).toMatchObject({ notice: { kind: 'unavailable' }, busy: null, placed: null });
    });

    it('should keep one key per purchase: another child is another purchase', async () => {
      const place = vi.fn<ShopAccountApi['place']>(() => Promise.reject(apiReply(503)));
      const { store, keys } = await ready(place);
      await store.submit();
      await store.submit();
      store.set('childId', 'paul');
      await store.submit();
      expect(place.mock.calls.map(([values, key]) => [values.childId, key])).toEqual([
        ['mia', 'key-mia'],
        ['mia', 'key-mia'],
        ['paul', 'key-paul'],
      ]);
      expect(keys.placed).not.toHaveBeenCalled();
    });
  });

  describe('redeeming', () => {
    it.each(['pass', 'serial-ticket'] as const)(
      'should redeem a %s with no terms and no child, and ask for no children',
      async (kind) => {
        const { store, state, afterPlacing } = setUp(kind, 'redeem', { ...pass, id: `${kind}-1` });
        const account = member({
          place: vi.fn(async () => ({ orderReference: 'RO-2026-1', paymentToken: null })),
        });
        expect(store.withChild).toBe(false);
        await store.load();
        await store.signedIn(account);
        expect(account.childSummaries).not.toHaveBeenCalled();
        expect(state().children).toEqual({ status: 'ready', value: [] });
        expect(account.summary).toHaveBeenCalledWith({ childId: '', acceptTerms: false });
        await store.submit();
        expect(state().problems).toEqual({});
        expect(account.place).toHaveBeenCalledTimes(1);
        expect(afterPlacing).toHaveBeenCalledWith(
          { orderReference: 'RO-2026-1', paymentToken: null },
          summaryFor(null),
        );
      },
    );

    it('should say a card already redeemed to this account in our words, and place nothing more', async () => {
      const { store, state, afterPlacing } = setUp('serial-ticket', 'redeem', { ...pass, id: 'st-1' });
      await store.load();
      await store.signedIn(
        member({ place: vi.fn(async () => Promise.reject(refusal('AlreadyRedeemed', 'Already redeemed.'))) }),
      );
      await store.submit();
      expect(state()).toMatchObject({ notice: { kind: 'alreadyRedeemed' }, busy: null, placed: null });
      expect(afterPlacing).not.toHaveBeenCalled();
    });
  });

  describe('a sign-in that has ended (a 401 after the token was renewed)', () => {
    const unauthorized = () => apiReply(401, { message: 'Unauthorized' });

    it.each([
      ['placing the order', { place: vi.fn(async () => Promise.reject(unauthorized())) }],
      ['the summary', { summary: vi.fn(async () => Promise.reject(unauthorized())) }],
      ['the children', { childSummaries: vi.fn(async () => Promise.reject(unauthorized())) }],
    ] as const)('should offer sign-in again, never the permission text, after %s', async (_, calls) => {
      const { store, state, afterPlacing } = setUp('pass');
      await store.load();
      await store.signedIn(member(calls, [mia]));
      store.set('acceptTerms', true);
      await store.submit();
      expect(state().account).toEqual({ status: 'ended' });
      expect(state().busy).toBeNull();
      expect(state().notice).toBeNull();
      expect(afterPlacing).not.toHaveBeenCalled();
    });
  });
});
