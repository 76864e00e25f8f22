import type { CountryEndpoints } from '../../config/environments.ts';
import { allowedBase, allowedUrl } from '../returnState/safeUrl.ts';

/**
 * The places a booking's payment link may lead: this country's order site and its payment
 * pages (src/config/environments.ts), nothing else, not even this site.
 */
export function paymentBases(endpoints: Pick<CountryEndpoints, 'orderBase' | 'paymentBase'>) {
  return [endpoints.orderBase, endpoints.paymentBase].map(allowedBase);
}

/**
 * The address a confirmation's `linkPayment` may be followed to, or undefined: it must pass the
 * product's one allow-list rule (`allowedUrl`: parsed once, no user-info, no encoded separators,
 * no control characters, on an allowed base) and be https, since a payment page over plain
 * http would expose the parent's card details. The page links to the returned URL's `href`,
 * never to the text the server sent.
 */
export function safePaymentLink(
  linkPayment: unknown,
  endpoints: Pick<CountryEndpoints, 'orderBase' | 'paymentBase'>,
): URL | undefined {
  // A relative link resolves against a base no allow-list holds: only an address naming an
  // allowed place passes.
  const url = allowedUrl(linkPayment, paymentBases(endpoints), 'https://relative.invalid');
  return url?.protocol === 'https:' ? url : undefined;
}
