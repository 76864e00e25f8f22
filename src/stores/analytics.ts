import type { SessionState } from '../lib/session/state.ts';
import { analyticsEvent, type AnalyticsIdentity } from '../lib/analytics/events.ts';
import { $consent } from './consent.ts';
import { $isAuthenticated, $session } from './session.ts';

/** The Google Tag Manager data layer; the consent bootstrap script creates it in the head. */
function dataLayer(): unknown[] {
  const scope = globalThis as { dataLayer?: unknown[] };
  scope.dataLayer ??= [];
  return scope.dataLayer;
}

/**
 * Sends an analytics event, only with statistics consent (spec §6): without it the event
 * is dropped, not queued, so nothing about a visit before the answer is ever sent.
 * Consent is checked again after hashing, in case the visitor withdrew it meanwhile.
 * Resolves to whether the event was sent.
 */
export async function trackEvent(
  name: string,
  parameters: Readonly<Record<string, unknown>> = {},
  identity?: AnalyticsIdentity,
): Promise<boolean> {
  if (!$consent.get()?.statistics) return false;
  const event = await analyticsEvent(name, parameters, $isAuthenticated.get(), identity);
  if (!$consent.get()?.statistics) return false;
  dataLayer().push(event);
  return true;
}

const known = (session: SessionState) => session.status === 'signedIn' || session.status === 'signedOut';

/**
 * Resolves once the session is known, so an event right after load says "member" for a
 * member (the session starts when the page is idle). Gives up waiting after `waitMs`: on a
 * page where the session never starts, the visitor is a guest.
 */
export function sessionSettled(waitMs = 5000): Promise<void> {
  if (known($session.get())) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    const stop = $session.listen((session) => {
      if (known(session)) done();
    });
  });
}
