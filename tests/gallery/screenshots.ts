/**
 * `npm run screenshots`: a gallery of every page type a visitor can open, to look at before a
 * change to the look is called done. For one country and language of each kind (se/sv, de/de,
 * fi/fi), each page at a phone's 390×844 and a laptop's 1280×800, in Chromium (the whole page)
 * and in WebKitGTK where it is installed (the window), with the consent question answered so the
 * page itself shows. Writes PNGs and an index page to `.gallery/{name}/` (not in git; name from
 * `GALLERY_NAME`, default the time), and prints where.
 *   GALLERY_PAGES=playground,shopArticle   only these page types
 *   GALLERY_PLACES=se/sv                   only these places
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { requireDevelopmentBuild } from '../../scripts/lib/builtTarget.ts';
import { siteUrl, startSites } from '../../scripts/lib/sites.ts';
import type { CountryCode } from '../../src/config/countries.ts';
import type { Language } from '../../src/config/languages.ts';
import { consentBackendKey, necessaryOnly } from '../../src/lib/shell/consent.ts';
import { launchBenchChromium } from '../bench/benchSetup.ts';
import { benchAddress, firstVisitPages } from '../bench/pageAddresses.ts';
import { storedEntry } from '../e2e/support/consent.ts';
import { bookedPlaceEntry } from './bookedPlace.ts';
import { launchWebKit } from '../engines/webkit/webkit.ts';
import { ensureStandIns } from '../stand-ins/ensure.ts';

const only = (name: string) => process.env[name]?.split(',').map((value) => value.trim());
const allPlaces = [
  { country: 'se', language: 'sv' },
  { country: 'de', language: 'de' },
  { country: 'fi', language: 'fi' },
] as const satisfies readonly { country: CountryCode; language: Language }[];
const places = allPlaces.filter(
  (place) => only('GALLERY_PLACES')?.includes(`${place.country}/${place.language}`) ?? true,
);
const pages = firstVisitPages.filter((page) => only('GALLERY_PAGES')?.includes(page) ?? true);
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

const name = process.env['GALLERY_NAME'] ?? new Date().toISOString().slice(0, 16).replace(':', '');
const folder = resolve('.gallery', name);
mkdirSync(folder, { recursive: true });

interface Shot {
  page: string;
  place: string;
  engine: string;
  size: string;
  file: string;
}
const shots: Shot[] = [];
const consent = [consentBackendKey, storedEntry(necessaryOnly)] as const;

/**
 * Each page's address for the place: confirmations are made fresh (a link works once). A booking
 * confirmation comes with what its tab keeps of the booking, so it shows what a parent sees.
 */
async function addresses(country: CountryCode, language: Language) {
  const list: { page: string; url: string; tabEntry?: readonly [string, string] }[] = [];
  for (const page of pages) {
    const url = `${siteUrl(country)}${await benchAddress(page, language, country, true)}`;
    const orderReference = new URL(url).searchParams.get('orderReference');
    const tabEntry =
      page === 'childClassBookingConfirmation' && orderReference
        ? await bookedPlaceEntry(country, language, orderReference)
        : undefined;
    list.push({ page, url, ...(tabEntry && { tabEntry }) });
  }
  return list;
}

/**
 * A whole-page shot draws only the pictures that have loaded: lazy ones below the fold are asked
 * for once scrolled near, so the page is scrolled through first, then back to its top.
 */
async function drawLazyPictures(): Promise<void> {
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
    scrollTo(0, y);
    await new Promise((done) => setTimeout(done, 60));
  }
  scrollTo(0, 0);
  const drawn = Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  await Promise.race([drawn, new Promise((done) => setTimeout(done, 3000))]);
}

/** Writes a tab-storage entry in the page, so its next showing in this tab reads it. */
const intoTab = ([key, value]: readonly [string, string]) => sessionStorage.setItem(key, value);

async function inChromium(browser: Browser): Promise<void> {
  for (const { country, language } of places) {
    for (const size of sizes) {
      const context = await browser.newContext({
        ignoreHTTPSErrors: true,
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
      });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), consent);
      const tab = await context.newPage();
      for (const { page, url, tabEntry } of await addresses(country, language)) {
        if (tabEntry) {
          await tab.goto(url).catch(() => undefined);
          await tab.evaluate(intoTab, tabEntry);
        }
        await tab.goto(url, { waitUntil: 'networkidle' }).catch(() => undefined);
        await tab.evaluate(drawLazyPictures).catch(() => undefined);
        const file = `${page}-${country}-${language}-chromium-${size.name}.png`;
        await tab.screenshot({ path: join(folder, file), fullPage: true });
        shots.push({ page, place: `${country}/${language}`, engine: 'Chromium', size: size.name, file });
      }
      await context.close();
    }
  }
}

async function inWebKit(): Promise<void> {
  for (const size of sizes) {
    process.env['ENGINE_VIEWPORT'] = `${size.width}x${size.height}`;
    const engine = await launchWebKit();
    try {
      for (const { country, language } of places) {
        const tab = await engine.open();
        let answered = false;
        for (const { page, url, tabEntry } of await addresses(country, language)) {
          if (tabEntry) {
            await tab.goto(url);
            await tab.run(intoTab, tabEntry);
          }
          await tab.goto(url);
          if (!answered) {
            // A fresh profile: the consent question is answered once, then the page is shown again.
            await tab.run(([key, value]) => localStorage.setItem(key, value), consent);
            answered = true;
            await tab.goto(url);
          }
          await new Promise((done) => setTimeout(done, 1500));
          const file = `${page}-${country}-${language}-webkit-${size.name}.png`;
          writeFileSync(join(folder, file), await tab.screenshot());
          shots.push({ page, place: `${country}/${language}`, engine: 'WebKitGTK', size: size.name, file });
        }
        await tab.close();
      }
    } finally {
      await engine.close();
    }
  }
}

function indexPage(): string {
  const rows = pages
    .map((page) => {
      const cells = shots
        .filter((shot) => shot.page === page)
        .map(
          (shot) =>
            `<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt=""></a>` +
            `<figcaption>${shot.place} · ${shot.engine} · ${shot.size}</figcaption></figure>`,
        )
        .join('');
      return `<section><h2>${page}</h2><div class="row">${cells}</div></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Gallery ${name}</title>
<style>body{font:14px system-ui;margin:1rem}.row{display:flex;gap:1rem;overflow-x:auto;align-items:flex-start}
figure{margin:0}img{width:200px;border:1px solid #ccc}figcaption{font-size:12px}</style>
<h1>Gallery ${name}</h1>${rows}</html>`;
}

requireDevelopmentBuild();
const standIns = await ensureStandIns();
const sites = await startSites(places.map((place) => place.country));
try {
  const browser = await launchBenchChromium();
  try {
    await inChromium(browser);
  } finally {
    await browser.close();
  }
  try {
    await inWebKit();
  } catch (error) {
    console.warn(`WebKitGTK not used: ${String(error)}`);
  }
  writeFileSync(join(folder, 'index.html'), indexPage());
  console.log(`${shots.length} screenshots in ${folder}/index.html`);
} finally {
  await sites.stop();
  await standIns.stop();
}
