import type { Page } from '@playwright/test';

/** Every key and value in this origin's local and session storage, as one text to search. */
export function storedValues(page: Page): Promise<string> {
  return page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key) ?? ''}`))
      .join('\n'),
  );
}
