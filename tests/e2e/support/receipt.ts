import type { Page } from '@playwright/test';

/**
 * The pages of a PDF: its page objects (`/Type /Page`), not the page tree (`/Type /Pages`).
 * Chromium writes each object's dictionary as plain text (only the content streams are
 * compressed), so counting them needs no PDF parser.
 */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

/**
 * The order page as it prints: the text a printout shows (the page's visible text under print
 * media, since a PDF's text is compressed) and the pages of Chromium's A4 PDF of it.
 */
export async function printed(page: Page): Promise<{ text: string; pages: number; shell: boolean }> {
  await page.emulateMedia({ media: 'print' });
  try {
    const text = await page.locator('body').innerText();
    const shell = await page
      .locator('body > header, .sidebar[open], footer.footer, [data-testid="receipt-print"]')
      .evaluateAll((elements) => elements.some((element) => (element as HTMLElement).offsetParent !== null));
    const pdf = await page.pdf({ format: 'A4' });
    return { text, pages: pdfPageCount(pdf), shell };
  } finally {
    await page.emulateMedia({ media: null });
  }
}
