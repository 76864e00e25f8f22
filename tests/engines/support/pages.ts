import { expect } from '@playwright/test';
import type { CountryCode } from '../../../src/config/countries.ts';
import { endpointsFor } from '../../../src/config/environments.ts';
import type { Language } from '../../../src/config/languages.ts';
import { pagePath, type PageId } from '../../../src/config/routes.ts';
import { messages } from '../../../src/i18n/index.ts';
import type { Tab } from '../engine.ts';

/** A country's site and one of its languages. */
export interface Place {
  country: CountryCode;
  language: Language;
}

export const siteHost = ({ country }: Place) => endpointsFor('development', country).host;
export const pageUrl = (place: Place, page: PageId) => `${siteHost(place)}${pagePath(page, place.language)}`;

/** A one-off mark for an element found in the page, so the engine's own click reaches it by CSS. */
function newMark(): { token: string; selector: string } {
  const token = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return { token, selector: `[data-engine-target="${token}"]` };
}

/** Waits until `fn`, run in the page, gives `expected` (deep equality), or fails saying what it saw. */
export async function until<Args extends unknown[], Result>(
  tab: Tab,
  what: string,
  expected: Result,
  fn: (...args: Args) => Result,
  ...args: Args
): Promise<void> {
  await expect.poll(() => tab.run(fn, ...args), { message: what, timeout: 15_000 }).toEqual(expected);
}

/** Waits until no transition or animation runs (a dialog slides in before it can be tapped). */
export function untilStill(tab: Tab): Promise<void> {
  return until(tab, 'no animation running', true, () =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Whether the `<dialog>` of that id is open and done moving in. */
export async function untilDialog(tab: Tab, id: string, open: boolean): Promise<void> {
  await until(
    tab,
    `#${id} ${open ? 'open' : 'closed'}`,
    open,
    (dialogId: string) => {
      return (document.getElementById(dialogId) as HTMLDialogElement).open;
    },
    id,
  );
  await untilStill(tab);
}

/** The text of the page's shown level-1 heading (a page may hold one per view, the others hidden). */
export function heading(tab: Tab): Promise<string | null> {
  return tab.run(
    () =>
      [...document.querySelectorAll<HTMLElement>('h1')]
        .find((h1) => h1.getClientRects().length > 0)
        ?.innerText.trim() ?? null,
  );
}

/** Loads the page and waits for the shell's script to have bound its buttons. */
export async function visit(tab: Tab, url: string): Promise<void> {
  await tab.goto(url);
  await until(tab, 'shell ready', 'ready', () => document.documentElement.getAttribute('data-shell'));
}

/** The visible texts of the page's error notices (spec §8). */
export function errorNotices(tab: Tab): Promise<string[]> {
  return tab.run(() =>
    [...document.querySelectorAll<HTMLElement>('[data-notices] .notice--error')].map(
      (notice) => notice.innerText,
    ),
  );
}

/** No error notice shows now, nor within the moment after (a late call's failure shows late). */
export async function expectNoErrorNotice(tab: Tab): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 750));
  expect(await errorNotices(tab), `error notices on ${await tab.url()}`).toEqual([]);
}

/** Answers the first-visit cookie question with "Necessary only", where it is asked. */
export async function answerConsent(tab: Tab, language: Language): Promise<void> {
  const open = await tab.run(
    () => (document.getElementById('consent') as HTMLDialogElement | null)?.open ?? false,
  );
  if (!open) return;
  await clickButton(tab, '#consent', messages[language].consent.necessaryOnly);
  await until(
    tab,
    'consent panel closed',
    false,
    () => (document.getElementById('consent') as HTMLDialogElement).open,
  );
}

/**
 * Clicks the button (or link) inside `scope` whose visible text is `name`, as a person picks
 * it by its words. It is marked for the moment, so the engine's own click finds it by CSS.
 * Gives back when the click was sent (epoch ms), for a test that times what follows it.
 */
