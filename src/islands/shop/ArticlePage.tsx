import { lazy, Suspense } from 'react';
import { playgroundPath } from '../../config/routes.ts';
import { mediaUrl } from '../../lib/api/media.ts';
import { articlePicture, ruleLines, validityOf } from '../../lib/shop/articleFacts.ts';
import { money, validityText } from '../../lib/shop/shopWords.ts';
import { fill } from '../../i18n/fill.ts';
import type { Account, ArticleCheckout } from '../../stores/articleCheckout.ts';
import { useStore } from '../useStore.ts';
import LiveCheck from '../LiveCheck.tsx';
import NotFoundView from '../NotFoundView.tsx';
import CheckoutSteps, { type CheckoutStep } from './CheckoutSteps.tsx';
import type { ShopPageConfig, ShopPlace } from './config.ts';
import { serviceLang } from '../serviceLanguage.ts';
import Price from './Price.tsx';

/**
 * The article's picture is its page's largest paint, above the fold: asked for first, with the
 * page's own CSS, so it paints with the text rather than after it. Spelled in lower case because
 * React 18 does not know `fetchPriority` and would warn; the browser reads either.
 */
const firstPaintPicture = { fetchpriority: 'high' } as const;

/**
 * The form is a signed-in parent's only: a visitor's first visit does not carry it. Its module is
 * asked for as soon as the session says signed in (article/mount.tsx), while the parent's
 * account is asked for, so it is there when the form is.
 */
const BuyForm = lazy(loadBuyForm);

export function loadBuyForm() {
  return import('./BuyForm.tsx');
}

interface ArticlePageProps {
  store: ArticleCheckout;
  config: ShopPageConfig;
  /** The play centre the article is sold at (the article page), or none (redeeming). */
  place: ShopPlace | null;
  signInHref: string;
}

/**
 * One article of the shop (spec §3): what it is, what it costs, how long it is valid, its
 * picture and its rules in full; then, for a signed-in parent, the form that buys (or redeems)
 * it, and for anyone else a real link to sign in and come back here.
 */
