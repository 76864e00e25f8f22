import type { SignOutTokens } from './identitySignOut.ts';
import { forgetPersonalData } from './personalData.ts';
import { markSignedOut } from './signedOutMark.ts';
import { announceSignOut } from './signOutBroadcast.ts';
import { storedUserKeyPrefix } from './storedUserPrefix.ts';

/*
 * Forgetting the parent in the browser, at once and without asking anyone: the first step of
 * every sign-out, here (at the tap) and in the other tabs that hear of it (boot.ts). Small and
 * free of the OIDC settings, so it is in every page's shell: it works before any code for the
 * sign-out has arrived, and with the network gone.
 */

/** The keys of the signed-in users this tab keeps (one per identity service; in practice one). */
export function storedUserKeys(): string[] {
  try {
    // By index, not Object.keys: Storage's named properties are not listed in every engine's
    // every script world (WebKitGTK's automation lists none).
    const storage = window.sessionStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(storedUserKeyPrefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

/** The tokens of a stored user entry, for telling the identity service (signOut.ts). */
function tokensOf(text: string | null): SignOutTokens {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    if (typeof value !== 'object' || value === null) return {};
    const user = value as Record<string, unknown>;
    const token = (name: string) => (typeof user[name] === 'string' ? user[name] : undefined);
    return {
      accessToken: token('access_token'),
      refreshToken: token('refresh_token'),
      idToken: token('id_token'),
    };
  } catch {
    return {};
  }
}

/** How oidc-client-ts forgets its user, once it runs in this tab (controller.ts). */
let libraryForgets: (() => void) | undefined;

/**
 * controller.ts hands in how the library forgets its user: its renewal timer and session check
 * stop with it. A tab that never loaded the library has nothing of it to stop.
 */
export function whenLibraryRuns(forget: () => void): void {
  libraryForgets = forget;
}

/**
 * Forgets the parent in this tab: the stored user (its tokens, first, before any call can read
 * them), every stored value with personal data, and the library's user. Returns the tokens it
 * held, which only the sign-out that asked needs.
 */
export function forgetSessionHere(): SignOutTokens {
  let tokens: SignOutTokens = {};
  for (const key of storedUserKeys()) {
    tokens = tokensOf(window.sessionStorage.getItem(key));
    window.sessionStorage.removeItem(key);
  }
  forgetPersonalData();
  libraryForgets?.();
  return tokens;
}

/**
 * The parent tapped sign-out: the mark that no page signs anyone in by itself goes up first
 * (signedOutMark.ts; it comes down once the identity service has ended its session), this tab
 * forgets them, and every other tab is told to. Returns the tokens, for the identity service.
 */
export function signOutLocally(): SignOutTokens {
  markSignedOut();
  const tokens = forgetSessionHere();
  announceSignOut();
  return tokens;
}
