import { expect, type Page } from '@playwright/test';

/**
 * A small stoplist of English words and phrases that no Swedish, German or Finnish page of ours
 * should show: where one appears, a service's message or a text of ours reached the parent
 * untranslated. Whole words only, without case.
 */
export const englishStoplist = [
  'the',
  'must',
  'cannot',
  "can't",
  'could not',
  'was sent',
  'please',
  'your',
  'you',
  'failed',
  'invalid',
  'required',
  'not found',
  'try again',
  'error',
] as const;

/** The stoplist's words and phrases found in a text. */
export function englishIn(text: string): string[] {
  return englishStoplist.filter((phrase) =>
    new RegExp(`(?<![\\p{L}'])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}'])`, 'iu').test(
      text,
    ),
  );
}

/**
 * What a parent can read on the page now: the rendered text of the body (what is hidden is
 * not in it), the title and the fields' placeholders. A `<q>` is left out: it is where a form
 * quotes a service's own words beside our sentence, on purpose, for a code we do not know.
 */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const quotes = [...document.querySelectorAll('q')];
    const saved = quotes.map((quote) => quote.textContent);
    for (const quote of quotes) quote.textContent = '';
    const body = document.body.innerText;
    quotes.forEach((quote, index) => (quote.textContent = saved[index] ?? ''));
    const placeholders = [...document.querySelectorAll<HTMLInputElement>('[placeholder]')].map(
      (field) => field.placeholder,
    );
    return [document.title, body, ...placeholders].join('\n');
  });
}

/** Fails with the lines that hold English, naming the state of the page it was in. */
export async function expectNoEnglish(page: Page, state: string): Promise<void> {
  const lines = (await visibleText(page))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => englishIn(line).length > 0);
  expect(lines, `English on ${state} (${page.url()})`).toEqual([]);
}
