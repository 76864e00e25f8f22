import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { CountryCode } from '../../../src/config/countries.ts';
import { endpointsFor } from '../../../src/config/environments.ts';
import type { Language } from '../../../src/config/languages.ts';
import { pagePath } from '../../../src/config/routes.ts';
import type { FaultRule } from '../../stand-ins/shared/faults.ts';
import { registerAndReadLink } from './emailConfirmation.ts';
import { callJson, seededPassword, signInAtIdentity, standInUrls } from './standIns.ts';

/**
 * A parent of the test's own (stand-ins README: tests that change an account register their
 * own), registered at the main API stand-in like the registration flow does: no phone, no
 * children, e-mail unconfirmed (onboarding needs no confirmation to sign in).
 */
export async function registerParent(label: string): Promise<{ email: string; lastname: string }> {
  const email = `onboarding-${label}.${randomUUID().slice(0, 8)}@example.com`;
  const lastname = 'Nyström';
  const response = await fetch(`${standInUrls.mainApi}/api/User/Register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      details: {
        firstName: 'Saga',
        lastName: lastname,
        email,
        phone: null,
        gdprDisallowInformation: false,
        gdprAllowPartnerInformation: false,
      },
      preferredPlaycenterId: null,
      password: seededPassword,
      registrationSource: 'OnboardingTest',
    }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  return { email, lastname };
}

/**
 * A parent with nothing left but what onboarding asks (no phone, no children): registered with
 * a play centre of the country, and the address confirmed by the link the identity stand-in
 * mailed, as the parent would.
 */
export async function registerConfirmedParent(country: CountryCode): Promise<{ email: string }> {
  const mail = await registerAndReadLink(country, 'en');
  await callJson(
    `${standInUrls.identity}/api/User/email/confirm/${mail.userId}?code=${encodeURIComponent(mail.code)}`,
    { method: 'POST' },
  );
  return { email: mail.email };
}

/** A fault at the main API stand-in for this parent's requests only; gives its id. */
export async function failForAccount(email: string, rule: Omit<FaultRule, 'account'>): Promise<number> {
  const response = await fetch(`${standInUrls.mainApi}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...rule, account: email }),
  });
  if (!response.ok) throw new Error(`fault: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** Removes one fault of the main API stand-in, used or not, leaving other tests' faults. */
export async function removeMainApiFault(id: number): Promise<void> {
  await fetch(`${standInUrls.mainApi}/__control/faults?id=${id}`, { method: 'DELETE' });
}

/** The onboarding page of a country and language, with a return-state query. */
export function onboardingUrl(
  code: CountryCode,
  language: Language,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${endpointsFor('development', code).host}${pagePath('onboarding', language)}${search ? `?${search}` : ''}`;
}

/**
 * Opens onboarding signed in: the parent signs in at the identity service (as our sign-in page
 * does), and the page, behind the login guard, picks the session up and shows its first step.
 */
export async function signInToOnboarding(page: Page, url: string, email: string): Promise<void> {
  await signInAtIdentity(page.context(), email);
  await page.goto(url);
  await expect(page.locator('.onboarding[data-phase="ready"]')).toBeVisible({ timeout: 15_000 });
  expect(page.url()).toBe(url);
}

/** The step the page shows now. */
export const currentStep = (page: Page) => page.locator('.onboarding[data-phase="ready"]');
