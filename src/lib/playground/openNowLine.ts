/**
 * The top line's stack (PlaygroundPage's `Today`): every line of the day is in the markup, in
 * one place, so the tallest sets its height and a change of line never moves the page. The one
 * shown carries this attribute; the others are hidden but keep their space.
 */
export const shownLineAttribute = 'data-shown';

/**
 * How long from `now` until the next whole minute, when the line is checked again: lines
 * change on the minute, and a phone waking from sleep or a clock put right is caught up within
 * one.
 */
export function untilNextMinute(now: Date): number {
  return 60_000 - (now.getTime() % 60_000);
}
