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

// One editor and one copy for the file's tests, which read what the one before saved.
test.describe.configure({ mode: 'serial' });

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

/** Signs in to the local backend (one button, no account) and opens Sweden's links. */
async function openSweden(page: Page): Promise<void> {
  await page.goto(editor.url);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: /Sverige/ }).click();
  await expect(page.getByLabel('Frågor och svar')).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

const swedishFile = () => join(copy, contentLinksFolder, countryLinksFileName('se'));

test('a Swedish FAQ link changed in the editor is saved in the file, which the build accepts', async ({
  page,
}) => {
  const newAddress = 'https://www.playcentre.se/vanliga-fragor';
  await openSweden(page);
  await page.getByLabel('Frågor och svar').fill(newAddress);
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();

  const text = readFileSync(swedishFile(), 'utf8');
  const links = parseCountryLinks('se', text, swedishFile());
  expect(links.sv?.faq).toBe(newAddress);
  // Everything else stays as it was.
  const before = parseCountryLinks('se', readFileSync(join(contentLinksDir, 'se.json'), 'utf8'), 'se.json');
  expect({ ...links, sv: { ...links.sv, faq: before.sv?.faq } }).toEqual(before);
});

test('an http:// address is refused with a message in the language of the field', async ({ page }) => {
  await openSweden(page);
  const saved = readFileSync(swedishFile(), 'utf8');
  await page.getByLabel('Frågor och svar').fill('http://www.playcentre.se/fragor-och-svar');
  await publish(page);
  await expect(page.getByText('måste vara en hel adress som börjar med https://')).toBeVisible();
  expect(readFileSync(swedishFile(), 'utf8')).toBe(saved);
});

test('English has no bistro link, Swedish has one', async ({ page }) => {
  await openSweden(page);
  await expect(page.getByLabel('Beställ mat (bistro)')).toBeVisible();
  await expect(page.getByLabel('Terms and conditions')).toBeVisible();
  await expect(page.getByLabel('Order food (bistro)')).toHaveCount(0);
  await expect(page.getByLabel('Frequently asked questions')).toHaveCount(0);
});
