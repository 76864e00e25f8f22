import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { CountryCode } from '../../../src/config/countries.ts';
import { endpointsFor } from '../../../src/config/environments.ts';
import type { Language } from '../../../src/config/languages.ts';
import { pagePath } from '../../../src/config/routes.ts';
import { messages } from '../../../src/i18n/index.ts';
import type { PasswordRules } from '../../../src/lib/api/types/user.ts';
import { standInUrls } from './standIns.ts';

/** An address no account has, unique to the test. */
export function newAddress(label: string): string {
  return `register-${label}.${randomUUID().slice(0, 8)}@example.com`;
}

export function siteHost(code: CountryCode): string {
  return endpointsFor('development', code).host;
}

/** A page of the country site in a language, with a query. */
export function pageUrl(
  code: CountryCode,
  language: Language,
  page: 'register' | 'signIn' | 'onboarding',
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${siteHost(code)}${pagePath(page, language)}${search ? `?${search}` : ''}`;
}

/** The registration page's fields, found as a parent finds them: by their labels. */
export function registrationForm(page: Page, language: Language) {
  const t = messages[language].register;
  const form = page.locator('form.register-form');
  return {
    form,
    firstName: form.getByLabel(t.firstName, { exact: true }),
    lastName: form.getByLabel(t.lastName, { exact: true }),
    email: form.getByLabel(t.email, { exact: true }),
    callingCode: form.getByLabel(t.callingCode, { exact: true }),
    phone: form.getByLabel(t.phone, { exact: true }),
    playcentre: form.getByLabel(t.playcentre, { exact: true }),
    password: form.getByLabel(t.password, { exact: true }),
    consent: (name: keyof typeof t.consents, brand: string) =>
      form.getByLabel(t.consents[name].replace('{{brand}}', brand), { exact: true }),
    rule: (id: string) => form.locator(`[data-rule="${id}"]`),
    live: page.getByTestId('password-rules-live'),
    notice: form.locator('[role="alert"].sign-in-notice'),
    submit: form.getByRole('button', { name: t.submit }),
  };
}

/** The rule ids of the checklist that are ticked and those that are not, in order. */
export async function ruleStates(list: Locator): Promise<{ met: string[]; notMet: string[] }> {
  const items = await list.locator('[data-rule]').evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.getAttribute('data-rule') ?? '',
      met: element.hasAttribute('data-met'),
    })),
  );
  return {
    met: items.filter((item) => item.met).map((item) => item.id),
    notMet: items.filter((item) => !item.met).map((item) => item.id),
  };
}

interface Mail {
  to: string;
  kind: string;
  userId: string;
  code: string;
  link: string | null;
}

/** The mails the identity stand-in "sent" to an address, oldest first. */
export async function outbox(email: string): Promise<Mail[]> {
  const response = await fetch(`${standInUrls.identity}/__control/outbox?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox: ${response.status}`);
  return (await response.json()) as Mail[];
}

/** The link of the newest confirmation mail to an address, once it has arrived. */
export async function newestConfirmationLink(email: string): Promise<string> {
  let link: string | null | undefined;
  await expect
    .poll(async () => {
      link = (await outbox(email)).filter((mail) => mail.kind === 'confirmation').at(-1)?.link;
      return link;
    })
    .toBeTruthy();
  return link!;
}

async function control(service: keyof typeof standInUrls, path: string, method: string, body?: unknown) {
  const response = await fetch(`${standInUrls[service]}/__control/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
}

/** Changes the password rules of both stand-ins, for everyone (run alone, put back after). */
export async function setPasswordRules(rules: Partial<PasswordRules>): Promise<void> {
  await control('mainApi', 'password-options', 'PUT', rules);
}

export async function seededPasswordRules(): Promise<void> {
  await control('mainApi', 'password-options', 'DELETE');
}

/** A fault at a stand-in (README, "Failure on purpose"), for tests that run alone. */
export async function addFault(
  service: 'identity' | 'mainApi',
  rule: Record<string, unknown>,
): Promise<void> {
  await control(service, 'faults', 'POST', rule);
}

export async function clearFaults(service: 'identity' | 'mainApi'): Promise<void> {
  await control(service, 'faults', 'DELETE');
}

/** The country's play centres have arrived in the list (more than its "choose" option). */
export async function playcentresLoaded(form: ReturnType<typeof registrationForm>): Promise<void> {
  await expect(form.playcentre.locator('option')).not.toHaveCount(1);
}
