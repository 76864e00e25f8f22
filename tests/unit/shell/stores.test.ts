import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAll } from '../../../src/lib/shell/consent.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from '../support/fakeStorage.ts';
import { current } from '../../../src/lib/shell/snackbarQueue.ts';
import { ApiError } from '../../../src/lib/errors/ApiError.ts';
import {
  $consent,
  $consentDialog,
  closeConsentSettings,
  loadConsent,
  openConsentSettings,
  saveConsent,
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
  $snackbars,
  dismissSnackbar,
  showErrorSnackbar,
  showSnackbar,
  snackbarDisplayed,
} from '../../../src/stores/snackbar.ts';

/** The page's versioned storage over a browser storage of its own, at a clock the test sets. */
function versionedStorageAt(now: number, backend = new FakeStorage()) {
  const storage = createVersionedStorage({ backend, now: () => now });
  storage.dispose();
  return { storage, backend };
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
  const now = Date.parse('2026-11-22T10:00:00Z');
  const year = 365 * 24 * 60 * 60 * 1000;

  it('should show the dialog as a banner when there is no choice', () => {
    loadConsent(versionedStorageAt(now).storage);
    expect($consent.get()).toBeNull();
    expect($consentDialog.get()).toBe('banner');
  });

  it('should keep a saved choice for a year, under playcentre:consent, and ask again after it', () => {
    const { storage, backend } = versionedStorageAt(now);
    saveConsent({ statistics: true, marketing: false }, storage);
    expect(JSON.parse(backend.getItem('playcentre:consent') ?? 'null')).toEqual({
      v: 4,
      exp: now + year,
      value: { statistics: true, marketing: false },
    });

    loadConsent(versionedStorageAt(now + year - 1, backend).storage);
    expect($consent.get()).toEqual({ statistics: true, marketing: false });
    expect($consentDialog.get()).toBe('closed');

    loadConsent(versionedStorageAt(now + year, backend).storage);
    expect($consent.get()).toBeNull();
    expect($consentDialog.get()).toBe('banner');
    expect(backend.getItem('playcentre:consent')).toBeNull();
  });

  it('should remove a stored value that is no choice, and ask', () => {
    const { storage, backend } = versionedStorageAt(now);
    storage.set('consent', { statistics: 'yes', marketing: true });
    loadConsent(storage);
    expect($consentDialog.get()).toBe('banner');
    expect(backend.getItem('playcentre:consent')).toBeNull();
  });

  it('should close the dialog with the choice also when storage refuses', () => {
    const backend = new FakeStorage();
    backend.failure = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    saveConsent(acceptAll, versionedStorageAt(now, backend).storage);
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
    expect(current($snackbars.get())?.text).toBe('Saved');
    vi.advanceTimersByTime(10_000);
    expect(current($snackbars.get())?.id).toBe(first);
    snackbarDisplayed(first);
    vi.advanceTimersByTime(4_999);
    expect(current($snackbars.get())?.id).toBe(first);
    vi.advanceTimersByTime(1);
    expect(current($snackbars.get())?.text).toBe('Could not sign in');
  });

  it('should not queue the same message twice and let one be dismissed early', () => {
    showSnackbar('Offline', 'warning');
    showSnackbar('Offline', 'warning');
    expect($snackbars.get()).toHaveLength(1);
    dismissSnackbar($snackbars.get()[0]!.id);
    expect(current($snackbars.get())).toBeNull();
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
