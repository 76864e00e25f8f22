/**
 * A user's roles (spec §6): the identity token's `role` claim, which is one string or a list,
 * together with the application user's roles list. Unique, in a stable order.
 */
export function rolesOf(roleClaim: unknown, userRoles: readonly string[] | null | undefined): string[] {
  const fromClaim = Array.isArray(roleClaim) ? roleClaim : [roleClaim];
  const all = [...fromClaim, ...(userRoles ?? [])].filter(
    (role): role is string => typeof role === 'string' && role.trim() !== '',
  );
  return [...new Set(all.map((role) => role.trim()))].sort();
}
