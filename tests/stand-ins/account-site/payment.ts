import type { Context, Hono } from 'hono';
import { countries, isCountryCode, type CountryCode } from '../../../src/config/countries.ts';
import type { StandInOrder, StandInState } from '../seed/state.ts';
import { escapeHtml, page } from '../shared/html.ts';
import {
  isPaymentOutcome,
  slowPaymentMs,
  unusualStatus,
  unusualStatusMs,
  type PaymentOutcome,
} from '../shared/orderStatus.ts';
import { developmentEndpoints } from '../shared/origins.ts';

/**
 * The payment provider's checkout, as the product hands a parent over to it:
 * `GET /{country}/payment[/en]/checkout?token={paymentToken}&returnUrl={our order page}`. It shows
 * the order the main API stand-in gave that token and offers five endings, each a real form, so
 * the product's order page sees every status it must handle. The answer goes into the shared
 * state (`order.payment`), where the main API stand-in reads the order's status from.
 */

const choices: Record<PaymentOutcome, { label: string; effect: string }> = {
  pay: { label: 'Pay', effect: 'The order is paid at once.' },
  'pay-slowly': {
    label: 'Pay, confirmed slowly',
    effect: `The order stays Pending for ${slowPaymentMs / 1000} s, then is paid.`,
  },
  'pay-unusual': {
    label: 'Pay, unusual status',
    effect: `The order answers ${unusualStatus} for ${unusualStatusMs / 1000} s, then is paid.`,
  },
  cancel: { label: 'Cancel', effect: 'The parent cancels: the order is Cancelled and nothing is charged.' },
  fail: { label: 'Fail', effect: 'The payment fails: the order is Failed and nothing is charged.' },
};

/**
 * Why the payment page will not send the parent to `returnUrl`, or null: it must be an absolute
 * https address on the profile origin of the order's country, as a real provider only returns to
 * the addresses registered for the shop.
 */
export function returnUrlProblem(returnUrl: string, country: CountryCode): string | null {
  const allowed = new URL(developmentEndpoints[country].profileBase).origin;
  if (returnUrl === '') return 'The returnUrl is missing.';
  const url = URL.parse(returnUrl);
  if (!url) return 'The returnUrl is not an absolute address.';
  if (url.protocol !== 'https:') return `The returnUrl must use https, not ${url.protocol}`;
  if (url.origin !== allowed)
    return `The returnUrl must be on ${allowed} (the profile area of ${country}), not on ${url.origin}.`;
  return null;
}

/** Only a country's own payment pages know its orders, as each country has its own shop. */
function orderOf(state: StandInState, country: string, token: string): StandInOrder | undefined {
  const order = state.orderByPaymentToken(token);
  return order && order.country === country ? order : undefined;
}

/** The amount as a payment page prints it, e.g. `300.00 SEK` (plain spaces, simple to assert on). */
function amountOf(order: StandInOrder): string {
  const { totalAmount, currency } = order.summary;
  return `${(totalAmount ?? 0).toFixed(2)} ${currency ?? ''}`.trim();
}

const row = (label: string, testId: string, value: string) =>
  `<dt>${escapeHtml(label)}</dt><dd data-testid="${testId}">${escapeHtml(value)}</dd>`;

function checkoutPage(
  order: StandInOrder,
  language: string,
  action: string,
  token: string,
  returnUrl: string,
) {
  const problem = returnUrlProblem(returnUrl, order.country);
  const forms = Object.entries(choices)
    .map(
      ([outcome, { label, effect }]) => `<form method="post" action="${escapeHtml(action)}">
<p><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<button type="submit" name="outcome" value="${escapeHtml(outcome)}" data-testid="${escapeHtml(outcome)}">${escapeHtml(label)}</button>
<span class="note">${escapeHtml(effect)}</span></p>
</form>`,
    )
    .join('\n');
  return page(
    'en',
    `Payment – ${order.reference}`,
    `<h1>Payment</h1>
<p class="note">In development this stand-in plays the payment provider: nothing is charged. Choose how the payment ends; each choice sends you back to the shop.</p>
<dl data-testid="payment">
${row('Order', 'order-reference', order.reference)}
${row('Article', 'article', order.summary.articleName ?? '')}
${row('Amount', 'amount', amountOf(order))}
${row('Language', 'language', language)}
${row('Returns to', 'return-url', returnUrl)}
</dl>
${problem === null ? '' : `<p class="error" role="alert" data-testid="problem">${escapeHtml(problem)} The choices below will be refused.</p>`}
${forms}`,
    'payment',
  );
}

function messagePage(c: Context, status: 400 | 404 | 409, title: string, problem: string, back?: string) {
  const link = back === undefined ? '' : `<p><a href="${escapeHtml(back)}">Back to the shop</a></p>`;
  return c.html(
    page(
      'en',
      title,
      `<h1>${escapeHtml(title)}</h1><p class="error" data-testid="problem">${escapeHtml(problem)}</p>${link}`,
      'payment',
    ),
    status,
  );
}

const unknownToken = (c: Context, country: string) =>
  messagePage(
    c,
    404,
    'Payment not found',
    `No payment of ${country} is waiting for this token. A token comes from the main API's order call.`,
  );

function answered(c: Context, order: StandInOrder, returnUrl: string) {
  // The parsed address: an href must be a well-formed URL (a raw `"` in the query is not).
  const back = returnUrlProblem(returnUrl, order.country) === null ? new URL(returnUrl).href : undefined;
  return messagePage(
    c,
    409,
    'Payment already answered',
    `The payment of order ${order.reference} was answered already (${order.payment?.outcome ?? ''}): a payment token is used once.`,
    back,
  );
}

/** The checkout page and its answers, at `/{country}/payment/checkout` and `/{country}/payment/en/checkout`. */
export function addPaymentRoutes(app: Hono, state: StandInState, log: (line: string) => void): void {
  for (const path of ['/:country/payment/checkout', '/:country/payment/en/checkout']) {
    const english = path.includes('/en/');

    app.get(path, (c) => {
      const country = c.req.param('country') ?? '';
      const token = c.req.query('token') ?? '';
      const returnUrl = c.req.query('returnUrl') ?? '';
      const order = orderOf(state, country, token);
      if (!order || !isCountryCode(country)) return unknownToken(c, country);
      if (order.payment !== null) return answered(c, order, returnUrl);
      const language = english ? 'en' : countries[country].languages[0];
      return c.html(checkoutPage(order, language, new URL(c.req.url).pathname, token, returnUrl));
    });

    app.post(path, async (c) => {
      const country = c.req.param('country') ?? '';
      const form = await c.req.parseBody();
      const field = (name: string) => {
        const value = form[name];
        return typeof value === 'string' ? value : '';
      };
      const order = orderOf(state, country, field('token'));
      if (!order) return unknownToken(c, country);
      if (order.payment !== null) return answered(c, order, field('returnUrl'));
      const problem = returnUrlProblem(field('returnUrl'), order.country);
      if (problem !== null) return messagePage(c, 400, 'Cannot return to the shop', problem);
      const outcome = field('outcome');
      if (!isPaymentOutcome(outcome))
        return messagePage(c, 400, 'Unknown choice', `"${outcome}" is none of the payment page's choices.`);
      order.payment = { outcome, at: Date.now() };
      log(`[account-site] payment of ${order.reference}: ${outcome}`);
      // The parsed address, so nothing but a well-formed URL reaches the Location header.
      return c.redirect(new URL(field('returnUrl')).href, 303);
    });
  }
}
