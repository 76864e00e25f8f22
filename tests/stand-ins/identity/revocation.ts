import type { Provider } from 'oidc-provider';

/** node-oidc-provider's revocation endpoint (features.revocation), in discovery as revocation_endpoint. */
export const revocationPath = '/token/revocation';

/**
 * Token revocation (RFC 7009) answered as IdentityServer answers it. oidc-client-ts revokes on
 * sign-out (`revokeTokensOnSignout`: the access token, then the refresh token) and fails the
 * whole sign-out when either call fails, and node-oidc-provider differs from IdentityServer
 * twice there:
 * - it refuses to revoke a JWT access token (`400 unsupported_token_type`); IdentityServer
 *   answers 200, as RFC 7009 wants for a token it cannot revoke (the JWT stays valid until it
 *   expires either way);
 * - it answers success as an empty `text/plain` body, whose content type oidc-client-ts
 *   rejects; IdentityServer sends no body and no content type.
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
