import { expect } from '@playwright/test';
import { messages } from '../../../src/i18n/index.ts';
import { seededPassword } from '../../e2e/support/signIn.ts';
import type { Tab } from '../engine.ts';
import {
  answerConsent,
  clickButton,
  field,
  pageUrl,
  typeInto,
  until,
  untilAt,
  visit,
  type Place,
} from './pages.ts';

/** WebKit in Swedish on the Swedish site, Firefox in English on the German one. */
export const placeOf = (engine: string): Place =>
  engine === 'webkit' ? { country: 'se', language: 'sv' } : { country: 'de', language: 'en' };

const signInForm = 'form.sign-in-form';

/** What the page says of the session (`data-session` on `<html>`); run in the page. */
export const session = () => document.documentElement.getAttribute('data-session');

/**
 * On our sign-in page: the address (unless the page has it already) and Continue, until the
 * password is asked.
 */
export async function enterAddress(tab: Tab, place: Place, email: string): Promise<void> {
  const t = messages[place.language].signIn;
  await until(tab, 'sign-in form ready', true, () =>
    Boolean(document.querySelector('form[data-hold-submit][data-ready]')),
  );
  const address = await field(tab, signInForm, t.emailLabel);
  const typed = await tab.run(
    (selector: string) => document.querySelector<HTMLInputElement>(selector)!.value,
    address,
  );
  if (typed !== email) await tab.type(address, email);
  if (await tab.run(() => !document.querySelector('input[autocomplete="current-password"]'))) {
    await clickButton(tab, signInForm, t.continue);
  }
  await until(tab, 'password step', true, () =>
    Boolean(document.querySelector('input[autocomplete="current-password"]')),
  );
}

/** On our sign-in page: the address, Continue, the password, Sign in. */
export async function signIn(tab: Tab, place: Place, email: string, password: string): Promise<void> {
  const t = messages[place.language].signIn;
  await enterAddress(tab, place, email);
  await typeInto(tab, signInForm, t.passwordLabel, password);
  await clickButton(tab, signInForm, t.submit);
}

/** A link or button that leads to our sign-in page: the scope it is in and its visible words. */
export interface SignInLink {
  scope: string;
  name: string;
}

/** The footer's sign-in, on every page of the shell. */
export const footerSignIn = (place: Place): SignInLink => ({
  scope: 'footer',
  name: messages[place.language].account.signIn,
});

/**
 * From a page of the site, through a sign-in link (the footer's unless another is named) and our
 * sign-in page, back on that page signed in. The page is opened first and its cookie question
 * answered, unless the journey has brought the tab there (`opened`).
 */
export async function signInFrom(
  tab: Tab,
  place: Place,
  start: string,
  email: string,
  {
    link = footerSignIn(place),
    password = seededPassword,
    opened = false,
  }: { link?: SignInLink; password?: string; opened?: boolean } = {},
): Promise<void> {
  if (!opened) {
    await visit(tab, start);
    await answerConsent(tab, place.language);
  }
  await clickButton(tab, link.scope, link.name);
  await untilAt(tab, new URL(pageUrl(place, 'signIn')).pathname);
  await signIn(tab, place, email, password);
  await expect.poll(() => tab.url(), { message: 'back where the link was', timeout: 15_000 }).toBe(start);
  await until(tab, 'signed in', 'signedIn', session);
}
