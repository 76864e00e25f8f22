/**
 * OpenID Connect Session Management, the browser side, for a page whose session runs without
 * oidc-client-ts (storedSession.ts): the identity service's `check_session_iframe` is asked
 * every few seconds whether `client_id session_state` still holds. It answers "unchanged",
 * "changed" or "error" (OpenID Connect Session Management 1.0, §3.2), as it does for
 * oidc-client-ts's own check (CheckSessionIFrame), which behaves the same: "changed" stops the
 * check and reports once; "error" stops it.
 */

/** Where the identity service's check page is, from its discovery document; null when it has none. */
export async function checkSessionFrameUrl(authority: string): Promise<string | null> {
  const discovery = `${authority.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(discovery, { signal: AbortSignal.timeout(8000) });
  if (!response.ok) throw new Error(`The identity service's discovery answered ${response.status}`);
  const metadata: unknown = await response.json();
  const frame = (metadata as { check_session_iframe?: unknown } | null)?.check_session_iframe;
  return typeof frame === 'string' ? frame : null;
}

export interface SessionCheck {
  frameUrl: string;
  clientId: string;
  sessionState: string;
  intervalSeconds: number;
  /** The provider says the session changed (signed out, or another sign-in); called once. */
  onChanged: () => void;
  /** The provider's page could not check (it answered "error"); the check has stopped. */
  onError: () => void;
}

/** Starts the check in a hidden frame; returns a function that stops it and removes the frame. */
export function watchProviderSession(check: SessionCheck): () => void {
  const frameOrigin = new URL(check.frameUrl).origin;
  const frame = document.createElement('iframe');
  // Out of sight and out of the accessibility tree, as oidc-client-ts places its own.
  Object.assign(frame.style, { visibility: 'hidden', position: 'fixed', left: '-1000px', top: '0' });
  frame.width = '0';
  frame.height = '0';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'session check';
  let timer: ReturnType<typeof setInterval> | undefined;

  const stop = () => {
    clearInterval(timer);
    window.removeEventListener('message', answer);
    frame.remove();
  };
  function answer(event: MessageEvent) {
    if (event.origin !== frameOrigin || event.source !== frame.contentWindow) return;
    if (event.data === 'changed') {
      stop();
      check.onChanged();
    } else if (event.data === 'error') {
      stop();
      check.onError();
    }
  }
  const ask = () => frame.contentWindow?.postMessage(`${check.clientId} ${check.sessionState}`, frameOrigin);

  window.addEventListener('message', answer);
  frame.addEventListener(
    'load',
    () => {
      ask();
      timer = setInterval(ask, check.intervalSeconds * 1000);
    },
    { once: true },
  );
  frame.src = check.frameUrl;
  document.body.append(frame);
  return stop;
}
