/**
 * The countdown timer of spec §9: shown as mm:ss, refreshed every 500 ms by default. Twice a
 * second, because a timer that ticks once a second drifts against the clock and now and then
 * shows one second for two ticks and skips the next.
 */
export const countdownRefreshMs = 500;

/**
 * Whole seconds left, rounded up, so the display reads 00:00 only when the time is really up
 * and 00:01 for the last second. Garbage (NaN, infinite, not a number) and anything at or
 * below zero count as no time left.
 */
export function remainingSeconds(remainingMs: unknown): number {
  if (typeof remainingMs !== 'number' || !Number.isFinite(remainingMs) || remainingMs <= 0) return 0;
  return Math.ceil(remainingMs / 1000);
}

/**
 * `mm:ss`, both padded to two digits. Minutes are not folded into hours: 100 minutes read
 * `100:00`, which a countdown of that length (none is planned) still shows unambiguously.
 */
export function formatCountdown(remainingMs: unknown): string {
  const seconds = remainingSeconds(remainingMs);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** The moment a countdown ends, in epoch ms, or undefined for garbage (invalid date, NaN, string). */
export function countdownEnd(endsAt: unknown): number | undefined {
  const time = endsAt instanceof Date ? endsAt.getTime() : endsAt;
  return typeof time === 'number' && Number.isFinite(time) ? time : undefined;
}
