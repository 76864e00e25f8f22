/**
 * `Retry-After` (RFC 9110 §10.2.3) as the moment a refused sign-in may be tried again. The
 * header is either a number of seconds or an HTTP date; servers and proxies also send dates in
 * the two obsolete formats, which `Date.parse` reads as well.
 */

/**
 * A wait longer than this is not counted down: a server that asks for more than a day is
 * misconfigured or means "contact us", and a countdown of hours helps nobody. The page then
 * says to try again later without a time.
 */
export const longestCountedWaitMs = 24 * 60 * 60 * 1000;

const deltaSeconds = /^\d+$/;
// An HTTP date names a weekday or a month in letters; a bare number, "soon" or "-5" is no date.
const looksLikeDate = /[a-z]{3}/i;

/**
 * When the wait ends, in epoch ms, read from the header's value at the moment `now`. A date in
 * the past, or `0`, means "now" (`now` itself); garbage, a negative number and a wait longer
 * than `longestCountedWaitMs` give undefined, so the page shows the message without a time.
 */
export function retryAfterEnd(header: string | null | undefined, now: number): number | undefined {
  const value = (header ?? '').trim();
  if (value === '') return undefined;
  let waitMs: number;
  if (deltaSeconds.test(value)) {
    waitMs = Number(value) * 1000;
  } else if (looksLikeDate.test(value)) {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return undefined;
    waitMs = Math.max(0, at - now);
  } else {
    return undefined;
  }
  return waitMs <= longestCountedWaitMs ? now + waitMs : undefined;
}
