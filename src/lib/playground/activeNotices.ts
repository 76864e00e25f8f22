import type { SiteNotice } from '../api/types/notice.ts';

/**
 * Whether a notice shows at `now`: not disabled, started (no start date: always started) and
 * not ended (no end date: open-ended). A date that cannot be read hides the notice rather than
 * showing it for ever.
 */
export function isNoticeActive(notice: SiteNotice, now: Date = new Date()): boolean {
  if (notice.disabled === true) return false;
  const time = now.getTime();
  const start = notice.startDate ? Date.parse(notice.startDate) : Number.NEGATIVE_INFINITY;
  const end = notice.endDate ? Date.parse(notice.endDate) : Number.POSITIVE_INFINITY;
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return start <= time && time <= end;
}

/** The notices to show, in the order the API gave them; those with nothing to say are left out. */
export function activeNotices(notices: readonly SiteNotice[], now: Date = new Date()): SiteNotice[] {
  return notices.filter((notice) => isNoticeActive(notice, now) && Boolean(notice.name || notice.text));
}
