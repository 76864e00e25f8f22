import { atom, type ReadableAtom } from 'nanostores';
import type { ShopKind } from '../config/shopKinds.ts';
import type { ChildSelection, OrderCreated, OrderSummary } from '../lib/api/types/shop.ts';
import { ApiError, NetworkError } from '../lib/errors/ApiError.ts';
import { errorTranslationKey, type ErrorTranslationKey } from '../lib/errors/translationKey.ts';
import * as forms from '../lib/forms/index.ts';
import { isSignInEnded } from '../lib/session/freshToken.ts';
import type { Loadable } from '../lib/loading/loadable.ts';
import type { ShopArticleOf } from '../lib/shop/articleFacts.ts';
import { saleState, summaryMakesSense, type SaleState } from '../lib/shop/saleState.ts';
import { childChoices, preselectedChild, type ChildChoice } from '../lib/shop/childChoice.ts';
import {
  buyFields,
  checkBuy,
  isAlreadyRedeemed,
  isChildNotEligible,
  emptyBuyValues,
  needsChild,
  type BuyProblem,
  type BuyValues,
} from '../lib/shop/buyForm.ts';
import { sameData } from '../lib/loading/sameData.ts';

/**
 * Buying or redeeming one shop article (spec §3, §7): the article, the parent's children for a
 * pass, the order's summary, and placing the order. A page store (scripts/lib/chunks.ts): in the
 * shop pages' chunk only.
 */
export type Article = ShopArticleOf[ShopKind];

/** `buy`: the article page, paid on the payment page; `redeem`: a card given, nothing to pay. */
export type ShopMode = 'buy' | 'redeem';

/** The article's calls anyone may make. */
export interface ShopArticleApi {
  article(): Promise<Article | null>;
}

/** The signed-in parent's calls (bearer token), loaded once the session says signed in. */
export interface ShopAccountApi {
  childSummaries(): Promise<ChildSelection[]>;
  summary(values: BuyValues): Promise<OrderSummary | null>;
  /** Places the order with the purchase's idempotency key: the same key gives back the same order. */
  place(values: BuyValues, idempotencyKey: string): Promise<OrderCreated | null>;
}

/** The idempotency key of the purchase the values name (lib/shop/orderKeys.ts, in the tab). */
export interface OrderKeys {
  keyFor(values: BuyValues): string;
  /** The key gave this order: it goes once the order is settled. */
  placed(values: BuyValues, reference: string): void;
}

/**
 * The form's own notices, besides the shared ones. `summaryInvalid`: a summary whose total makes
 * no sense. `alreadyRedeemed`: a card this account has redeemed before. The order request's
 * reply never came, so whether the order was made is not known: `confirming`, the same request
 * is being sent again, which gives back the order if it was made; `unconfirmed`, that failed
 * too, and the parent may try again (with the same key, so never a second order).
 */
export type ShopNotice =
  | forms.FormNotice
  | { kind: 'summaryInvalid' }
  | { kind: 'alreadyRedeemed' }
  | { kind: 'confirming' }
  | { kind: 'unconfirmed' };

/**
 * Signed out: the way to sign in; signed in: the children (a pass) and the summary; `ended`:
 * the service refused the token even after renewing it, so the parent must sign in again.
 */
export type Account =
  { status: 'unknown' } | { status: 'guest' } | { status: 'member' } | { status: 'ended' };

export interface ArticleCheckoutState extends forms.FormState<
  BuyValues,
  BuyProblem,
  ShopNotice,
  'placing' | 'confirming'
