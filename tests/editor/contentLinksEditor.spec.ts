import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseCountryLinks } from '../../src/config/contentLinks.ts';
import {
  contentLinksDir,
  contentLinksFolder,
  countryLinksFileName,
} from '../../src/config/contentLinksFile.ts';
import { startEditor, type RunningEditor } from '../../scripts/lib/editorServer.ts';

/**
 * The content editor as marketing uses it: the real Decap CMS on its local backend, driven
 * through its own page. decap-server edits a temporary copy of the content-link files, so the
 * committed ones are never touched, whatever a test does or however it ends.
 */

let editor: RunningEditor;
let copy: string;

test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'content-editor-'));
  cpSync(contentLinksDir, join(copy, contentLinksFolder), { recursive: true });
  editor = await startEditor({ port: 0, repoDir: copy });
});

test.afterAll(async () => {
  await editor?.stop();
  rmSync(copy, { recursive: true, force: true });
});

/**
 * Opens Sweden's links as they are on disk now, signing in to the local backend (one button, no
 * account) when the editor asks; after the first time it remembers the sign-in.
 */
async function openSweden(page: Page): Promise<void> {
  await page.goto(`${editor.url}#/collections/content-links/entries/se`);
  const login = page.getByRole('button', { name: 'Login' });
  const faq = page.getByLabel('Frågor och svar', { exact: true });
  await expect(login.or(faq)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(faq).toBeVisible();
}

/** Types an address and checks the field holds it, so a fill a redraw undid fails here. */
async function typeAddress(page: Page, label: string, address: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(address);
  await expect(field).toHaveValue(address);
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

const swedishFile = () => join(copy, contentLinksFolder, countryLinksFileName('se'));

// One test in steps, on one page: Decap's bundle (5 MB) is downloaded and signed in to once.
test('marketing changes a Swedish link in the editor; it refuses http and offers English no bistro', async ({
  page,
}) => {
  // The editor runs under the deployed editor's policy (editor/_headers): nothing it needs may be refused.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await openSweden(page);

  await test.step('a changed FAQ link is saved in the file, which the build accepts', async () => {
    const newAddress = 'https://www.playcentre.se/vanliga-fragor';
    await typeAddress(page, 'Frågor och svar', newAddress);
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();

    const links = parseCountryLinks('se', readFileSync(swedishFile(), 'utf8'), swedishFile());
    expect(links.sv?.faq).toBe(newAddress);
    // Everything else stays as it was.
    const before = parseCountryLinks('se', readFileSync(join(contentLinksDir, 'se.json'), 'utf8'), 'se.json');
    expect({ ...links, sv: { ...links.sv, faq: before.sv?.faq } }).toEqual(before);
  });

  await test.step('an http:// address is refused with a message in the language of the field', async () => {
    // Afresh from the file (Decap's bundle comes from the browser's cache).
    await page.reload();
    await openSweden(page);
    const saved = readFileSync(swedishFile(), 'utf8');
    await typeAddress(page, 'Frågor och svar', 'http://www.playcentre.se/fragor-och-svar');
    await publish(page);
    await expect(page.getByText('måste vara en hel adress som börjar med https://')).toBeVisible();
    expect(readFileSync(swedishFile(), 'utf8')).toBe(saved);
  });

  await test.step('English has no bistro link (nor FAQ), Swedish has one', async () => {
    await expect(page.getByLabel('Beställ mat (bistro)')).toBeVisible();
    await expect(page.getByLabel('Terms and conditions')).toBeVisible();
    await expect(page.getByLabel('Order food (bistro)')).toHaveCount(0);
    await expect(page.getByLabel('Frequently asked questions')).toHaveCount(0);
  });
  expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
});
