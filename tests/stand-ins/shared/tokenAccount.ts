import type { StandInState } from '../seed/state.ts';

/** The e-mail of a stand-in account, by its id (a token's `sub`, a refresh token's accountId). */
export function accountEmail(state: StandInState, accountId: string): string | undefined {
  return state.accounts.get(accountId)?.user.email ?? undefined;
}

/**
 * The e-mail of the account a JWT (access or ID token) was issued to, read from its `sub`
 * without checking the signature: it only decides whether a fault aimed at one account
 * applies (README, "Failure on purpose"). The endpoints still check every token properly.
 */
export function accountEmailOfJwt(state: StandInState, jwt: string): string | undefined {
  const payload = jwt.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown } | null;
    return typeof claims?.sub === 'string' ? accountEmail(state, claims.sub) : undefined;
  } catch {
    return undefined;
  }
}
