import { countries, type CountryCode } from './countries.ts';

/**
 * Where each country's site and the services it talks to live, per environment.
 * Development points at loopback stand-ins (`npm start`); staging and production at the
 * country's domain. Nothing else in the project spells out a host.
 */
export const environmentNames = ['development', 'staging', 'production'] as const;

export type EnvironmentName = (typeof environmentNames)[number];

export interface CountryEndpoints {
  /** Origin of this country's Pages project; the profile area lives under `/profile/`. */
  host: string;
  /** OpenID authority (issuer) of the identity service. */
  identityAuthority: string;
  /** Origin of the identity service's REST API (same service as the authority). */
  identityApi: string;
  /** OIDC client id, the same everywhere (spec §6). */
  clientId: 'web';
  /** Origin of the main API. */
  mainApi: string;
  /** Base address of the main web site (start page, group booking, child classes). */
  siteBase: string;
  /** Base address of the order site (shop). */
  orderBase: string;
  /** Base address of the party-booking site. */
  partyBase: string;
  /**
   * Base address of the payment pages a class booking's `linkPayment` may lead to (the order
   * site is the other allowed place; see lib/childClassBooking/paymentLink.ts).
   */
  paymentBase: string;
  /** Base address of this product's profile area: `{host}/profile`. */
  profileBase: string;
  /** Base address of the new account site that legacy profile links move to. */
  accountBase: string;
}

export interface EnvironmentInfo {
  name: EnvironmentName;
  /** Non-production environments show a banner so nobody mistakes them for the real site. */
  banner: 'none' | 'development' | 'staging';
}

export const environments: Record<EnvironmentName, EnvironmentInfo> = {
  development: { name: 'development', banner: 'development' },
  staging: { name: 'staging', banner: 'staging' },
  production: { name: 'production', banner: 'none' },
};

/**
 * Loopback ports: one per country site plus the three stand-in services and the content editor
 * of `npm start`, and the content editor's Pages project with its stand-in of GitHub's sign-in
 * (its edge tests, tests/editor-edge/).
 */
export const developmentPorts: Record<CountryCode, number> & {
  identity: number;
  mainApi: number;
  accountSite: number;
  /** The content editor as `npm start` serves it: Decap CMS on its local backend (editorServer.ts). */
  localEditor: number;
  editor: number;
  gitHostStandIn: number;
} = {
  se: 8781,
  no: 8782,
  dk: 8783,
  fi: 8784,
  de: 8785,
  identity: 8790,
  mainApi: 8791,
  accountSite: 8792,
  localEditor: 8793,
  editor: 8794,
  gitHostStandIn: 8795,
};

/**
 * Development is https on loopback with a self-signed certificate (scripts/lib/localCertificate.ts):
 * Cloudflare's `_redirects` accepts only https:// targets on other hosts, and the sign-in
 * iframes need the sites and the identity service to be same-site, which includes the scheme.
 */
function developmentEndpoints(country: CountryCode): CountryEndpoints {
  const host = `https://localhost:${developmentPorts[country]}`;
  const identity = `https://localhost:${developmentPorts.identity}`;
  // Every other site is played by the account-site stand-in, one folder per country (the
  // account site at its root, the others under www/order/party/payment: never two letters, so never
  // a language), so any outbound link clicked locally lands on a page that says where it went.
  const outside = `https://localhost:${developmentPorts.accountSite}/${country}`;
  return {
    host,
    identityAuthority: identity,
    identityApi: identity,
    clientId: 'web',
    mainApi: `https://localhost:${developmentPorts.mainApi}`,
    siteBase: `${outside}/www`,
    orderBase: `${outside}/order`,
    partyBase: `${outside}/party`,
    paymentBase: `${outside}/payment`,
    profileBase: `${host}/profile`,
    accountBase: outside,
  };
}

function domainEndpoints(country: CountryCode, stage: '' | 'staging.'): CountryEndpoints {
  const domain = `${stage}${countries[country].domain}`;
  const host = `https://profile.${domain}`;
  return {
    host,
    identityAuthority: `https://id.${domain}`,
    identityApi: `https://id.${domain}`,
    clientId: 'web',
    mainApi: `https://api.${domain}`,
    siteBase: `https://www.${domain}`,
    orderBase: `https://order.${domain}`,
    partyBase: `https://party.${domain}`,
    paymentBase: `https://payment.${domain}`,
    profileBase: `${host}/profile`,
    accountBase: `https://account.${domain}`,
  };
}

/** The addresses a country uses in an environment. */
export function endpointsFor(environment: EnvironmentName, country: CountryCode): CountryEndpoints {
  switch (environment) {
    case 'development':
      return developmentEndpoints(country);
    case 'staging':
      return domainEndpoints(country, 'staging.');
    case 'production':
      return domainEndpoints(country, '');
  }
}

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (environmentNames as readonly string[]).includes(value);
}