> {
  phase: 'loading' | 'ready' | 'notFound' | 'failed';
  loadError: ErrorTranslationKey | null;
  article: Article | null;
  /**
   * The live check of an article the page already shows (the build's): `checking` while the
   * main API is asked, `failed` when it could not answer (the build's article stays).
   */
  check: 'idle' | 'checking' | 'failed';
  sale: SaleState | null;
  account: Account;
  /** A pass's children, each saying whether it can have the pass; empty for other kinds. */
  children: Loadable<ChildChoice[]>;
  /**
   * What the order will be, once the service has worked it out (a pass: for the chosen child);
   * `invalid`: its total or currency made no sense (`summaryMakesSense`), so nothing is placed.
   */
  summary: Loadable<OrderSummary> | { status: 'waiting' } | { status: 'invalid' };
  /** The order placed: the page moves on to paying (or, redeemed, to the order). */
  placed: OrderCreated | null;
}

/** An article the build prerendered its page with, and its sale as the build saw it. */
export interface PrerenderedArticle {
  article: Article;
  sale: SaleState;
}

export interface ArticleCheckoutOptions {
  kind: ShopKind;
  mode: ShopMode;
  /**
   * The build's article: the store starts ready with it, as the page's HTML shows it (so React
   * hydrates what the build wrote), and `load` checks it against the main API.
   */
  built?: PrerenderedArticle | null;
  api: ShopArticleApi;
  keys: OrderKeys;
  now?: () => number;
  /** Waits before an order request whose reply never came is sent again; for tests. */
  pause?: (ms: number) => Promise<void>;
  report: (error: unknown) => void;
  /** Once placed: off to the payment page, or to the order. Called once per store. */
  afterPlacing: (placed: OrderCreated, summary: OrderSummary | null) => void;
}

export type ArticleCheckout = ReturnType<typeof createArticleCheckout>;

/**
 * How long to wait before asking again after an order request's reply never came: long enough
 * for a phone's connection to come back, short enough that the parent is still looking.
 */
export const confirmPauseMs = 2_000;

/**
 * Whether the order request's reply never came from the service: no reply, a timeout, or a
 * gateway that lost it (502, 504). The order may have been made; only asking again can tell.
 */
function replyLost(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && [502, 504].includes(error.status));
}

