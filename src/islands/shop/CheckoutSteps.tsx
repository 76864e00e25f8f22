import type { ShopTexts } from './config.ts';

/** Where a parent is on the way to a card: choose it, sign in, pay (or redeem), done. */
const checkoutSteps = ['choose', 'signIn', 'pay', 'done'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/**
 * The way to a card in four steps, the one the page is at marked for the eye and for a screen
 * reader (`aria-current="step"`). Each step keeps its place whatever the page learns later (the
 * session, the order's state), so the line never moves what is below it; on a phone the steps
 * before and after show their number only (ShopStyles). Redeeming has no payment: its third
 * step is "Redeem".
 */
export default function CheckoutSteps({
  current,
  texts,
  redeem,
}: {
  current: CheckoutStep;
  texts: Pick<ShopTexts, 'steps' | 'buy'>;
  redeem: boolean;
}) {
  const at = checkoutSteps.indexOf(current);
  return (
    <ol className="steps" aria-label={texts.steps.label} data-testid="checkout-steps">
      {checkoutSteps.map((step, index) => (
        <li
          key={step}
          className="steps__step"
          data-state={index < at ? 'past' : index === at ? 'current' : 'next'}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="steps__label">
            {step === 'pay' && redeem ? texts.buy.redeem : texts.steps[step]}
          </span>
        </li>
      ))}
    </ol>
  );
}
