import type { Page } from '@playwright/test';
import { endpointsFor } from '../../src/config/environments.ts';
import { pagePath } from '../../src/config/routes.ts';
import { shopArticlePath } from '../../src/config/shopRoutes.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { bookingUrl, seededClass } from './support/booking.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { featuredPlaygroundSlug } from '../stand-ins/seed/countries.ts';
import { articleIdFor } from '../stand-ins/seed/shop.ts';
import { shopSeeds } from '../stand-ins/seed/shopSeeds.ts';
import { layoutShiftOf, recordLayoutShift } from '../support/layoutShift.ts';

/**
 * The pages a parent reaches from a play centre's page answer at first paint even when the main
 * API is slow: the build drew the article and the class, so they are there at once, and the
 * page says it is checking them; the booking form takes what is typed before its script came.
 */
const sweden = endpointsFor('development', 'se');
const slowMs = 10_000;

test.beforeEach(({ context }) => withAnsweredConsent(context));

/** Every call to the main API answers 10 s late, as a main API under load would. */
async function slowMainApi(page: Page): Promise<() => Promise<void>> {
  const pattern = `${sweden.mainApi}/**`;
  await page.route(pattern, async (route) => {
    await new Promise((done) => setTimeout(done, slowMs));
    await route.continue().catch(() => {});
  });
  return () => page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Warnings that React drew a prerendered view again because its markup differed. */
function redraws(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/markup differed/.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** A bookable age group of the featured play centre's seeded class. */
async function bookableGroup() {
  const slug = featuredPlaygroundSlug('se');
  const childClass = await seededClass('se', slug, 'SportKidz');
  const group = childClass.ageGroups?.find((candidate) => candidate.fullyBooked !== true);
  if (!group) throw new Error('No bookable age group seeded');
  return { childClass, address: bookingUrl('se', 'sv', slug, group.id) };
}

/** Holds the page's scripts (a slow phone) until the returned function lets them come. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(`${sweden.host}/_astro/**`, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

test('se/sv, the main API 10 s slow: a gift card is on screen at once and the page says it is checking for changes', async ({
  page,
}) => {
  const seed = shopSeeds.se;
  const name = seed.giftCardName(seed.money(300));
  const texts = messages.sv.shop.article;
  const redrawn = redraws(page);
  const fast = await slowMainApi(page);
  await recordLayoutShift(page);
  const started = Date.now();
  // Not waiting for `load`: the article's picture is the main API's too, and comes late.
  await page.goto(
    `${sweden.host}${shopArticlePath('sv', featuredPlaygroundSlug('se'), 'gift-card', articleIdFor('gift-card', 'se', name))}`,
    { waitUntil: 'domcontentloaded' },
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('article-price')).toContainText('300');
  await expect(page.getByTestId('live-check')).toHaveText(texts.checking);
  // Long before the main API's first answer.
  expect(Date.now() - started).toBeLessThan(slowMs / 2);
  await expect(page.getByTestId('shop-sign-in').getByRole('link', { name: texts.signIn })).toBeVisible();
  expect(await layoutShiftOf(page)).toBe(0);
  expect(redrawn).toEqual([]);
  await fast();
});

test('se/sv, the main API 10 s slow: a class to book is on screen at once, and what is typed before the script comes is kept', async ({
  page,
}) => {
  const { childClass, address } = await bookableGroup();
  const texts = messages.sv.childClassBooking;
  const redrawn = redraws(page);
  const fast = await slowMainApi(page);
  // The page's scripts come late too (a slow phone), so the parent types into the build's form.
  const releaseScripts = await holdScripts(page);
  const started = Date.now();
  await page.goto(address, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('booking-summary')).toContainText(childClass.name ?? '');
  const firstName = page.getByLabel(texts.parent.firstName, { exact: true });
  await firstName.fill('Astrid');
  expect(Date.now() - started).toBeLessThan(slowMs / 2);
  releaseScripts();

  await expect(page.locator('#booking-root[data-hydrated]')).toHaveCount(1);
  await expect(page.getByTestId('live-check')).toHaveText(texts.checking);
  await expect(firstName).toHaveValue('Astrid');
  // The form's own check knows the name typed before the script: it asks for the rest only.
  await page.getByTestId('booking-submit').click();
  await expect(page.getByLabel(texts.parent.lastName, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  expect(redrawn).toEqual([]);
  await fast();
});

test('se/sv: leaving a prerendered booking for sign-in before its script came keeps what was typed', async ({
  page,
}) => {
  const { address } = await bookableGroup();
  const texts = messages.sv.childClassBooking;
  const releaseScripts = await holdScripts(page);
  await page.goto(address, { waitUntil: 'domcontentloaded' });
  await page.getByLabel(texts.child.firstName, { exact: true }).fill('Vera');
  // The tap on "sign in" waits for the script, which takes what was typed first.
  await page.getByTestId('booking-account').getByRole('link', { name: texts.signIn }).click();
  releaseScripts();
  await page.waitForURL((url) => url.pathname === pagePath('signIn', 'sv'));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(address);
  await expect(page.getByLabel(texts.child.firstName, { exact: true })).toHaveValue('Vera');
});
