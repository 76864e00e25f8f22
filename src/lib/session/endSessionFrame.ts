import { hiddenFrame } from './hiddenFrame.ts';

/** What our sign-out callback page tells the page that framed it (callbacks.ts `completeSignOut`). */
export interface SignedOutAtProvider {
  kind: 'signedOutAtProvider';
  /** The `state` the identity service sent back with the parent. */
  state: string | null;
}

export function isSignedOutAtProvider(data: unknown): data is SignedOutAtProvider {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { kind?: unknown }).kind === 'signedOutAtProvider' &&
    typeof (data as { state?: unknown }).state === 'string'
  );
}

/**
 * Ends the session at the identity service in a hidden frame: the end-session address leads,
 * once the service has ended it, to our sign-out callback page, which reports the `state` back.
 * Resolves on that report (from our own origin, from this frame, with this state), rejects when
 * `signal` aborts; the frame is removed either way.
 */
export function endSessionInFrame(address: string, state: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = hiddenFrame('sign-out');
    const finish = (error?: unknown) => {
      window.removeEventListener('message', answer);
      signal.removeEventListener('abort', aborted);
      frame.remove();
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error('The end-session did not answer in time'));
    };
    function answer(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
      if (isSignedOutAtProvider(event.data) && event.data.state === state) finish();
    }
    function aborted() {
      finish(signal.reason ?? new Error('The end-session did not answer in time'));
    }
    if (signal.aborted) return aborted();
    window.addEventListener('message', answer);
    signal.addEventListener('abort', aborted, { once: true });
    frame.src = address;
    document.body.append(frame);
  });
}
