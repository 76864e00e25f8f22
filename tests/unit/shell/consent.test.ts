import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  consentModeDefaults,
  consentModeSignals,
  necessaryOnly,
  storedChoice,
} from '../../../src/lib/shell/consent.ts';
import { consentBootstrapScript } from '../../../src/lib/shell/consentBootstrap.ts';
import { languageCodes } from '../../../src/config/languages.ts';
import { messages } from '../../../src/i18n/index.ts';

describe('storedChoice', () => {
  it('should read back a choice', () => {
    expect(storedChoice({ statistics: true, marketing: false })).toEqual({
      statistics: true,
      marketing: false,
    });
  });

  it.each([undefined, null, 'yes', true, {}, { statistics: 'yes', marketing: true }, { statistics: true }])(
    'should treat %j as no choice',
    (value) => {
      expect(storedChoice(value)).toBeNull();
    },
  );
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
    const localStorage = { getItem: (key: string) => (key === 'playcentre:consent' ? stored : null) };
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

  it('should set the consent defaults, all denied, and no event; and say that scripts run', () => {
    const { dataLayer, attributes } = run(null);
    expect(dataLayer).toEqual([['consent', 'default', consentModeDefaults]]);
    expect(Object.fromEntries(attributes)).toEqual({ 'data-scripts': '' });
  });

  it('should hide the first-visit dialog before first paint when a choice is stored', () => {
    expect(
      run('{"v":4,"exp":1795000000000,"value":{"statistics":true,"marketing":true}}').attributes.get(
        'data-consent',
      ),
    ).toBe('stored');
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

describe('what the consent says', () => {
  // Marketing grants Consent Mode's ad_storage, ad_user_data and ad_personalization: signals
  // for Google's advertising. A parent is told who receives the data before saying yes.
  it.each(languageCodes)(
    '%s should name Google as the advertising partner, in the panel and the settings',
    (language) => {
      const { bannerText, marketingText } = messages[language].consent;
      expect(bannerText).toContain('Google');
      expect(marketingText).toContain('Google (Google Ireland Limited)');
    },
  );

  it('should send the ad signals only with marketing, and nothing else with it', () => {
    expect(consentModeSignals({ statistics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });
});
