import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { errors, type Grant, type KoaContextWithOIDC, type OidcClient } from 'oidc-provider';
import type { StandInState } from '../seed/state.ts';
import { siteOrigins } from '../shared/origins.ts';
import { accountClaims, roleClaim } from './claims.ts';
import { checkSessionPath } from './checkSessionPage.ts';
import { allowSitesToFrame } from './framing.ts';
import { identityCookieName } from './identityCookie.ts';
import { logoutPage, providerErrorPage, signedOutPage } from './pages.ts';
import { answerRevocationLikeIdentityServer } from './revocation.ts';
import { addSessionManagement } from './sessionManagement.ts';
import type { TokenLifetimes } from './tokenLifetimes.ts';
import { webClient } from './webClient.ts';

export interface ProviderOptions {
  issuer: string;
  state: StandInState;
  /** Resource indicator (and `aud`) of the main API's access tokens: its origin. */
  mainApiAudience: string;
  /** Access-token lifetimes, which tests can shorten through the control API. */
  lifetimes: TokenLifetimes;
  /** Keys of the provider's signed cookies; the REST sign-in signs its session cookie with them. */
  cookieKeys: readonly string[];
}

/** How long a sign-in lasts: the provider session and the identity cookie alike. */
export const sessionSeconds = 14 * 24 * 60 * 60;

/** A fresh RS256 signing key per start: tokens from an earlier run are rightly refused. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };
}

/**
 * The grant of a sign-in: every scope the client asked for, plus the main API resource. The
 * client is first-party, so nobody is asked to consent and the consent prompt never shows.
 */
export async function grantFor(
  provider: Provider,
  accountId: string,
  clientId: string,
  grantId: string | undefined,
  { scope, audience }: { scope: string; audience: string },
): Promise<Grant> {
  const grant =
    (grantId === undefined ? undefined : await provider.Grant.find(grantId)) ??
    new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(scope);
  grant.addResourceScope(audience, 'api');
  return grant;
}

async function loadExistingGrant(ctx: KoaContextWithOIDC, audience: string): Promise<Grant | undefined> {
  const { client, session, params, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const scope = typeof params?.['scope'] === 'string' ? params['scope'] : 'openid';
  const grant = await grantFor(provider, session.accountId, client.clientId, grantId, { scope, audience });
  await grant.save();
  return grant;
}

/**
 * node-oidc-provider configured as the product's identity service: authorization code with
 * PKCE for client `web`, refresh tokens through offline_access, the role claim in the ID token,
 * RP-initiated logout that completes without a click (silent sign-out in a hidden iframe), OIDC
 * Session Management (session_state and the check-session iframe, see sessionManagement.ts),
 * token revocation as IdentityServer answers it, framing and CORS for the five sites. Access
 * tokens are JWTs for the main API (resource indicator defaulted, so the browser client need
 * not send one; lifetime from `lifetimes`), which the main API stand-in verifies with this
 * provider's published keys, as a real resource server would.
 */
export function createProvider({
  issuer,
  state,
  mainApiAudience,
  lifetimes,
  cookieKeys,
}: ProviderOptions): Provider {
  const provider = new Provider(issuer, {
    clients: [webClient()],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [...cookieKeys] },
    // The product sends its return state to /authorize; the sign-in page it is handed to gets it back.
    extraParams: ['intent', 'origin'],
    scopes: ['openid', 'profile', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: [
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'email',
        'email_verified',
        'locale',
        'role',
      ],
    },
    // oidc-client-ts reads the profile from the ID token; without this the claims would only
    // be available from userinfo, which an audience-bound access token cannot call.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx: unknown, origin: string) => siteOrigins.includes(origin),
    findAccount: (_ctx: unknown, sub: string) => {
      const account = state.accounts.get(sub);
      return account && { accountId: sub, claims: () => accountClaims(account) };
    },
    loadExistingGrant: (ctx: KoaContextWithOIDC) => loadExistingGrant(ctx, mainApiAudience),
    // node-oidc-provider follows OIDC Core and drops offline_access unless prompt=consent is
    // asked for, which oidc-client-ts never does; the real service (like IdentityServer) gives
    // the web client a refresh token anyway. It still ends with the provider session.
    issueRefreshToken: (_ctx: unknown, client: OidcClient) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: (_ctx: unknown, token: { accountId?: string }) => {
      const account = token.accountId === undefined ? undefined : state.accounts.get(token.accountId);
      return account ? { role: roleClaim(account.user.roles) } : undefined;
    },
    // Session Management's endpoint, served by the stand-in itself (server.ts).
    discovery: { check_session_iframe: new URL(checkSessionPath, issuer).href },
    renderError: providerErrorPage,
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage, postLogoutSuccessSource: signedOutPage },
      // The product revokes its tokens on sign-out (src/lib/session/identitySignOut.ts).
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => mainApiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== mainApiAudience) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience: mainApiAudience,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: (_ctx: unknown, token: { accountId?: string }) =>
        lifetimes.accessTokenSeconds(token.accountId),
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: sessionSeconds,
      RefreshToken: 14 * 24 * 60 * 60,
    },
  });
  // Signing out at the provider also ends the identity service's own cookie session, so the
  // REST authentication check agrees with the OIDC session.
  provider.on('end_session.success', (ctx) => {
    ctx.append('Set-Cookie', `${identityCookieName}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
  });
  addSessionManagement(provider, { sessionSeconds });
  allowSitesToFrame(provider);
  answerRevocationLikeIdentityServer(provider);
  return provider;
}
