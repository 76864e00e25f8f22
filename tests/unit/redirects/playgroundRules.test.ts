import { describe, expect, it } from 'vitest';
import { countryList } from '../../../src/config/countries.ts';
import { childClassBookingPath, pagePath, pageRoutes, playgroundPath } from '../../../src/config/routes.ts';
import { playgroundShellName } from '../../../src/config/shellNames.ts';
import { redirectRulesFor } from '../../../redirects/generateRedirects.ts';
import {
  childClassBookingRules,
  childClassBookingShellPath,
  playgroundRules,
  playgroundShellPath,
} from '../../../redirects/playgroundRules.ts';
import { prerenderedPageRules, prerenderedPaths } from '../../../redirects/prerenderedRules.ts';
import { shopArticleShellPath, shopRedeemShellPath } from '../../../redirects/shopRules.ts';
import { shopArticlePath, shopRedeemPath } from '../../../src/config/shopRoutes.ts';
import { checkRedirectLimits } from '../../../redirects/rules.ts';
import { isPlaygroundSlug } from '../../../src/lib/address/segments.ts';
import { applyRules } from './cloudflareMatcher.ts';

describe(playgroundRules, () => {
  it.each(countryList.map((country) => [country.code, country] as const))(
    '%s: every play-centre address of each language is served by that language’s page',
    (_code, country) => {
      const rules = redirectRulesFor(country, 'production');
      expect(checkRedirectLimits(rules)).toEqual([]);
      for (const language of country.languages) {
        const shell = playgroundShellPath(language);
        expect(applyRules(rules, playgroundPath(language, 'barkarby'))).toBe(shell);
        expect(applyRules(rules, `${playgroundPath(language, 'barkarby')}/`)).toBe(shell);
        // The folder alone and deeper paths are no page: no rule, so Pages answers 404.
        expect(applyRules(rules, pagePath('playground', language))).toBeUndefined();
        expect(applyRules(rules, `${pagePath('playground', language)}/`)).toBeUndefined();
        expect(applyRules(rules, `${playgroundPath(language, 'barkarby')}/more`)).toBeUndefined();
      }
    },
  );

  it('should move the English folder name to the language’s own, slug kept', () => {
    const sweden = countryList.find((country) => country.code === 'se')!;
    const rules = redirectRulesFor(sweden, 'production');
    expect(applyRules(rules, '/profile/sv/play-centres/barkarby', '?utm_source=x')).toBe(
      '/profile/sv/lekland/barkarby?utm_source=x',
    );
    // The folder alone is the finder: its English name moves too.
    expect(applyRules(rules, '/profile/sv/play-centres')).toBe('/profile/sv/lekland');
  });

  it("should give the finder the play centres' own folder in every language", () => {
    expect(pageRoutes.playgroundFinder.slugs).toEqual(pageRoutes.playground.slugs);
  });

  it('should give the shell page a name no play centre can have', () => {
    expect(isPlaygroundSlug(playgroundShellName)).toBe(false);
    expect(playgroundRules(countryList[0]!).every((rule) => rule.status === 200)).toBe(true);
  });
});

