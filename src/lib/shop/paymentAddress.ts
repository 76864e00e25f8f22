import type { Language } from '../../config/languages.ts';
import { allowedBase, allowedUrl } from '../returnState/safeUrl.ts';

export interface PaymentAddressInput {
  /** This country's payment pages (`paymentBase` of src/config/environments.ts). */
  paymentBase: string;
  /** The page's language: the payment pages speak English under `/en`, else the country's. */
  language: Language;
  /** The token a created order came with, as the service sent it. */
  paymentToken: unknown;
  /** Our order page, absolute, where the payment pages send the parent back. */
  returnUrl: string;
  /** This site's profile origin (or base): the only place the parent may be sent back to. */
  profileOrigin: string;
}

// Tokens are opaque to us, but one that holds white space, control characters or anything
// beyond printable ASCII, or runs longer than any token a payment service issues, was not
// issued by one: such an order is not sent to pay.
const paymentTokenPattern = /^[\x21-\x7e]{1,512}$/;

/** `returnUrl` when it is an absolute https address on this site's profile origin. */
function ourReturnUrl(returnUrl: string, profileOrigin: string): URL | undefined {
  const url = allowedUrl(returnUrl, [allowedBase(profileOrigin)]);
  return url?.protocol === 'https:' ? url : undefined;
}

/**
 * The payment page of a created order: `{paymentBase}{/en}/checkout?token=…&returnUrl=…`, or
 * undefined when the token does not look like one, the return address is not our own https
 * page, or the result would not pass the product's allow-list (`allowedUrl` on `paymentBase`)
 * over https. Every value goes in through URLSearchParams, so no token can change where the
 * address leads (`../`, `&returnUrl=`, `#`, another scheme stay inside the query). Never
 * throws; the page navigates to the returned URL's `href`.
 */
export function paymentAddress(input: PaymentAddressInput): URL | undefined {
  const { paymentBase, language, paymentToken, returnUrl, profileOrigin } = input;
  if (typeof paymentToken !== 'string' || !paymentTokenPattern.test(paymentToken)) return undefined;
  try {
    const back = ourReturnUrl(returnUrl, profileOrigin);
    if (!back) return undefined;
    const base = allowedBase(paymentBase);
    const address = new URL(`${base.origin}${base.path}${language === 'en' ? '/en' : ''}/checkout`);
    address.search = new URLSearchParams({ token: paymentToken, returnUrl: back.href }).toString();
    const url = allowedUrl(address.href, [base]);
    return url?.protocol === 'https:' ? url : undefined;
  } catch {
    // A base that does not parse (a configuration error) leads nowhere.
    return undefined;
  }
}
