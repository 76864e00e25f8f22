import { oidcAddressesFor } from '../../../src/config/oidc.ts';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { trustLocalCertificate } from '../../../scripts/lib/localCertificate.ts';
import { endpointsFor } from '../../../src/config/environments.ts';
import { createApiClients, type ApiClients } from '../../support/apiClients.ts';
import type { User } from '../../../src/lib/api/types/user.ts';
import { seededPassword } from '../../stand-ins/seed/accounts.ts';
import type { FaultRule } from '../../stand-ins/shared/faults.ts';
import { standInUrls, type StandInName } from '../../stand-ins/shared/origins.ts';
import { signInWithPkce } from './oidcSignIn.ts';

// Test workers are separate processes from the global setup: each must trust the local certificate.
trustLocalCertificate();

/** Sweden's development endpoints, as the product's own config gives them. */
export const endpoints = endpointsFor('development', 'se');

/** The sign-in callback the Swedish development site registers. */
export const signInCallback = oidcAddressesFor(endpoints).redirectUri;

export { seededPassword, standInUrls };

/** Every client, talking to the running stand-ins, optionally as a signed-in user. */
export function clients(
  accessToken?: string,
  options: { timeoutMs?: number; fetch?: typeof fetch; language?: string } = {},
): ApiClients {
  return createApiClients({
    endpoints,
    ...(accessToken ? { accessToken: () => accessToken } : {}),
    ...options,
  });
}

/** An access token for a seeded or registered account, through the real code + PKCE flow. */
export async function accessTokenFor(email: string, password = seededPassword): Promise<string> {
  const { tokens } = await signInWithPkce({
    authority: endpoints.identityAuthority,
    email,
    password,
    redirectUri: signInCallback,
  });
  return tokens.access_token;
}

/** A unique address, so tests that change an account never touch another test's account. */
export function uniqueEmail(label: string): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.com`;
}

/** Registers a fresh account at the main API (no phone, no children, e-mail unconfirmed). */
export async function registerFreshAccount(
  label: string,
  preferredPlaycenterId: string | null = null,
): Promise<User> {
  const user = await clients().users.register({
    details: {
      firstName: 'Saga',
      lastName: 'Nyström',
      email: uniqueEmail(label),
      phone: null,
      gdprDisallowInformation: false,
      gdprAllowPartnerInformation: false,
    },
    preferredPlaycenterId,
    password: seededPassword,
    registrationSource: 'ContractTest',
  });
  expect(user?.guid).toBeTruthy();
  return user as User;
}

/** Calls a stand-in's control endpoint and returns its JSON reply. */
export async function control<T>(
  service: StandInName,
  path: string,
  method = 'POST',
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${standInUrls[service]}/__control/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} /__control/${path}: ${response.status}`).toBe(true);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Makes a stand-in fail on purpose for matching requests (see tests/stand-ins/README.md). */
export function addFault(service: StandInName, rule: FaultRule) {
  return control<FaultRule & { id: number }>(service, 'faults', 'POST', rule);
}

/** The confirmation link the identity stand-in "mails" to an address. */
export function confirmationLinkFor(email: string) {
  return control<{ userId: string; code: string; link: string }>('identity', 'confirmation-link', 'POST', {
    email,
  });
}
