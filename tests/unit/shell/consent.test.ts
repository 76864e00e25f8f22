import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  consentMaxAgeMs,
  consentModeDefaults,
  consentModeSignals,
  consentStorageKey,
  necessaryOnly,
  parseStoredConsent,
  serializeConsent,
} from '../../../src/lib/shell/consent.ts';
import { consentBootstrapScript } from '../../../src/lib/shell/consentBootstrap.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('stored consent', () => {
  it('should read back what was saved', () => {
    const choice = { statistics: true, marketing: false };
    expect(parseStoredConsent(serializeConsent(choice, now), now)).toEqual(choice);
  });

  it('should ask again after a year', () => {
    const saved = serializeConsent(acceptAll, new Date(now.getTime() - consentMaxAgeMs - 1));
    expect(parseStoredConsent(saved, now)).toBeNull();
    const recent = serializeConsent(acceptAll, new Date(now.getTime() - consentMaxAgeMs + 60_000));
    expect(parseStoredConsent(recent, now)).toEqual(acceptAll);
  });

  it.each([
    null,
    '',
    'not json',
    'null',
    '{"version":2,"statistics":true,"marketing":true,"savedAt":"2026-11-01T00:00:00Z"}',
    '{"version":1,"statistics":"yes","marketing":true,"savedAt":"2026-11-01T00:00:00Z"}',
    '{"version":1,"statistics":true,"marketing":true}',
    '{"version":1,"statistics":true,"marketing":true,"savedAt":"2030-01-01T00:00:00Z"}',
  ])('should treat %j as no choice', (text) => {
    expect(parseStoredConsent(text, now)).toBeNull();
  });
});

describe('Google Consent Mode', () => {
  it('should deny everything that needs a yes by default', () => {
    expect(consentModeDefaults).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  });

  it('should grant analytics storage for statistics and the three ad signals for marketing', () => {
    expect(consentModeSignals({ statistics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(Object.values(consentModeSignals(acceptAll))).toEqual([
      'granted',
      'granted',
      'granted',
      'granted',
    ]);
    expect(Object.values(consentModeSignals(necessaryOnly))).toEqual([
      'denied',
      'denied',
      'denied',
      'denied',
    ]);
  });
});

describe('consentBootstrapScript', () => {
  function run(stored: string | null) {
    const attributes = new Map<string, string>();
    const window: { dataLayer?: unknown[]; gtag?: unknown } = {};
    const localStorage = { getItem: (key: string) => (key === consentStorageKey ? stored : null) };
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    };
    new Function('window', 'localStorage', 'document', consentBootstrapScript())(
      window,
      localStorage,
      document,
    );
    return {
      dataLayer: (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
      attributes,
    };
  }

  it('should set the consent defaults, all denied, and no event', () => {
    const { dataLayer, attributes } = run(null);
    expect(dataLayer).toEqual([['consent', 'default', consentModeDefaults]]);
    expect(attributes.size).toBe(0);
  });

  it('should hide the first-visit dialog before first paint when a choice is stored', () => {
    expect(run(serializeConsent(acceptAll, now)).attributes.get('data-consent')).toBe('stored');
  });

  it('should survive storage that throws', () => {
    const window: { dataLayer?: unknown[] } = {};
    const localStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() =>
      new Function('window', 'localStorage', 'document', consentBootstrapScript())(window, localStorage, {}),
    ).not.toThrow();
    expect(window.dataLayer).toHaveLength(1);
  });
});
