import type { Page } from '@playwright/test';
import { childClassBookingPath, pagePath, playgroundPath } from '../../src/config/routes.ts';
import { externalDestinations } from '../../src/config/destinations.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { countryLanguagePairs, expect, test } from './fixtures.ts';
import {
  addMainApiFault,
  featuredNotices,
  featuredPlaygroundSlug,
  seededPlayground,
} from './support/playground.ts';
import { axeViolations } from './support/axe.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { visitedPlaygroundsKey } from '../../src/lib/playground/recentlyVisited.ts';

/** Every language of every country: the featured play centre as a parent sees it. */
for (const { code, language, host } of countryLanguagePairs) {
  test.describe(`${code}/${language}`, () => {
    const t = messages[language].playground;
    const slug = featuredPlaygroundSlug(code);
    const playground = seededPlayground(code, slug);

    test('a seeded play centre shows its name, week, notices and classes, with no axe violations', async ({
      page,
    }) => {
      const response = await page.goto(`${host}${playgroundPath(language, slug)}`);
      expect(response?.status()).toBe(200);

      const name = playground.translatednames?.[language] ?? playground.name ?? '';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

      await expect(page.getByRole('link', { name: playground.phone ?? '' })).toHaveAttribute(
        'href',
        `tel:${(playground.phone ?? '').replace(/[^\d+]/g, '')}`,
      );
      await expect(page.getByRole('link', { name: new RegExp(t.directions) })).toHaveAttribute(
        'href',
        playground.maplink ?? '',
      );

      // A week: today first, a closed day with its comment, and a day with a comment.
      const days = page.getByTestId('opening-hours').getByRole('row');
      await expect(days).toHaveCount(7);
      await expect(days.first()).toContainText(t.today);
      await expect(days.filter({ hasText: t.closed })).not.toHaveCount(0);
      await expect(page.getByTestId('opening-hours').locator('.playground__comment')).not.toHaveCount(0);

      const { shown, hidden } = featuredNotices(code);
      const notices = page.getByTestId('playground-notice');
      for (const noticeName of shown) await expect(notices.filter({ hasText: noticeName })).toHaveCount(1);
      for (const noticeName of hidden) await expect(page.getByText(noticeName)).toHaveCount(0);

      const classes = page.getByTestId('child-class');
      await expect(classes).toHaveCount(3);
      await expect(classes.first().getByTestId('age-group')).toHaveCount(3);
      // The discounted term: regular price struck through, and said in words for screen readers.
      const discounted = classes.first().getByTestId('class-price');
      await expect(discounted.locator('del')).toHaveCount(1);
      await expect(discounted.locator('.visually-hidden')).toContainText(
        t.discountedPrice.split('{{')[0]!.trim(),
      );
      // The camp is full in every age group.
      await expect(classes.nth(2).getByRole('heading', { level: 3 })).toContainText(t.fullyBooked);
      await expect(classes.first().getByRole('heading', { level: 3 })).not.toContainText(t.fullyBooked);

      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('the play centre sells the visit', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('se/sv without scripts: the photo above the fold, the main actions as links, rows a thumb can hit', async ({
    page,
  }) => {
    const host = endpointsFor('development', 'se').host;
    const t = messages.sv.playground;
    await page.goto(`${host}${playgroundPath('sv', featuredPlaygroundSlug('se'))}`);
    const photo = page.locator('img.playground__photo');
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const box = (await photo.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);

    const tiles = page.getByTestId('playground-actions').getByRole('link');
    await expect(tiles).toHaveText([
      messages.sv.sidebar.tickets,
      messages.sv.sidebar.party,
      t.classes,
      t.actions.shop,
    ]);
    const destinations = externalDestinations(endpointsFor('development', 'se'), 'sv');
    await expect(tiles.nth(0)).toHaveAttribute('href', destinations.bookEntrance);
    await expect(tiles.nth(1)).toHaveAttribute('href', destinations.party);
    // The in-page tiles lead to their sections, and all four sit above the fold.
    for (const [index, section] of [
      [2, t.classes],
      [3, messages.sv.shop.section.heading],
    ] as const) {
      const target = (await tiles.nth(index).getAttribute('href'))!;
      await expect(page.locator(`${target}`)).toHaveText(section);
    }
    for (const tile of await tiles.all()) {
      const tileBox = (await tile.boundingBox())!;
      expect(tileBox.y + tileBox.height).toBeLessThanOrEqual(844);
      expect(tileBox.height).toBeGreaterThanOrEqual(44);
    }
    // Address (directions) and phone (call): whole rows, at least 44 px tall.
    for (const name of [new RegExp(t.directions), new RegExp(t.call)]) {
      const row = page.getByRole('link', { name });
      expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('language buttons', () => {
  const host = endpointsFor('development', 'fi').host;
  const slug = featuredPlaygroundSlug('fi');

  test('lead to the same play centre in the other language, with the query', async ({ page, context }) => {
    // The consent panel covers the foot of a phone's screen until it is answered.
    await withAnsweredConsent(context);
    await page.goto(`${host}${playgroundPath('fi', slug)}?origin=PartyBooking`);
    await expect(page.getByTestId('playground')).toBeVisible();
    const english = page
      .getByRole('navigation', { name: messages.fi.footer.language })
      .getByRole('link', { name: 'English' });
    await english.click();
    await expect(page).toHaveURL(`${host}${playgroundPath('en', slug)}?origin=PartyBooking`);
    await expect(page.getByTestId('playground')).toBeVisible();
  });

  test('lead to the same booking in the other language', async ({ page }) => {
    const path = childClassBookingPath('fi', slug, '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e');
    await page.goto(`${host}${path}`);
    const english = page
      .getByRole('navigation', { name: messages.fi.footer.language })
      .getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute(
      'href',
      childClassBookingPath('en', slug, '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e'),
    );
  });
});

test.describe('unknown addresses', () => {
  test.use({ allowedConsoleError: /unable to locate playground/ });

  for (const { code, language, host } of countryLanguagePairs.filter(
    (pair) => pair.code === 'se' || pair.code === 'fi',
  )) {
    test(`${code}/${language}: an unknown play centre shows the translated not-found view`, async ({
      page,
    }) => {
      await page.goto(`${host}${playgroundPath(language, 'no-such-play-centre')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[language].notFound.heading);
      await expect(page).toHaveTitle(new RegExp(messages[language].notFound.title));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  test('a play centre of another country is unknown here', async ({ page }) => {
    const { host } = countryLanguagePairs.find((pair) => pair.code === 'se')!;
    await page.goto(`${host}${playgroundPath('sv', featuredPlaygroundSlug('no'))}`);
    await expect(page.getByTestId('playground-not-found')).toBeVisible();
  });

  test('a mistyped address answers 404, and its page leads to every play centre', async ({ page }) => {
    const { host } = countryLanguagePairs.find((pair) => pair.code === 'se')!;
    const response = await page.goto(`${host}${playgroundPath('sv', 'barkarby')}/more`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.sv.notFound.heading);
    await page.getByRole('link', { name: messages.sv.playground.finder.all }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.sv.playground.finder.heading);
  });
});

test.describe('a failed call', () => {
  test.use({ allowedConsoleError: /status of 500|could not be loaded/ });

  test('keeps what the build showed in its part and says from when, while the rest is live', async ({
    page,
  }) => {
    const { host } = countryLanguagePairs.find((pair) => pair.code === 'no')!;
    // A play centre no other browser test opens, so this fault reaches this page only.
    const playground = seededPlayground('no', 'sandvika');
    await addMainApiFault({
      path: `/api/child-class/by-playground/${playground.guid}`,
      kind: 'status',
      status: 500,
      times: 1,
    });
    const failed = page.waitForResponse((response) =>
      response.url().includes(`/api/child-class/by-playground/${playground.guid}`),
    );
    await page.goto(`${host}${playgroundPath('nb', 'sandvika')}`);
    expect((await failed).status()).toBe(500);
    const t = messages.nb.playground;
    const classes = page.getByRole('region', { name: t.classes });
    await expect(classes.getByRole('status')).toContainText(t.notUpdated.split('{{date}}')[0]!.trim());
    await expect(classes.getByTestId('child-class')).not.toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(playground.name ?? '');
    await expect(page.getByTestId('opening-hours').getByRole('row')).toHaveCount(7);
    await expect(page.getByTestId('playground-notice')).not.toHaveCount(0);
    await expect(page.locator('.playground .notice--error')).toHaveCount(0);
  });
});

test.describe('a live answer that matches the build', () => {
  test('leaves the prerendered page as it is: no island code, no React', async ({ page, context }) => {
    // Consent answered: the cookie panel is an island of its own.
    await withAnsweredConsent(context);
    const { host } = countryLanguagePairs.find((pair) => pair.code === 'se')!;
    // A play centre whose data no test changes (booking tests fill classes elsewhere).
    const playground = seededPlayground('se', 'malmo-svagertorp');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const classes = page.waitForResponse((response) =>
      response.url().includes(`/api/child-class/by-playground/${playground.guid}`),
    );
    await page.goto(`${host}${playgroundPath('sv', 'malmo-svagertorp')}`);
    expect((await classes).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    // A page built on another day than today in Stockholm has another week: it is drawn.
    const builtAt = await page.getByTestId('playground').getAttribute('data-built-at');
    const stockholmDay = (instant: Date) =>
      instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
    test.skip(stockholmDay(new Date(builtAt ?? 0)) !== stockholmDay(new Date()), 'built on another day');
    expect(scripts.filter((url) => /PlaygroundPage|react/.test(url))).toEqual([]);
    await expect(page.locator('[data-island="PlaygroundPage"]')).not.toHaveAttribute('data-hydrated');
    await expect(page.getByTestId('child-class')).not.toHaveCount(0);
  });
});

test.describe('recently visited play centres', () => {
  const { host } = countryLanguagePairs.find((pair) => pair.code === 'se')!;
  const t = messages.sv;

  async function openSidebar(page: Page) {
    await page.getByRole('button', { name: t.shell.openMenu }).click();
    return page.getByRole('dialog', { name: t.sidebar.title });
  }

  test('the sidebar lists at most four, newest first, without duplicates, on every page', async ({
    page,
  }) => {
    const visits = [
      'barkarby',
      'kungens-kurva',
      'molndal',
      'malmo-svagertorp',
      'uppsala-bolanderna',
      'molndal',
    ];
    for (const slug of visits) {
      await page.goto(`${host}${playgroundPath('sv', slug)}`);
      const playground = seededPlayground('se', slug);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        playground.translatednames?.['sv'] ?? playground.name ?? '',
      );
      // The name is in the prerendered HTML; the visit is recorded by the page's script, which
      // runs after paint (and wakes no island while the live answer matches the HTML).
      await expect
        .poll(() =>
          page.evaluate(
            (key) => Object.entries(localStorage).find(([stored]) => stored.endsWith(key))?.[1] ?? '',
            visitedPlaygroundsKey,
          ),
        )
        .toMatch(new RegExp(`^[^\\[]*\\[\\{"slug":"${slug}"`));
    }
    await page.goto(`${host}${pagePath('error', 'sv')}`);
    await page.getByRole('button', { name: t.consent.necessaryOnly }).click();
    const sidebar = await openSidebar(page);
    const list = sidebar.getByTestId('recently-visited');
    await expect(list.getByRole('heading')).toHaveText(t.playground.recentlyVisited);
    const links = list.getByRole('link');
    await expect(links).toHaveText([
      'Play Centre Mölndal',
      'Play Centre Uppsala Boländerna',
      'Play Centre Malmö Svågertorp',
      'Play Centre Kungens Kurva',
    ]);
    await expect(links.first()).toHaveAttribute('href', playgroundPath('sv', 'molndal'));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a first visit shows no list and loads none of its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${host}${pagePath('error', 'sv')}`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /RecentlyVisited|appStorage|versionedStorage/.test(url))).toEqual([]);
    await page.getByRole('button', { name: t.consent.necessaryOnly }).click();
    const sidebar = await openSidebar(page);
    await expect(sidebar.getByRole('link').first()).toBeVisible();
    await expect(sidebar.getByTestId('recently-visited')).toHaveCount(0);
    await expect(sidebar.getByText(t.playground.recentlyVisited)).toHaveCount(0);
  });
});

test.describe('the play-centre finder', () => {
  test('se/sv: filters by name or town as the parent types, says how many, and passes axe', async ({
    page,
    context,
  }) => {
    await withAnsweredConsent(context);
    const t = messages.sv.playground.finder;
    const host = endpointsFor('development', 'se').host;
    await page.goto(`${host}${pagePath('playgroundFinder', 'sv')}`);
    const entries = page.locator('[data-finder-entry]');
    const all = await entries.count();
    expect(all).toBeGreaterThan(2);
    const search = page.getByRole('searchbox', { name: t.filterLabel });
    await expect(search).toBeVisible();
    // Without its accents, as a parent types on a phone; the town counts as much as the name.
    await search.fill('malmo');
    await expect(entries.filter({ visible: true })).toHaveCount(1);
    await expect(entries.filter({ visible: true })).toContainText('Malmö');
    await expect(page.getByRole('status').filter({ hasText: '1 lekland' })).toBeVisible();
    await search.fill('jarfalla');
    await expect(entries.filter({ visible: true })).toContainText('Barkarby');
    await search.fill('ingenstans');
    await expect(entries.filter({ visible: true })).toHaveCount(0);
    await expect(page.getByText(t.none)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
    await search.fill('');
    await expect(entries.filter({ visible: true })).toHaveCount(all);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    // No call to any service while filtering: the list is the page's.
  });

  test('se/sv: the play centre page and the menu lead to it', async ({ page, context }) => {
    await withAnsweredConsent(context);
    const host = endpointsFor('development', 'se').host;
    const t = messages.sv.playground.finder;
    await page.goto(`${host}${playgroundPath('sv', featuredPlaygroundSlug('se'))}`);
    const finder = pagePath('playgroundFinder', 'sv');
    await expect(page.getByRole('main').getByRole('link', { name: t.all })).toHaveAttribute('href', finder);
    // The menu is closed: its link is there all the same.
    await expect(page.locator(`#sidebar a[href="${finder}"]`)).toHaveText(t.all);
  });
});
