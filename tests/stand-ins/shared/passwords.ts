import type { PasswordRules } from '../../../src/lib/api/types/user.ts';

/** The password rules both services enforce (ASP.NET Identity's options, as the real ones). */
export const passwordRules: Required<{ [K in keyof PasswordRules]: NonNullable<PasswordRules[K]> }> = {
  requiredLength: 8,
  requiredUniqueChars: 4,
  requireNonAlphanumeric: false,
  requireLowercase: true,
  requireUppercase: true,
  requireDigit: true,
};

/** What is wrong with a password, worded as ASP.NET Identity words it; empty when it is fine. */
export function passwordProblems(password: string): string[] {
  const rules = passwordRules;
  const problems: string[] = [];
  if (password.length < rules.requiredLength) {
    problems.push(`Passwords must be at least ${rules.requiredLength} characters.`);
  }
  if (new Set(password).size < rules.requiredUniqueChars) {
    problems.push(`Passwords must use at least ${rules.requiredUniqueChars} different characters.`);
  }
  if (rules.requireNonAlphanumeric && !/[^a-zA-Z0-9]/.test(password)) {
    problems.push('Passwords must have at least one non alphanumeric character.');
  }
  if (rules.requireLowercase && !/[a-z]/.test(password)) {
    problems.push("Passwords must have at least one lowercase ('a'-'z').");
  }
  if (rules.requireUppercase && !/[A-Z]/.test(password)) {
    problems.push("Passwords must have at least one uppercase ('A'-'Z').");
  }
  if (rules.requireDigit && !/[0-9]/.test(password)) {
    problems.push("Passwords must have at least one digit ('0'-'9').");
  }
  return problems;
}

/** A plausible e-mail address: something, an @, a domain with a dot. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
