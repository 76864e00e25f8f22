import { storageKeyOf, storedKeys } from '../../config/storage.ts';

/**
 * Cookie consent, our own (no consent platform): necessary cookies are always on,
 * statistics and marketing need a yes. The choice is a value of the versioned storage
 * (lib/storage/appStorage.ts), so it lives a year like every stored value (spec §9), then we
 * ask again, and a release that raises the storage version asks again too.
 *
 * Earlier releases kept it under `playcentre.consent` in an envelope of its own. That entry is
 * not read: a visitor who answered then is asked once more, which is the safe side for consent
 * (no tag fires on an answer nobody can vouch for), and the stale entry is a few bytes nothing reads.
 */
export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

/** The choice's key in the versioned storage. */
export const consentStorageKey = storedKeys.consent.key;

/** The same entry's key in localStorage itself: the head script reads it before any module loads. */
export const consentBackendKey = storageKeyOf('consent');

export const acceptAll: ConsentChoice = { statistics: true, marketing: true };
export const necessaryOnly: ConsentChoice = { statistics: false, marketing: false };

/** The stored choice, or null when the stored value is none or not a choice. */
export function storedChoice(value: unknown): ConsentChoice | null {
  if (value === null || typeof value !== 'object') return null;
  const { statistics, marketing } = value as Partial<ConsentChoice>;
  if (typeof statistics !== 'boolean' || typeof marketing !== 'boolean') return null;
  return { statistics, marketing };
}

type ConsentSignal = 'granted' | 'denied';

/** Google Consent Mode v2 signals that follow from a choice. */
export interface ConsentModeSignals {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
}

const signal = (granted: boolean): ConsentSignal => (granted ? 'granted' : 'denied');

export function consentModeSignals(choice: ConsentChoice): ConsentModeSignals {
  return {
    ad_storage: signal(choice.marketing),
    ad_user_data: signal(choice.marketing),
    ad_personalization: signal(choice.marketing),
    analytics_storage: signal(choice.statistics),
  };
}

/**
 * Consent Mode defaults, set in the page head before anything else runs: everything that
 * needs a yes is denied until the visitor answers. Functionality and security storage are
 * the necessary cookies. `wait_for_update` gives the stored choice time to arrive from the
 * module script before a tag fires.
 */
export const consentModeDefaults = {
  ...consentModeSignals(necessaryOnly),
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
} as const;
