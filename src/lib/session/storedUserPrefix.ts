/**
 * The key oidc-client-ts stores a user under: `${oidcStoragePrefix}user:…`. Spelled out here
 * because importing src/config/oidc.ts would add a chunk to every first visit (storedUser.ts
 * builds the whole key from it, on demand); the unit tests of boot.ts, forgetSession.ts, storedUser.ts and
 * userManager.ts all expect the literal key `oidc_user:{authority}:web`.
 */
export const storedUserKeyPrefix = 'oidc_user:';