describe(prerenderedPageRules, () => {
  it.each(countryList.map((country) => [country.code, country] as const))(
    '%s: a prerendered page answers with itself, with or without a slash; others with the shell',
    (_code, country) => {
      const built = country.languages.flatMap((language) => [
        playgroundPath(language, 'barkarby'),
        childClassBookingPath(language, 'barkarby', 'ag-1'),
        shopArticlePath(language, 'barkarby', 'gift-card', 'gc-1'),
        shopRedeemPath(language, 'pass', 'pass-1'),
      ]);
      const rules = redirectRulesFor(country, 'production', built);
      expect(checkRedirectLimits(rules)).toEqual([]);
      for (const language of country.languages) {
        for (const own of built.filter((path) => path.startsWith(`/profile/${language}/`))) {
          expect(applyRules(rules, own)).toBe(own);
          expect(applyRules(rules, `${own}/`)).toBe(own);
        }
        expect(applyRules(rules, playgroundPath(language, 'molndal'))).toBe(playgroundShellPath(language));
        expect(applyRules(rules, childClassBookingPath(language, 'barkarby', 'ag-2'))).toBe(
          childClassBookingShellPath(language),
        );
        expect(applyRules(rules, shopArticlePath(language, 'barkarby', 'gift-card', 'gc-2'))).toBe(
          shopArticleShellPath(language),
        );
        expect(applyRules(rules, shopRedeemPath(language, 'pass', 'pass-2'))).toBe(
          shopRedeemShellPath(language),
        );
      }
    },
  );

  it('should write nothing for a build that prerendered nothing', () => {
    expect(prerenderedPageRules([])).toEqual([]);
  });

  it('should keep within the room Cloudflare leaves, play centres first', () => {
    const article = shopArticlePath('sv', 'barkarby', 'gift-card', 'gc-1');
    const playground = playgroundPath('sv', 'barkarby');
    const rules = prerenderedPageRules([article, playground], 3);
    expect(rules.map((rule) => rule.from)).toEqual([playground, `${playground}/`]);
  });
});

describe(prerenderedPaths, () => {
  it("should pick the built pages a rewrite would hide, not the shells nor the site's own pages", () => {
    const sweden = countryList.find((country) => country.code === 'se')!;
    const built = [
      playgroundPath('sv', 'barkarby'),
      playgroundShellPath('sv'),
      shopArticlePath('sv', 'barkarby', 'gift-card', 'gc-1'),
      shopArticleShellPath('sv'),
      childClassBookingShellPath('sv'),
      pagePath('signIn', 'sv'),
    ];
    expect(prerenderedPaths(sweden, built)).toEqual([built[0], built[2]]);
  });
});

describe(childClassBookingRules, () => {
  const id = '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e';

  it.each(countryList.map((country) => [country.code, country] as const))(
    '%s: every booking address of each language is served by that language’s booking page',
    (_code, country) => {
      const rules = redirectRulesFor(country, 'production');
      expect(checkRedirectLimits(rules)).toEqual([]);
      for (const language of country.languages) {
        const shell = childClassBookingShellPath(language);
        const booking = childClassBookingPath(language, 'barkarby', id);
        expect(applyRules(rules, booking)).toBe(shell);
        expect(applyRules(rules, `${booking}/`)).toBe(shell);
        // Without an age group, or deeper, there is no page.
        expect(applyRules(rules, booking.slice(0, booking.lastIndexOf('/')))).toBeUndefined();
        expect(applyRules(rules, `${booking}/more`)).toBeUndefined();
      }
    },
  );

  it('should build the booking address below the play centre, with the translated segment', () => {
    expect(childClassBookingPath('sv', 'barkarby', id)).toBe(`/profile/sv/lekland/barkarby/boka/${id}`);
    expect(childClassBookingPath('de', 'koeln-porz', id)).toBe(
      `/profile/de/spielparks/koeln-porz/buchen/${id}`,
    );
    expect(childClassBookingShellPath('fi')).toBe('/profile/fi/leikkimaat/__playground/varaa/__booking');
  });

  it('should move the English spelling of a booking address to the language’s own', () => {
    const sweden = countryList.find((country) => country.code === 'se')!;
    const rules = redirectRulesFor(sweden, 'production');
    expect(applyRules(rules, `/profile/sv/play-centres/barkarby/book/${id}`)).toBe(
      `/profile/sv/lekland/barkarby/boka/${id}`,
    );
    expect(applyRules(rules, '/profile/sv/book')).toBeUndefined();
    expect(applyRules(rules, '/profile/sv/booking-confirmation', '?bookingId=b&orderReference=o')).toBe(
      '/profile/sv/bokningsbekraftelse?bookingId=b&orderReference=o',
    );
  });
});