export async function clickButton(tab: Tab, scope: string, name: string): Promise<number> {
  const mark = newMark();
  const found = await tab.run(
    (css: string, text: string, token: string) => {
      const candidates = [...document.querySelectorAll<HTMLElement>(`${css} button, ${css} a`)];
      const match = candidates.find(
        (element) =>
          element.innerText.replace(/\s+/g, ' ').trim() === text && element.getClientRects().length > 0,
      );
      match?.setAttribute('data-engine-target', token);
      return Boolean(match);
    },
    scope,
    name,
    mark.token,
  );
  if (!found) throw new Error(`No button or link "${name}" in ${scope} on ${await tab.url()}`);
  return clickWhenStill(tab, mark.selector);
}

/**
 * Clicks the element once it has stopped moving, and gives back when the click was sent: the
 * engine's click aims at the middle it measured a moment before, and a part of the page that
 * loads above the target (a play centre's classes above its shop) would otherwise move it from
 * under the pointer. A person waits for the page to settle; so does the test (at most 3 s, then
 * it clicks where the element is). The test looks from here, not with the page's timers: a tab
 * in the background gets them at most once a second.
 */
async function clickWhenStill(tab: Tab, selector: string): Promise<number> {
  const place = () =>
    tab.run((css: string) => {
      const box = document.querySelector(css)?.getBoundingClientRect();
      return box ? `${box.x},${box.y},${box.width},${box.height}` : '';
    }, selector);
  const giveUp = Date.now() + 3_000;
  let last = await place();
  for (let still = 0; still < 2 && Date.now() < giveUp;) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    const now = await place();
    still = now === last ? still + 1 : 0;
    last = now;
  }
  const sentAt = Date.now();
  await tab.click(selector);
  return sentAt;
}

/**
 * The form control whose label inside `scope` reads `label` (as a person finds a field), marked
 * for the moment so the engine can reach it by CSS; its selector.
 */
export async function field(tab: Tab, scope: string, label: string): Promise<string> {
  const mark = newMark();
  const found = await tab.run(
    (css: string, text: string, token: string) => {
      const labels = [...document.querySelectorAll<HTMLLabelElement>(`${css} label`)];
      const control = labels.find(
        (candidate) => candidate.innerText.replace(/\s+/g, ' ').trim() === text,
      )?.control;
      control?.setAttribute('data-engine-target', token);
      return Boolean(control);
    },
    scope,
    label,
    mark.token,
  );
  if (!found) throw new Error(`No field labelled "${label}" in ${scope} on ${await tab.url()}`);
  return mark.selector;
}

/** Clicks the first element the CSS selector finds that is shown (a hidden twin is skipped). */
export async function press(tab: Tab, selector: string): Promise<void> {
  const mark = newMark();
  const found = await tab.run(
    (css: string, token: string) => {
      const shown = [...document.querySelectorAll(css)].find(
        (element) => element.getClientRects().length > 0,
      );
      shown?.setAttribute('data-engine-target', token);
      return Boolean(shown);
    },
    selector,
    mark.token,
  );
  if (!found) throw new Error(`Nothing shown matches ${selector} on ${await tab.url()}`);
  await clickWhenStill(tab, mark.selector);
}

/** Types into the field labelled `label`, key by key. */
export async function typeInto(tab: Tab, scope: string, label: string, text: string): Promise<void> {
  await tab.type(await field(tab, scope, label), text);
}

/**
 * Sets a field as its picker does (a date input, a select): engines differ in how keys reach a
 * date picker, and a person picks there rather than types. React hears the native `input` event.
 */
export async function pick(tab: Tab, scope: string, label: string, value: string): Promise<void> {
  await tab.run(
    (selector: string, picked: string) => {
      const control = document.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
      const prototype =
        control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, picked);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    },
    await field(tab, scope, label),
    value,
  );
}

/** The element's visible text, or null where there is none. */
export function textOf(tab: Tab, selector: string): Promise<string | null> {
  return tab.run(
    (css: string) => document.querySelector<HTMLElement>(css)?.innerText.trim() ?? null,
    selector,
  );
}

/** The path of the tab's address. */
export async function pathOf(tab: Tab): Promise<string> {
  return new URL(await tab.url()).pathname;
}

/** Waits for the tab to be at `path` (the query aside). */
export async function untilAt(tab: Tab, path: string): Promise<void> {
  await expect.poll(() => pathOf(tab), { message: `at ${path}`, timeout: 15_000 }).toBe(path);
}
