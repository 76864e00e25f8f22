import type { PasswordRules } from '../../../src/lib/api/types/user.ts';
import { fieldError, type FieldError } from './errorBody.ts';

/** Password rules as the services hold them: every field set (ASP.NET Identity's PasswordOptions). */
export type PasswordOptions = { [K in keyof PasswordRules]: NonNullable<PasswordRules[K]> };

/**
 * The rules both stand-ins start with (and go back to on `DELETE /__control/password-options`).
 * Not ASP.NET Identity's defaults (6 characters, 1 different, a symbol required): the real
 * services ask for 8 characters and 4 different ones, and no symbol.
 */
export const seededPasswordRules: Readonly<PasswordOptions> = {
  requiredLength: 8,
  requiredUniqueChars: 4,
  requireNonAlphanumeric: false,
  requireLowercase: true,
  requireUppercase: true,
  requireDigit: true,
};

const isDigit = (c: string) => c >= '0' && c <= '9';
const isLower = (c: string) => c >= 'a' && c <= 'z';
const isUpper = (c: string) => c >= 'A' && c <= 'Z';
// .NET's char.IsWhiteSpace (string.IsNullOrWhiteSpace).
const whiteSpace = /^[\t-\r\u0085\p{Zs}\p{Zl}\p{Zp}]*$/u;

/**
 * What is wrong with a password, checked, coded and worded as ASP.NET Identity's
 * PasswordValidator and IdentityErrorDescriber do it (`IdentityError` `{ Code, Description }`),
 * in their order; empty when it is fine. A .NET string is UTF-16 code units, and so is a
 * JavaScript one (`split('')` enumerates them, as `Distinct()` does).
 */
export function passwordProblems(password: string, rules: PasswordOptions): FieldError[] {
  const units = password.split('');
  const problems: FieldError[] = [];
  const add = (code: string, description: string) => problems.push(fieldError(code, description));
  if (whiteSpace.test(password) || password.length < rules.requiredLength) {
    add('PasswordTooShort', `Passwords must be at least ${rules.requiredLength} characters.`);
  }
  if (rules.requireNonAlphanumeric && units.every((c) => isDigit(c) || isLower(c) || isUpper(c))) {
    add('PasswordRequiresNonAlphanumeric', 'Passwords must have at least one non alphanumeric character.');
  }
  if (rules.requireDigit && !units.some(isDigit))
    add('PasswordRequiresDigit', "Passwords must have at least one digit ('0'-'9').");
  if (rules.requireLowercase && !units.some(isLower)) {
    add('PasswordRequiresLower', "Passwords must have at least one lowercase ('a'-'z').");
  }
  if (rules.requireUppercase && !units.some(isUpper)) {
    add('PasswordRequiresUpper', "Passwords must have at least one uppercase ('A'-'Z').");
  }
  if (rules.requiredUniqueChars >= 1 && new Set(units).size < rules.requiredUniqueChars) {
    add(
      'PasswordRequiresUniqueChars',
      `Passwords must use at least ${rules.requiredUniqueChars} different characters.`,
    );
  }
  return problems;
}

/**
 * Reads the body of `PUT /__control/password-options`: any of the six fields (the others keep
 * the seeded values), lengths 0–128, flags true or false. Problems a tester can act on, or the rules.
 */
export function passwordOptionsFrom(body: unknown): { rules: PasswordOptions } | { problems: string[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { problems: ['The body must be a JSON object.'] };
  const given = body as Record<string, unknown>;
  const rules: PasswordOptions = { ...seededPasswordRules };
  const problems: string[] = [];
  for (const [name, value] of Object.entries(given)) {
    if (name === 'requiredLength' || name === 'requiredUniqueChars') {
      if (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 128)
        rules[name] = value as number;
      else problems.push(`${name} must be a whole number from 0 to 128.`);
    } else if (
      name === 'requireNonAlphanumeric' ||
      name === 'requireLowercase' ||
      name === 'requireUppercase' ||
      name === 'requireDigit'
    ) {
      if (typeof value === 'boolean') rules[name] = value;
      else problems.push(`${name} must be true or false.`);
    } else problems.push(`Unknown field ${name}.`);
  }
  return problems.length > 0 ? { problems } : { rules };
}

/** A plausible e-mail address: something, an @, a domain with a dot. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
