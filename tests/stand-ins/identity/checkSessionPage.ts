import { siteFrameAncestors, scriptHash } from './framing.ts';
import { browserStateCookieName, browserStateEpoch } from './sessionManagement.ts';

/** Where discovery's `check_session_iframe` points. */
export const checkSessionPath = '/session/check';

export interface CheckSessionClient {
  client_id: string;
  redirect_uris: readonly string[];
}

/**
 * The OP iframe of OIDC Session Management 1.0 §3.2. A site posts `client_id + " " +
 * session_state`; the page recomputes session_state from the browser-state cookie, the
 * sender's origin and the salt, and answers `unchanged`, `changed` or `error` to that origin.
 * Messages from origins no client registered get no answer at all (the spec's rule);
 * malformed ones and unknown clients get `error`. The algorithm is sessionManagement.ts's,
 * in Web Crypto: base64url(SHA-256(...)) + "." + salt.
 */
const script = (config: string) => `(() => {
  const { cookieName, epoch, clients } = ${config};
  const knownOrigins = new Set(Object.values(clients).flat());
  const browserState = () => {
    const prefix = cookieName + '=';
    const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
    return entry === undefined ? '' : entry.slice(prefix.length);
  };
  const base64url = (buffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  const status = async (data, origin) => {
    const parts = typeof data === 'string' ? data.split(' ') : [];
    const [clientId, sessionState] = parts;
    const salt = sessionState === undefined ? '' : sessionState.slice(sessionState.lastIndexOf('.') + 1);
    if (parts.length !== 2 || !clientId || !sessionState.includes('.') || !salt) return 'error';
    if (!(clients[clientId] ?? []).includes(origin)) return 'error';
    const state = browserState();
    // No cookie, or one from before the stand-in restarted: that provider session is over.
    if (!state.startsWith(epoch + '.')) return 'changed';
    const input = new TextEncoder().encode([clientId, origin, state, salt].join(' '));
    const expected = base64url(await crypto.subtle.digest('SHA-256', input)) + '.' + salt;
    return expected === sessionState ? 'unchanged' : 'changed';
  };
  window.addEventListener('message', (event) => {
    if (!knownOrigins.has(event.origin) || !event.source) return;
    void status(event.data, event.origin).then(
      (answer) => event.source.postMessage(answer, event.origin),
      () => event.source.postMessage('error', event.origin),
    );
  });
})();`;

/** The page and its Content-Security-Policy: this one script by hash, framing only by the sites. */
export function checkSessionPage(clients: readonly CheckSessionClient[]): { html: string; policy: string } {
  const origins = Object.fromEntries(
    clients.map((client) => [
      client.client_id,
      [...new Set(client.redirect_uris.map((uri) => new URL(uri).origin))],
    ]),
  );
  // JSON inside a script: `<` escaped so no value could close the element.
  const config = JSON.stringify({
    cookieName: browserStateCookieName,
    epoch: browserStateEpoch,
    clients: origins,
  });
  const code = script(config.replace(/</g, '\\u003c'));
  return {
    html: `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Check session</title></head><body><script>${code}</script></body></html>`,
    policy: [
      "default-src 'none'",
      `script-src ${scriptHash(code)}`,
      "base-uri 'none'",
      siteFrameAncestors,
    ].join('; '),
  };
}
