import { oidcAddressesFor } from '../../config/oidc.ts';
import { site } from '../../config/site.ts';
import { endSessionInFrame } from './endSessionFrame.ts';
import type { IdentitySignOutPorts, IdentitySignOutSettings } from './identitySignOut.ts';

/**
 * How long the identity service has to revoke the tokens and, side by side, to end its session.
 * The parent is signed out here at once either way; this is how long "Signing out…" may show
 * before the page says what happened (at most 5 s, docs/sign-in.md).
 */
export const identitySignOutLimitMs = 4000;

/** The real browser's ports for telling the identity service (identitySignOut.ts). */
export function identitySignOutPorts(): IdentitySignOutPorts {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    endSessionInFrame,
    newState: () => crypto.randomUUID(),
  };
}

export function identitySignOutSettings(): IdentitySignOutSettings {
  const { authority, clientId, postLogoutRedirectUri } = oidcAddressesFor(site.endpoints);
  return { authority, clientId, postLogoutRedirectUri, limitMs: identitySignOutLimitMs };
}
