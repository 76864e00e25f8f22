import type { PasswordRules } from '../api/types/user.ts';

/**
 * The password rules of the server (spec §3; GET /api/User/GetPasswordOptions/…), as a list a
 * parent reads before typing and sees ticked off while typing, instead of learning them one
 * refusal at a time. The checks are ASP.NET Identity's own (the service's validator): letters
 * and digits mean ASCII `a–z`, `A–Z`, `0–9`, so `ä` counts as a symbol there, and here too.
 */
export type PasswordRuleId = 'length' | 'uniqueChars' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

export interface PasswordRuleCheck {
  id: PasswordRuleId;
  /** The number in the rule's text (length, different characters); 0 for the others. */
  count: number;
  met: boolean;
}

const isLower = (c: string) => c >= 'a' && c <= 'z';
const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const isDigit = (c: string) => c >= '0' && c <= '9';

function positive(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The rules the server states, each checked against `password`. Rules it leaves out, null or
 * false are not listed; without rules (the call failed) the list is empty and the server's own
 * refusal still names what is missing.
 */
export function passwordRuleChecks(
  rules: PasswordRules | null | undefined,
  password: string,
): PasswordRuleCheck[] {
  if (!rules) return [];
  const characters = [...password];
  const has = (test: (c: string) => boolean) => characters.some(test);
  const checks: PasswordRuleCheck[] = [];
  const length = positive(rules.requiredLength);
  if (length > 0) checks.push({ id: 'length', count: length, met: characters.length >= length });
  const unique = positive(rules.requiredUniqueChars);
  if (unique > 1) checks.push({ id: 'uniqueChars', count: unique, met: new Set(characters).size >= unique });
  if (rules.requireLowercase === true) checks.push({ id: 'lowercase', count: 0, met: has(isLower) });
  if (rules.requireUppercase === true) checks.push({ id: 'uppercase', count: 0, met: has(isUpper) });
  if (rules.requireDigit === true) checks.push({ id: 'digit', count: 0, met: has(isDigit) });
  if (rules.requireNonAlphanumeric === true) {
    checks.push({ id: 'symbol', count: 0, met: has((c) => !isLower(c) && !isUpper(c) && !isDigit(c)) });
  }
  return checks;
}
