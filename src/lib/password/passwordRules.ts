import type { PasswordRules } from '../api/types/user.ts';

/**
 * The password rules of the server (spec §3; GET /api/User/GetPasswordOptions/…), as a list a
 * parent reads before typing and sees ticked off while typing, instead of learning them one
 * refusal at a time. Used by registration and by choosing a new password.
 *
 * The checks are exactly those of ASP.NET Core Identity's `PasswordValidator`, which the
 * services run, so a rule ticked here is never refused there (and the other way round):
 * - a string is UTF-16 code units, as a .NET `string`: the length is `password.length`, and
 *   "different characters" is `password.Distinct().Count()` over code units (an emoji is two);
 * - letters and digits are ASCII only: `A–Z`, `a–z`, `0–9`; so `Å`, `Ä`, `Ö`, `Ø`, `Æ`, `ß` or
 *   `é` are neither upper nor lower case, and count as characters that are no letter or digit;
 * - a password of white space only (`string.IsNullOrWhiteSpace`) is too short whatever its
 *   length, and an empty one is too short even when the required length is 0.
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
const isLetterOrDigit = (c: string) => isLower(c) || isUpper(c) || isDigit(c);

// .NET's char.IsWhiteSpace: the Unicode space, line and paragraph separators, plus U+0009–U+000D
// and U+0085. Not JavaScript's \s, which also counts U+FEFF.
const whiteSpaceOnly = /^[\t-\r\u0085\p{Zs}\p{Zl}\p{Zp}]*$/u;

function positive(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The rules the server states, each checked against `password`, in reading order. The length
 * is always listed (ASP.NET refuses an empty or blank password even with a required length of
 * 0, which is the same as "at least 1 character"); a number of different characters is listed
 * above 1 (one is implied by the length); the four kinds of character when required. Without
 * rules (the call failed) the list is empty and the server's own refusal names what is missing.
 */
export function passwordRuleChecks(
  rules: PasswordRules | null | undefined,
  password: string,
): PasswordRuleCheck[] {
  if (!rules) return [];
  // Code units, as .NET enumerates a string (`split('')` splits surrogate pairs too).
  const units = password.split('');
  const has = (test: (c: string) => boolean) => units.some(test);
  const length = Math.max(positive(rules.requiredLength), 1);
  const checks: PasswordRuleCheck[] = [
    { id: 'length', count: length, met: !whiteSpaceOnly.test(password) && password.length >= length },
  ];
  const unique = positive(rules.requiredUniqueChars);
  if (unique > 1) checks.push({ id: 'uniqueChars', count: unique, met: new Set(units).size >= unique });
  if (rules.requireLowercase === true) checks.push({ id: 'lowercase', count: 0, met: has(isLower) });
  if (rules.requireUppercase === true) checks.push({ id: 'uppercase', count: 0, met: has(isUpper) });
  if (rules.requireDigit === true) checks.push({ id: 'digit', count: 0, met: has(isDigit) });
  if (rules.requireNonAlphanumeric === true) {
    checks.push({ id: 'symbol', count: 0, met: has((c) => !isLetterOrDigit(c)) });
  }
  return checks;
}

/** The rules `password` does not meet yet, in reading order; empty when the server would accept it. */
export function unmetPasswordRules(
  rules: PasswordRules | null | undefined,
  password: string,
): PasswordRuleId[] {
  return passwordRuleChecks(rules, password)
    .filter((check) => !check.met)
    .map((check) => check.id);
}

/**
 * A new password as a form checks it before sending it (registration, a reset): `required`
 * when empty, `rules` when it misses a rule the server states (the checklist under the field
 * says which); fine otherwise, and always when the rules are not known, as the server then
 * judges. A password is checked exactly as typed: spaces are characters too.
 */
export function newPasswordProblem(
  rules: PasswordRules | null | undefined,
  password: string,
): 'required' | 'rules' | undefined {
  if (password === '') return 'required';
  return unmetPasswordRules(rules, password).length > 0 ? 'rules' : undefined;
}

/**
 * The rules whose state changed between two checks of the same rules (a rule that appeared
 * counts as changed), for a screen reader to hear what typing changed instead of the whole
 * list on every key.
 */
export function changedPasswordRules(
  before: readonly PasswordRuleCheck[],
  after: readonly PasswordRuleCheck[],
): PasswordRuleCheck[] {
  return after.filter((check) => before.find((earlier) => earlier.id === check.id)?.met !== check.met);
}
