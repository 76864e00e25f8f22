import type { ShopKind } from '../../config/shopKinds.ts';
import type { OrderPageConfig } from './config.ts';
import CheckoutSteps from './CheckoutSteps.tsx';

/**
 * The order page for anyone who is not, or no longer, signed in: an order is its buyer's alone,
 * so nothing of it (article, amount, child, status) is shown, only the way to sign in and come
 * back to this order. `ended`: the parent was signed in, but the service refused the token even
 * renewed.
 */
export default function OrderSignIn({
  config,
  kind,
  signInHref,
  ended,
}: {
  config: OrderPageConfig;
  kind: ShopKind;
  signInHref: string;
  ended: boolean;
}) {
  const { texts } = config;
  return (
    <article className="shop" data-testid={ended ? 'order-sign-in-ended' : 'order-sign-in'}>
      <CheckoutSteps current="signIn" texts={texts} redeem={false} />
      <p className="shop__kind">{texts.kinds[kind]}</p>
      <h1 className="page-title">{texts.order.title}</h1>
      <p role={ended ? 'alert' : undefined}>
        {ended ? texts.account.signInEnded : texts.account.orderSignIn}
      </p>
      <p>
        <a className="button button--primary" href={signInHref}>
          {ended ? texts.account.signInAgain : texts.account.orderSignInLink}
        </a>
      </p>
    </article>
  );
}
