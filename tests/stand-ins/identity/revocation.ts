import type { Provider } from 'oidc-provider';

/** node-oidc-provider's revocation endpoint (features.revocation), in discovery as revocation_endpoint. */
export const revocationPath = '/token/revocation';

/**
 * Token revocation (RFC 7009) answered as IdentityServer answers it. The product revokes on
 * sign-out (src/lib/session/identitySignOut.ts: the access token, then the refresh token) and
 * counts any answer but 200 as not revoked, and node-oidc-provider differs from IdentityServer
 * twice there:
 * - it refuses to revoke a JWT access token (`400 unsupported_token_type`); IdentityServer
 *   answers 200, as RFC 7009 wants for a token it cannot revoke (the JWT stays valid until it
 *   expires either way);
 * - it answers success as an empty `text/plain` body (oidc-client-ts, which the product used to
 *   sign out with, rejected its content type); IdentityServer sends no body and no content type.
 * Revoking the refresh token still revokes it (and its grant) for real.
 */
export function answerRevocationLikeIdentityServer(provider: Provider): void {
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.method !== 'POST' || ctx.path !== revocationPath) return;
    const error = (ctx.body as { error?: unknown } | null | undefined)?.error;
    if (ctx.status === 200 || error === 'unsupported_token_type') {
      // Koa would send a JSON `null` while the type is JSON, and 204 for a null body.
      ctx.remove('Content-Type');
      ctx.body = null;
      ctx.status = 200;
    }
  });
}
