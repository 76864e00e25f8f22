import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAll, consentStorageKey, serializeConsent } from '../../../src/lib/shell/consent.ts';
import { ApiError } from '../../../src/lib/errors/ApiError.ts';
import {
  $consent,
  $consentDialog,
  closeConsentSettings,
  loadConsent,
  openConsentSettings,
  saveConsent,
  type ConsentStorage,
} from '../../../src/stores/consent.ts';
import {
  $loaderVisible,
  $pendingNavigations,
  navigationEnded,
  navigationStarted,
  pageLeaving,
  pageShown,
} from '../../../src/stores/navigation.ts';
import { $notices, dismissNotice, showErrorNotice } from '../../../src/stores/notices.ts';
import { $sidebarOpen, openSidebar } from '../../../src/stores/sidebar.ts';
import {
  $currentSnackbar,
  $snackbars,
  dismissSnackbar,
  showErrorSnackbar,
  showSnackbar,
  snackbarDisplayed,
} from '../../../src/stores/snackbar.ts';

function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('navigation store', () => {
  beforeEach(() => $pendingNavigations.set(0));

  it('should show the loader while any navigation is pending', () => {
    navigationStarted();
    navigationStarted();
    navigationEnded();
    expect($loaderVisible.get()).toBe(true);
    navigationEnded();
    expect($loaderVisible.get()).toBe(false);
  });

  it('should count leaving the page once, however many signals say so, and end it when the page shows again', () => {
    pageLeaving();
    pageLeaving();
    expect($pendingNavigations.get()).toBe(1);
    pageShown();
    pageShown();
    expect($pendingNavigations.get()).toBe(0);
  });

  it('should close the sidebar when a navigation starts', () => {
    openSidebar();
    navigationStarted();
    expect($sidebarOpen.get()).toBe(false);
  });
});

describe('consent store', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('should show the dialog as a banner when there is no choice', () => {
    loadConsent(memoryStorage(), now);
    expect($consent.get()).toBeNull();
    expect($consentDialog.get()).toBe('banner');
  });

  it('should keep the dialog closed for a stored choice, and remove an expired one', () => {
    loadConsent(memoryStorage({ [consentStorageKey]: serializeConsent(acceptAll, now) }), now);
    expect($consent.get()).toEqual(acceptAll);
    expect($consentDialog.get()).toBe('closed');

    const expired = memoryStorage({
      [consentStorageKey]: serializeConsent(acceptAll, new Date('2024-01-01')),
    });
    loadConsent(expired, now);
    expect($consentDialog.get()).toBe('banner');
    expect(expired.data.has(consentStorageKey)).toBe(false);
  });

  it('should store a choice and close the dialog, also when storage refuses', () => {
    const storage = memoryStorage();
    saveConsent({ statistics: true, marketing: false }, storage, now);
    expect(JSON.parse(storage.data.get(consentStorageKey) ?? '{}')).toMatchObject({
      statistics: true,
      marketing: false,
    });
    const refusing = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    saveConsent(acceptAll, refusing, now);
    expect($consent.get()).toEqual(acceptAll);
    expect($consentDialog.get()).toBe('closed');
  });

  it('should reopen from the sidebar as settings, closing the sidebar, and go back to how it was', () => {
    openSidebar();
    openConsentSettings();
    expect($sidebarOpen.get()).toBe(false);
    expect($consentDialog.get()).toBe('settings');
    closeConsentSettings();
    expect($consentDialog.get()).toBe('closed');
    $consent.set(null);
    openConsentSettings();
    closeConsentSettings();
    expect($consentDialog.get()).toBe('banner');
  });
});

describe('snackbar store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $snackbars.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('should show one message at a time, each for 5,000 ms from when it is on screen', () => {
    const first = showSnackbar('Saved', 'success');
    showSnackbar('Could not sign in', 'error');
    expect($currentSnackbar.get()?.text).toBe('Saved');
    vi.advanceTimersByTime(10_000);
    expect($currentSnackbar.get()?.id).toBe(first);
    snackbarDisplayed(first);
    vi.advanceTimersByTime(4_999);
    expect($currentSnackbar.get()?.id).toBe(first);
    vi.advanceTimersByTime(1);
    expect($currentSnackbar.get()?.text).toBe('Could not sign in');
  });

  it('should not queue the same message twice and let one be dismissed early', () => {
    showSnackbar('Offline', 'warning');
    showSnackbar('Offline', 'warning');
    expect($snackbars.get()).toHaveLength(1);
    dismissSnackbar($snackbars.get()[0]!.id);
    expect($currentSnackbar.get()).toBeNull();
  });
});

describe('notices store', () => {
  beforeEach(() => $notices.set([]));

  it('should show the general unknown-error text for anything that is not an API error, once', () => {
    showErrorNotice(new TypeError('x is undefined'));
    showErrorNotice('a string');
    expect($notices.get()).toEqual([
      { id: expect.any(Number), level: 'error', key: 'general.error-unknown' },
    ]);
  });

  it('should show the text of the status for API errors, and dismiss', () => {
    const id = showErrorNotice(new ApiError('Not Found', 404, '', {}, undefined));
    expect($notices.get().map((notice) => notice.key)).toEqual(['errors.notFound']);
    dismissNotice(id);
    expect($notices.get()).toEqual([]);
  });
});

describe('error snackbar', () => {
  beforeEach(() => $snackbars.set([]));

  it('should carry the translation key of the error, for the page to translate', () => {
    showErrorSnackbar(new ApiError('Internal Server Error', 500, '', {}, undefined));
    showErrorSnackbar(new Error('redirect failed'));
    showErrorSnackbar(new Error('redirect failed again'));
    expect($snackbars.get().map((message) => [message.level, message.key, message.durationMs])).toEqual([
      ['error', 'errors.server', 5000],
      ['error', 'general.error-unknown', 5000],
    ]);
  });
});