export function createArticleCheckout(options: ArticleCheckoutOptions) {
  const { kind, mode, api, report, keys } = options;
  const now = options.now ?? Date.now;
  const pause = options.pause ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const withChild = needsChild(kind, mode);
  const built = options.built ?? null;
  const $state = atom<ArticleCheckoutState>({
    phase: built ? 'ready' : 'loading',
    loadError: null,
    article: built?.article ?? null,
    check: 'idle',
    sale: built?.sale ?? null,
    account: { status: 'unknown' },
    children: withChild ? { status: 'loading' } : { status: 'ready', value: [] },
    summary: { status: 'waiting' },
    placed: null,
    values: emptyBuyValues,
    ...forms.untouched,
  });
  const update = (change: (state: ArticleCheckoutState) => ArticleCheckoutState) =>
    $state.set(change($state.get()));
  let account: ShopAccountApi | null = null;
  /** Counts summary requests: only the answer to the latest one is shown. */
  let summaryRound = 0;

  /**
   * Asks the main API for the article. One already shown (the build's) stays on screen while
   * it is checked, and only what differs changes; a check that fails keeps it and says so.
   */
  async function load(): Promise<void> {
    const shown = $state.get().phase === 'ready';
    update((state) =>
      shown ? { ...state, check: 'checking' } : { ...state, phase: 'loading', loadError: null },
    );
    try {
      const article = await api.article();
      if (!article?.id) return update((state) => ({ ...state, phase: 'notFound', check: 'idle' }));
      update((state) => ({
        ...state,
        phase: 'ready',
        check: 'idle',
        // The same article keeps its object, so nothing that shows it draws again.
        article: sameData(article, state.article) ? state.article : article,
        sale: sameData(saleState(article, now()), state.sale) ? state.sale : saleState(article, now()),
      }));
      void askSummary();
    } catch (error) {
      report(error);
      // A 404 names no article; anything else is a failure the parent can retry.
      const missing =
        typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
      update((state) =>
        missing
          ? { ...state, phase: 'notFound', check: 'idle' }
          : shown
            ? { ...state, check: 'failed' }
            : { ...state, phase: 'failed', loadError: errorTranslationKey(error) },
      );
      // The build's article stays: the order's summary and the order itself are the service's word.
      if (shown && !missing) void askSummary();
    }
  }

  /**
   * Whether the article is for sale at this moment, asked again before each summary and order:
   * a page left open past a sale's or a period's end shows it as not on sale from then on.
   */
  function onSaleNow(): boolean {
    const { phase, article, sale } = $state.get();
    if (phase !== 'ready' || !article) return false;
    const current = saleState(article, now());
    if (JSON.stringify(current) !== JSON.stringify(sale)) update((state) => ({ ...state, sale: current }));
    return current === 'onSale';
  }

  /** The summary of the order as it stands: needs the article, the parent and (a pass) a child. */
  async function askSummary(): Promise<void> {
    if (!account || !onSaleNow()) return;
    const state = $state.get();
    if (withChild && state.values.childId === '') {
      // An answer still on its way is for a child no longer chosen.
      summaryRound += 1;
      return update((current) => ({ ...current, summary: { status: 'waiting' } }));
    }
    const round = ++summaryRound;
    update((current) => ({ ...current, summary: { status: 'loading' } }));
    try {
      const summary = await account.summary(state.values);
      if (round !== summaryRound) return;
      const sensible = summary && summaryMakesSense(summary, state.article ?? {});
      if (summary && !sensible) report(new Error('The order summary’s total or currency makes no sense'));
      update((current) => ({
        ...current,
        summary: !summary
          ? { status: 'failed' }
          : sensible
            ? { status: 'ready', value: summary }
            : { status: 'invalid' },
      }));
    } catch (error) {
      report(error);
      if (round !== summaryRound) return;
      if (isSignInEnded(error)) return signInEnded();
      // The service refused this child (it cannot have the pass): said at the child's choice.
      const failure = forms.readFailedCall(error, forms.fieldsNamed(buyFields), now());
      update((current) => ({
        ...current,
        summary: { status: 'failed' },
        ...(withChild ? { problems: { ...current.problems, ...childProblemOf(error, failure) } } : {}),
      }));
    }
  }

  /** The session is known: a guest is offered sign-in, a member gets the children and summary. */
  async function signedIn(accountApi: ShopAccountApi): Promise<void> {
    if (account) return;
    account = accountApi;
    update((state) => ({ ...state, account: { status: 'member' } }));
    if (withChild) await loadChildren();
    await askSummary();
  }

  /** The token was refused even after renewing it: nothing more is asked, sign-in is offered. */
  function signInEnded(): void {
    update((state) => ({ ...state, busy: null, account: { status: 'ended' } }));
  }

  function signedOut(): void {
    if (!account) update((state) => ({ ...state, account: { status: 'guest' } }));
  }

  async function loadChildren(): Promise<void> {
    if (!account) return;
    update((state) => ({ ...state, children: { status: 'loading' } }));
    try {
      const choices = childChoices(await account.childSummaries());
      const chosen = preselectedChild(choices);
      update((state) => ({
        ...state,
        children: { status: 'ready', value: choices },
        // A child chosen before a reload stays chosen while it may still have the pass.
        values:
          state.values.childId &&
          choices.some((child) => child.id === state.values.childId && child.selectable)
            ? state.values
            : { ...state.values, childId: chosen ?? '' },
      }));
    } catch (error) {
      report(error);
      if (isSignInEnded(error)) return signInEnded();
      update((state) => ({ ...state, children: { status: 'failed' } }));
    }
  }

  function set<Field extends keyof BuyValues>(field: Field, value: BuyValues[Field]): void {
    update((state) => ({ ...state, ...forms.edited(state, field, value) }));
    if (field === 'childId') void askSummary();
  }

  async function submit(): Promise<void> {
    const { values } = $state.get();
    const placing = await forms.submit(forms.formIn($state), {
      busy: 'placing' as const,
      // A second tap while the first is on its way, or after the order is placed, places nothing.
      // Asked again right before placing (nothing waits between here and the order): an article
      // no longer for sale is never ordered (the page then says why and has no button), nor one
      // whose summary's total makes no sense.
      ready: (state) => !state.placed && account !== null && state.account.status === 'member' && onSaleNow(),
      check: () => checkBuy(values, { withChild, withTerms: mode === 'buy' }),
      blocked: (state) =>
        state.summary.status === 'invalid' ? { kind: 'summaryInvalid' as const } : undefined,
      send: async () => {
        // One key for the purchase however often it is sent: a lost reply asked again, a reload,
        // "try again" all give back the order the first request made, never a second.
        const placed = await placeOrConfirm(account as ShopAccountApi, values, keys.keyFor(values));
        if (!placed?.orderReference) throw new Error('The order reply named no order');
        return { ...placed, orderReference: placed.orderReference };
      },
      fields: buyFields,
      report,
      failed: (error, failure) => {
        if (isSignInEnded(error)) {
          signInEnded();
          return 'handled';
        }
        if (isAlreadyRedeemed(error)) return { notice: { kind: 'alreadyRedeemed' as const }, problems: {} };
        // Never "nothing was ordered": it may have been. Trying again sends the same key.
        if (replyLost(error)) return { notice: { kind: 'unconfirmed' as const }, problems: {} };
        if (withChild && isChildNotEligible(error))
          return {
            notice: forms.fixFields(),
            problems: { childId: { kind: 'client' as const, key: 'childNotEligible' as const } },
          };
        return failure;
      },
      now,
    });
    if (!placing.sent) return;
    const placed = placing.result;
    keys.placed(values, placed.orderReference);
    update((current) => ({ ...current, placed, busy: null, notice: null }));
    const { summary } = $state.get();
    options.afterPlacing(placed, summary.status === 'ready' ? summary.value : null);
  }

  /**
   * Sends the order request; when its reply never came, says so and sends it once more with
   * the same key after a pause, which gives back the order if the first request made it.
   */
  async function placeOrConfirm(
    accountApi: ShopAccountApi,
    values: BuyValues,
    key: string,
  ): Promise<OrderCreated | null> {
    try {
      return await accountApi.place(values, key);
    } catch (error) {
      if (!replyLost(error)) throw error;
      report(error);
      update((current) => ({ ...current, busy: 'confirming', notice: { kind: 'confirming' } }));
      await pause(confirmPauseMs);
      return accountApi.place(values, key);
    }
  }

  /** The page could not go on to the payment page: the order stays, the parent may try again. */
  function placingFailed(notice: forms.FormNotice): void {
    forms.failWith(forms.formIn($state), { notice, problems: {}, also: { placed: null } });
  }

  return {
    $state: $state as ReadableAtom<ArticleCheckoutState>,
    kind,
    mode,
    load,
    signedIn,
    signedOut,
    set,
    submit,
    placingFailed,
    retryChildren: async () => {
      await loadChildren();
      await askSummary();
    },
    retrySummary: askSummary,
    withChild,
  };
}

/**
 * A refusal about the child, at the child's choice: what the service said at the child's
 * field, or its code for a child who cannot have the pass. Anything else (the article gone) is
 * no problem of the child's.
 */
function childProblemOf(
  error: unknown,
  failure: forms.FailedCall<keyof BuyValues>,
): Partial<Record<'childId', forms.FormState<BuyValues, BuyProblem>['problems']['childId']>> {
  if (isChildNotEligible(error)) return { childId: { kind: 'client', key: 'childNotEligible' } };
  return failure.problems.childId ? { childId: failure.problems.childId } : {};
}
