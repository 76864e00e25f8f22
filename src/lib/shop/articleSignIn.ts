import type { ShopKind } from '../../config/shopKinds.ts';
import { signInAddressAt } from '../session/signInPage.ts';

/**
 * Our sign-in page, coming back to an article's page (`pagePath`, the page's own path: the same
 * in the build's markup and in the browser, so hydration keeps the link). The intent says
 * what the parent came to do: buy, redeem a pass, or redeem a serial ticket.
 */
export function articleSignInHref(
  signInPath: string,
  mode: 'buy' | 'redeem',
  kind: ShopKind,
  pagePath: string,
): string {
  const intent = mode === 'buy' ? 'Shop' : kind === 'pass' ? 'RedeemPass' : 'ConnectSerialTicket';
  return signInAddressAt(signInPath, { intent, continuePath: pagePath });
}
