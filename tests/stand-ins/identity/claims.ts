import type { ClaimValue } from 'oidc-provider';
import type { StandInAccount } from '../seed/state.ts';

/**
 * The role claim as the real identity service sends it (spec §3, §6): a single string when
 * the account has one role, a list when it has several. Clients must accept both shapes.
 */
export function roleClaim(roles: readonly string[] | null): string | string[] | undefined {
  if (roles === null || roles.length === 0) return undefined;
  return roles.length === 1 ? roles[0] : [...roles];
}

/** The claims of an account, for the ID token and userinfo (scope `profile`). */
export function accountClaims(account: StandInAccount): Record<string, ClaimValue> {
  const { user } = account;
  return {
    sub: user.guid,
    name: [user.firstname, user.lastname].filter(Boolean).join(' '),
    given_name: user.firstname,
    family_name: user.lastname,
    preferred_username: user.username,
    email: user.email,
    email_verified: user.emailconfirmed ?? false,
    locale: user.culture,
    role: roleClaim(user.roles),
  };
}
