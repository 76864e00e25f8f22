import type { CountryCode } from '../../../src/config/countries.ts';
import { endpointsFor } from '../../../src/config/environments.ts';
import type { PaymentOutcome } from '../../stand-ins/shared/orderStatus.ts';
// Trusts the local certificate, for this file's fetch calls too.
import './standIns.ts';

/**
 * The payment page of the account-site stand-in as the product hands a parent over to it and as
 * the parent answers it (a tap posts that button's form), for tests that follow an order.
 */

/** An order page of the country's profile area, the payment page's return address. */
export function orderPageUrl(
  country: CountryCode,
  reference: string,
  path = 'sv/bestallning/presentkort',
): string {
  return `${endpointsFor('development', country).profileBase}/${path}/${encodeURIComponent(reference)}`;
}

/** The checkout address the product opens: `{paymentBase}[/en]/checkout?token=&returnUrl=`. */
export function checkoutUrl(
  country: CountryCode,
  token: string,
  returnUrl: string,
  { english = false }: { english?: boolean } = {},
): string {
  const query = new URLSearchParams({ token, returnUrl });
  return `${endpointsFor('development', country).paymentBase}${english ? '/en' : ''}/checkout?${query}`;
}

/** What tapping a button of the checkout page sends; the answer unfollowed (303, 400, 404, 409). */
export function answerPayment(
  country: CountryCode,
  token: string,
  outcome: string,
  returnUrl: string,
): Promise<Response> {
  const checkout = new URL(checkoutUrl(country, token, returnUrl));
  return fetch(`${checkout.origin}${checkout.pathname}`, {
    method: 'POST',
    body: new URLSearchParams({ token, returnUrl, outcome }),
    redirect: 'manual',
  });
}

/** Pays (or cancels, fails …) an order as a parent would and expects to be sent back to the shop. */
export async function settlePayment(
  country: CountryCode,
  token: string | null | undefined,
  outcome: PaymentOutcome,
  reference: string,
): Promise<void> {
  const returnUrl = orderPageUrl(country, reference);
  const response = await answerPayment(country, token ?? '', outcome, returnUrl);
  if (response.status !== 303 || response.headers.get('location') !== returnUrl)
    throw new Error(`payment of ${reference}: ${response.status} ${await response.text()}`);
}
