import { commonSecurityHeaders } from '../edge/securityHeaders.ts';

/**
 * The page the sign-in popup ends on. It hands its outcome to the editor that opened it the
 * way Decap CMS expects (decap-cms-lib-auth, netlify-auth.js):
 *
 * 1. the popup posts `authorizing:github` to the editor;
 * 2. the editor, if the message came from its `base_url`, posts the same words back;
 * 3. the popup, if they came from the editor's origin and the window that opened it, posts
 *    `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:{"message":…}`),
 *    and the editor closes it.
 *
 * Every message names the editor's origin as its target, never `*`: should the opener be
 * another site (a page that opened the popup itself), the browser drops the message.
 */

export type SignInOutcome = { ok: true; token: string } | { ok: false; message: string };

const provider = 'github';

/** What the popup posts last: Decap's words for the outcome. */
export function outcomeMessage(outcome: SignInOutcome): string {
  return outcome.ok
    ? `authorization:${provider}:success:${JSON.stringify({ token: outcome.token, provider })}`
    : `authorization:${provider}:error:${JSON.stringify({ message: outcome.message })}`;
}

/** What the popup and the editor first say to each other. */
export const handshakeMessage = `authorizing:${provider}`;

/** A value as a JavaScript literal safe inside a `<script>` element (no `</script>`, no `<!--`). */
function scriptLiteral(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapedHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * The popup's one script: the handshake above, and nothing when no editor opened it (the
 * page then only says what happened). It writes no HTML; the text is the server's.
 */
export function handshakeScript(editorOrigin: string, outcome: SignInOutcome): string {
  return `(function () {
  var editor = ${scriptLiteral(editorOrigin)};
  var opener = window.opener;
  if (!opener) return;
  window.addEventListener('message', function (event) {
    if (event.origin !== editor || event.source !== opener || event.data !== ${scriptLiteral(handshakeMessage)}) return;
    opener.postMessage(${scriptLiteral(outcomeMessage(outcome))}, editor);
  });
  opener.postMessage(${scriptLiteral(handshakeMessage)}, editor);
})();`;
}

/** What the page says to a person, in plain words (the editor closes it on success). */
export function outcomeText(outcome: SignInOutcome): string {
  return outcome.ok ? 'Signed in. This window closes by itself.' : `Sign-in failed: ${outcome.message}`;
}

export function handshakePageHtml(editorOrigin: string, outcome: SignInOutcome, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Content editor sign-in</title>
</head>
<body>
<p>${escapedHtml(outcomeText(outcome))}</p>
<script nonce="${nonce}">${handshakeScript(editorOrigin, outcome)}</script>
</body>
</html>
`;
}

/**
 * The page's own policy: its one script (by a nonce, new on every answer), nothing else at
 * all; never framed. The editor's policy (editorHeaders.ts) does not apply to Function answers.
 */
export function handshakePagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The page's headers. Never stored (it may hold a token), no Referer to anything (its address
 * holds the code). Cross-Origin-Opener-Policy `unsafe-none`: any other value would cut the
 * popup off from the editor that opened it, and the handshake with it.
 */
export function handshakePageHeaders(nonce: string): Record<string, string> {
  return {
    ...commonSecurityHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': handshakePagePolicy(nonce),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'unsafe-none',
  };
}

/** The popup's last page, with its status (200 signed in, 4xx/5xx what went wrong). */
export function handshakePage(editorOrigin: string, outcome: SignInOutcome, status: number): Response {
  const nonce = newNonce();
  return new Response(handshakePageHtml(editorOrigin, outcome, nonce), {
    status,
    headers: handshakePageHeaders(nonce),
  });
}
