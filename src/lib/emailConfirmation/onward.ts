import { returnStateFrom } from '../returnState/query.ts';
import { allowedUrl, type AllowedBase } from '../returnState/safeUrl.ts';

/**
 * Where the confirmed page leads when its link carries a return state (registration sends
 * it with the mail: `intent`, `origin`, `continuePath` beside `userId` and `code`): onboarding
 * with that state, which finishes the account and then goes on to the booking or article the
 * parent came from. Null for a link without one: the page then links the account site.
 *
 * The continuePath came from outside, so it goes on only when the one allow-list accepts it
 * (`allowedUrl` against this country's own bases, relative ones on the profile host), as the
 * parsed address; a refused one is dropped and onboarding goes by the origin.
 */
export function onwardAfterConfirming(
  search: string,
  onboardingPath: string,
  bases: readonly AllowedBase[],
  host: string,
): string | null {
  const query = new URLSearchParams(search);
  if (!['intent', 'origin', 'continuePath'].some((name) => query.has(name))) return null;
  const { intent, origin, continuePath } = returnStateFrom(search);
  const onward = new URLSearchParams({ intent, origin });
  const allowed = allowedUrl(continuePath, bases, host);
  if (allowed) onward.set('continuePath', allowed.href);
  return `${onboardingPath}?${onward}`;
}