export default function ArticlePage({ store, config, place, signInHref }: ArticlePageProps) {
  const state = useStore(store.$state);
  const { texts, locale } = config;
  if (state.phase === 'notFound')
    return config.mode === 'redeem' ? (
      <article className="shop" data-testid="shop-not-found">
        <h1 className="page-title">{texts.redeem.heading}</h1>
        <p>{texts.redeem.notFound}</p>
        <p>
          <a className="button" href={config.notFound.backHref}>
            {config.notFound.backLabel}
          </a>
        </p>
      </article>
    ) : (
      <NotFoundView texts={config.notFound} testId="shop-not-found" />
    );
  const { article } = state;
  if (state.phase !== 'ready' || !article) {
    return (
      <article className="shop">
        <CheckoutSteps current="choose" texts={texts} redeem={config.mode === 'redeem'} />
        <h1 className="page-title">{texts.kinds[store.kind]}</h1>
        {state.phase === 'failed' ? (
          <div role="alert">
            <p>{texts.article.loadFailed}</p>
            <button type="button" className="button" onClick={() => void store.load()}>
              {texts.article.retry}
            </button>
          </div>
        ) : (
          <p className="shop__muted" role="status">
            {texts.article.loading}
          </p>
        )}
      </article>
    );
  }
  const price = money(article.price, article.currency, locale);
  const validity = validityText(validityOf(article), texts.validity, locale);
  const rules = ruleLines(article.rules);
  const picture = articlePicture(article);
  const inactive = state.sale !== 'onSale' && state.sale ? state.sale.inactive : null;
  const redeem = config.mode === 'redeem';
  const lang = serviceLang(config.language);
  return (
    <article className="shop" data-testid="shop-article" data-kind={store.kind}>
      <CheckoutSteps current={stepOf(state.account.status)} texts={texts} redeem={redeem} />
      <p className="shop__kind">{texts.kinds[store.kind]}</p>
      <h1 className="page-title" lang={lang}>
        {article.name}
      </h1>
      <LiveCheck check={state.check} texts={texts.article} builtOn={config.built?.builtOn ?? null} />
      {/* What redeeming does, before anything else: the card's value is not a price to pay. */}
      {redeem && (
        <p className="shop__lead" data-testid="redeem-lead">
          {texts.redeem.lead}
        </p>
      )}
      {picture && (
        <img
          className="shop__picture"
          src={mediaUrl(config.mainApi, picture)}
          alt=""
          {...firstPaintPicture}
          width={picture.width ?? undefined}
          height={picture.height ?? undefined}
        />
      )}
      <dl className="shop__facts" data-testid="article-facts">
        {price && (
          <div>
            <dt>{redeem ? texts.redeem.value : texts.article.price}</dt>
            <dd data-testid="article-price">
              {redeem ? price : <Price text={price} note={config.priceNote} />}
            </dd>
          </div>
        )}
        {validity && (
          <div>
            <dt>{texts.article.validity}</dt>
            <dd>{validity}</dd>
          </div>
        )}
        {place && (
          <div>
            <dt>{texts.article.playCentre}</dt>
            <dd>{place.name}</dd>
          </div>
        )}
      </dl>
      {article.description && (
        <p className="shop__description" lang={lang}>
          {article.description}
        </p>
      )}
      {!redeem && !inactive && (
        <p className="shop__home" data-testid="card-home">
          {texts.cardHome[store.kind].before} <a href={config.products}>{texts.cardHome.link}</a>
        </p>
      )}
      {rules.length > 0 && (
        <section aria-labelledby="shop-rules" className="shop__section">
          <h2 id="shop-rules">{texts.article.rules}</h2>
          <ul className="shop__rules" data-testid="article-rules">
            {rules.map((line, index) => (
              <li key={index} lang={lang}>
                {line}
              </li>
            ))}
          </ul>
        </section>
      )}
      {inactive ? (
        <p className="notice" role="status" data-testid="not-on-sale">
          {redeem ? texts.redeem.inactive : texts.inactive[inactive]}
        </p>
      ) : (
        <Account store={store} config={config} place={place} signInHref={signInHref} />
      )}
      {place && (
        <p className="shop__back">
          <a href={playgroundPath(config.language, place.slug)}>
            {fill(texts.article.backTo, { name: place.name })}
          </a>
        </p>
      )}
    </article>
  );
}

/**
 * The article page's step: choosing, as the build wrote it and for a visitor; paying, once the
 * form that hands over to payment shows; signing in again when the sign-in ended.
 */
function stepOf(account: Account['status']): CheckoutStep {
  if (account === 'member') return 'pay';
  if (account === 'ended') return 'signIn';
  return 'choose';
}

/** Signed out: why to sign in, and the link; signed in: the form; the sign-in ended: sign in again. */
function Account({ store, config, place, signInHref }: ArticlePageProps) {
  const state = useStore(store.$state);
  const { texts } = config;
  if (state.account.status === 'ended') {
    // The service refused the token even renewed: our words, never "you lack permission".
    return (
      <section className="shop__section shop__sign-in" data-testid="shop-sign-in-ended">
        <p role="alert">{texts.account.signInEnded}</p>
        <p>
          <a className="button button--primary" href={signInHref}>
            {texts.account.signInAgain}
          </a>
        </p>
      </section>
    );
  }
  // Until the session is known, as the build wrote it: a visitor has the link at first paint
  // (scripts or not), and a tab that keeps a signed-in parent hides it (`data-when`).
  if (state.account.status === 'guest' || state.account.status === 'unknown') {
    const redeem = config.mode === 'redeem';
    return (
      <section className="shop__section shop__sign-in" data-testid="shop-sign-in" data-when="signedOut">
        <p>{redeem ? texts.article.signInToRedeem : texts.article.signInToBuy}</p>
        <p>
          <a className="button button--primary" href={signInHref}>
            {redeem ? texts.article.signInRedeem : texts.article.signIn}
          </a>
        </p>
      </section>
    );
  }
  return (
    <Suspense fallback={null}>
      <BuyForm store={store} state={state} config={config} place={place} />
    </Suspense>
  );
}
