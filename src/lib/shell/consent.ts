/**
 * Cookie consent, our own (no consent platform): necessary cookies are always on,
 * statistics and marketing need a yes. The choice is kept in localStorage for a year
 * (spec §9: stored values expire after a year), then we ask again.
 */
export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

interface StoredConsent extends ConsentChoice {
  version: 1;
  savedAt: string;
}

export const consentStorageKey = 'playcentre.consent';

export const consentMaxAgeMs = 365 * 24 * 60 * 60 * 1000;

export const acceptAll: ConsentChoice = { statistics: true, marketing: true };
export const necessaryOnly: ConsentChoice = { statistics: false, marketing: false };

/** The stored choice, or null when there is none, it cannot be read, or it is over a year old. */
export function parseStoredConsent(text: string | null, now: Date): ConsentChoice | null {
  if (!text) return null;
  let stored: Partial<StoredConsent>;
  try {
    stored = JSON.parse(text) as Partial<StoredConsent>;
  } catch {
    return null;
  }
  if (stored === null || typeof stored !== 'object' || stored.version !== 1) return null;
  if (typeof stored.statistics !== 'boolean' || typeof stored.marketing !== 'boolean') return null;
  const savedAt = Date.parse(stored.savedAt ?? '');
  if (Number.isNaN(savedAt) || now.getTime() - savedAt > consentMaxAgeMs || savedAt > now.getTime()) {
    return null;
  }
  return { statistics: stored.statistics, marketing: stored.marketing };
}

export function serializeConsent(choice: ConsentChoice, now: Date): string {
  const stored: StoredConsent = { version: 1, ...choice, savedAt: now.toISOString() };
  return JSON.stringify(stored);
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
