import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { knownFalseErrors, type CodeSnifferError } from './codeSnifferFalseErrors.ts';

/**
 * The suite's second rule engine, beside axe: HTML_CodeSniffer's WCAG 2.x AA standard, which
 * tests some success criteria by other techniques than axe (its review of this product found
 * seven real failures axe cannot see). Only its errors count; its warnings and notices ask a
 * person to judge. Each error it reports wrongly for this product is named, with the reason, in
 * `codeSnifferFalseErrors.ts`; anything else fails the test.
 */
const source = readFileSync(fileURLToPath(import.meta.resolve('html_codesniffer/build/HTMLCS.js')), 'utf8');

/**
 * Messages its English table lacks (2.5.1): without them it stops at the first field whose
 * `autocomplete` it questions, and reports nothing at all.
 */
const missingMessages = Object.fromEntries(
  ['Text', 'Multiline', 'Password', 'Url', 'Telephone', 'Numeric', 'Month', 'Date'].map((kind) => [
    `1_3_5_H98.InvalidAutoComplete_${kind}`,
    `Autocomplete value "{{x}}" is not for a ${kind.toLowerCase()} field.`,
  ]),
);

declare global {
  interface Window {
    translation?: Record<string, Record<string, string>>;
    HTMLCS?: {
      process(
        standard: string,
        content: Document,
        done: () => void,
        failed: () => void,
        language: string,
      ): void;
      getMessages(): { type: number; code: string; element: Element }[];
    };
  }
}

/** HTML_CodeSniffer's errors on the page as it is now, minus the named false ones. */
export async function codeSnifferErrors(page: Page): Promise<CodeSnifferError[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) {
    await page.evaluate(source);
    await page.evaluate((missing) => Object.assign(window.translation!['en']!, missing), missingMessages);
  }
  const errors = await page.evaluate(async () => {
    // A short CSS path to an element, to name it in a failure (`main > form > input#email`).
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
        parts.unshift(node.localName + (node.id ? `#${node.id}` : ''));
        if (node.id) break;
      }
      return parts.join(' > ');
    };
    await new Promise<void>((done, failed) =>
      // Its messages in English (without a language it finds no text for some and stops).
      window.HTMLCS!.process('WCAG2AA', document, done, () => failed(new Error('HTMLCS failed')), 'en'),
    );
    // Type 1 is an error (2 a warning, 3 a notice).
    return window
      .HTMLCS!.getMessages()
      .filter((message) => message.type === 1)
      .map((message) => ({
        code: message.code,
        element: message.element.nodeType === 1 ? path(message.element) : '#document',
        html: message.element.nodeType === 1 ? message.element.outerHTML.slice(0, 160) : '',
        // Drawn on the page at all (not in a `hidden`, undisplayed or invisible part).
        rendered:
          message.element.nodeType === 1
            ? message.element.checkVisibility({ visibilityProperty: true })
            : true,
      }));
  });
  return errors.filter((error) => !knownFalseErrors.some((known) => known.matches(error)));
}
