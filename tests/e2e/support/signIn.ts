import { expect, type Page } from '@playwright/test';
import type { CountryCode } from '../../../src/config/countries.ts';
import { endpointsFor } from '../../../src/config/environments.ts';
import type { Language } from '../../../src/config/languages.ts';
import { pagePath } from '../../../src/config/routes.ts';
import { messages } from '../../../src/i18n/index.ts';
import { registerAndReadLink } from './emailConfirmation.ts';
import { seededPassword, standInUrls } from './standIns.ts';

/**
 * Our sign-in pages as a parent uses them, and the identity stand-in's control calls the
 * sign-in journeys need. Every test that fails a sign-in or changes a password uses an account
 * it registered itself: the rate limit counts per address, and tests run in parallel.
 */
export { seededPassword };

export interface Place {
  country: CountryCode;
  language: Language;
}

export const host = ({ country }: Place) => endpointsFor('development', country).host;
export const pageUrl = (place: Place, page: Parameters<typeof pagePath>[0]) =>
  `${host(place)}${pagePath(page, place.language)}`;
export const texts = ({ language }: Place) => messages[language].signIn;

async function control(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${standInUrls.identity}/__control/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A new account of the country with the seeded password; its address. */
export async function newAccount(place: Place): Promise<string> {
  return (await registerAndReadLink(place.country, place.language)).email;
}

/** The account now has no password, as one made at a play-centre desk (status ResetPassword). */
export async function removePassword(email: string): Promise<void> {
  await control('remove-password', { method: 'POST', body: JSON.stringify({ email }) });
}

/** The newest reset-password mail's link to the address (from the stand-in's outbox). */
export async function resetLinkMailedTo(email: string): Promise<string> {
  const response = await control(`outbox?email=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { kind: string; link: string | null }[];
  const link = mails.filter((mail) => mail.kind === 'reset-password').at(-1)?.link;
  if (!link) throw new Error(`no reset mail to ${email}`);
  return link;
}

/** A reset mail sent as forgot-password sends it; its link. */
export async function mailResetLink(email: string, culture: string): Promise<string> {
  const response = await control('password-reset-link', {
    method: 'POST',
    body: JSON.stringify({ email, culture }),
  });
  return ((await response.json()) as { link: string }).link;
}

/** The page's sign-in form parts, by their visible names. */
export function signInForm(page: Page, place: Place) {
  const t = texts(place);
  return {
    email: page.getByRole('textbox', { name: t.emailLabel }),
    password: page.getByLabel(t.passwordLabel, { exact: true }),
    continue: page.getByRole('button', { name: t.continue }),
    submit: page.getByRole('button', { name: t.submit, exact: true }),
    forgot: page.getByRole('button', { name: t.forgotPassword }),
    showPassword: page.getByRole('button', { name: t.showPassword }),
    alert: page.locator('.sign-in-form [role="alert"]'),
  };
}

/** The island has taken the prerendered form over. */
export async function signInReady(page: Page): Promise<void> {
  await expect(page.locator('form[data-hold-submit][data-ready]')).toHaveCount(1);
}

/** E-mail step, then password step, on the sign-in page the browser is on. */
export async function signInWith(page: Page, place: Place, email: string, password: string): Promise<void> {
  const form = signInForm(page, place);
  await form.email.fill(email);
  await form.continue.click();
  await form.password.fill(password);
  await form.submit.click();
}

/** The footer's account corner says whether the visitor is signed in. */
export function footerSession(page: Page) {
  return page.locator('.footer-account');
}
