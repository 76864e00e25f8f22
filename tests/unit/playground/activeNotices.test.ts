import { describe, expect, it } from 'vitest';
import type { SiteNotice } from '../../../src/lib/api/types/notice.ts';
import { activeNotices, isNoticeActive } from '../../../src/lib/playground/activeNotices.ts';

const now = new Date('2026-11-22T12:00:00Z');
const notice = (overrides: Partial<SiteNotice>): SiteNotice => ({
  guid: 'n',
  locationIds: ['pg'],
  startDate: '2026-11-01T00:00:00Z',
  endDate: '2026-12-01T00:00:00Z',
  name: 'Kiosk closed',
  text: 'The kiosk is closed for rebuilding.',
  type: 'Warning',
  disabled: false,
  icon: null,
  ...overrides,
});

describe(isNoticeActive, () => {
  it('should show a current, enabled notice', () => {
    expect(isNoticeActive(notice({}), now)).toBe(true);
  });

  it('should hide a disabled, ended or future notice', () => {
    expect(isNoticeActive(notice({ disabled: true }), now)).toBe(false);
    expect(isNoticeActive(notice({ endDate: '2026-11-21T23:59:59Z' }), now)).toBe(false);
    expect(isNoticeActive(notice({ startDate: '2026-11-22T12:00:01Z' }), now)).toBe(false);
  });

  it('should count the start and end instants as active', () => {
    expect(isNoticeActive(notice({ startDate: now.toISOString() }), now)).toBe(true);
    expect(isNoticeActive(notice({ endDate: now.toISOString() }), now)).toBe(true);
  });

  it('should treat missing dates as open-ended and unreadable ones as inactive', () => {
    expect(isNoticeActive(notice({ startDate: null, endDate: null, disabled: null }), now)).toBe(true);
    expect(isNoticeActive(notice({ endDate: 'soon' }), now)).toBe(false);
  });
});

describe(activeNotices, () => {
  it('should keep the active ones in order and leave out empty ones', () => {
    const list = [
      notice({ guid: 'a' }),
      notice({ guid: 'b', disabled: true }),
      notice({ guid: 'c', name: null, text: null }),
      notice({ guid: 'd', endDate: '2026-11-01T00:00:00Z' }),
      notice({ guid: 'e', name: null }),
    ];
    expect(activeNotices(list, now).map((n) => n.guid)).toEqual(['a', 'e']);
  });
});
