import type { EditorFunctionEnv } from '../../config/editorProject.ts';

/**
 * What the sign-in Functions check of a request beyond the OAuth state, and why. Browsers
 * send the Sec-Fetch-* headers and scripts cannot forge them; a request without them (an old
 * browser, curl) is let through, since anything but a browser could send any value anyway.
 * Origin and Referer do not help here: a navigation (both steps are navigations) carries no
 * Origin, and the git host's redirect back may carry no Referer.
 */

/**
 * The editor's origin: EDITOR_ORIGIN when set (an https origin), else the origin the request
 * came to. Undefined for an EDITOR_ORIGIN that is no origin, so a misconfigured project
 * answers 500 rather than post a token to a place nobody meant.
 */
export function editorOrigin(request: Request, env: Partial<EditorFunctionEnv>): string | undefined {
  const configured = env.EDITOR_ORIGIN;
  if (configured === undefined || configured === '') return new URL(request.url).origin;
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' && url.origin === configured.replace(/\/$/, '') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Why a request is refused, for the person reading the page; undefined when it may go on. */
export type Refusal = string | undefined;

/**
 * The sign-in start: opened by the editor's own page as a popup, so a top-level navigation
 * from the same origin (`Sec-Fetch-Site: same-origin`), or typed in (`none`). A page of
 * another site cannot start a sign-in that would end with a token for this editor, nor frame
 * or fetch the start.
 */
export function startRefusal(request: Request): Refusal {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'same-origin' && site !== 'none') {
    return 'Sign-in starts from the content editor itself, not from another site.';
  }
  return navigationRefusal(request);
}

/**
 * The callback: the git host's redirect, so cross-site is expected; the state cookie is what
 * ties it to a sign-in started here. It must still be a top-level navigation: framed, or
 * fetched by a script, the page would hand its outcome to a window nobody checked.
 */
export function callbackRefusal(request: Request): Refusal {
  return navigationRefusal(request);
}

function navigationRefusal(request: Request): Refusal {
  if (request.method !== 'GET') return 'Sign-in pages are opened, not posted to.';
  const destination = request.headers.get('Sec-Fetch-Dest');
  if (destination !== null && destination !== 'document') {
    return 'Sign-in pages open in a window of their own, not inside another page.';
  }
  return undefined;
}
