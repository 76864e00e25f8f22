import { metadataAddress, providerMetadata } from './discovery.ts';
import { hiddenFrame } from './hiddenFrame.ts';

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
  return metadataAddress(await providerMetadata(authority), 'check_session_iframe');
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
  const frame = hiddenFrame('session check');
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
