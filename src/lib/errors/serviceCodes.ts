import type { PasswordRuleId } from '../password/passwordRules.ts';
import type { ErrorBody, ErrorReason } from './errorBody.ts';

/**
 * What the services say, in our words. A service's message is written for developers, in
 * English, and a parent on a Finnish page should never read it; its code says the same thing
 * in a form we can translate. Each code we know is one of our texts
 * (src/i18n/messages/serviceMessages/) or one of the password rules in the checklist's own
 * words (src/i18n/messages/passwordRules/). A code we do not know (or a message without one) is
 * our sentence saying the service refused, with the service's words kept as a quoted detail,
 * never as the main text.
 *
 * The codes are those of ASP.NET Core Identity's `IdentityErrorDescriber` (the services run
 * it), of FluentValidation's built-in validators (their error code is the validator's name),
 * and the few the services name themselves (sign-in, links, e-mail delivery). Compared without
 * case.
 */
export const serviceTextKeys = [
  'emailTaken',
  'emailInvalid',
  'emailUndeliverable',
  'userNameInvalid',
  'passwordIncorrect',
  'passwordTooShort',
  'passwordUniqueChars',
  'hasPassword',
  'passwordNotSet',
  'linkInvalid',
  'linkExpired',
  'lockedOut',
  'tooManyRequests',
  'wrongCredentials',
  'changedMeanwhile',
  'required',
  'tooLong',
  'failed',
] as const;

/** One of our texts for what a service said (src/i18n/messages/serviceMessages/). */
export type ServiceTextKey = (typeof serviceTextKeys)[number];

/**
 * What a service said about a field or a form, as we show it:
 * - `text`: one of our sentences;
 * - `rule`: a password rule the password misses, in the checklist's words (`count` is the
 *   number in the rule, as in lib/password/passwordRules.ts: 0 for the rules without one);
 * - `unknown`: a code we have no words for, or a message without a code: our sentence that the
 *   service refused, with what it wrote (`details`) as a quoted aside.
 */
export type ServiceNote =
  | { kind: 'text'; key: ServiceTextKey }
  | { kind: 'rule'; rule: PasswordRuleId; count: number }
  | { kind: 'unknown'; details: string[] };

/** The codes that are one of our texts. */
const textOfCode: Readonly<Record<string, ServiceTextKey>> = {
  // ASP.NET Core Identity (IdentityErrorDescriber). The user name is the e-mail address here.
  DuplicateEmail: 'emailTaken',
  DuplicateUserName: 'emailTaken',
  InvalidEmail: 'emailInvalid',
  InvalidUserName: 'userNameInvalid',
  PasswordMismatch: 'passwordIncorrect',
  UserAlreadyHasPassword: 'hasPassword',
  InvalidToken: 'linkInvalid',
  ConcurrencyFailure: 'changedMeanwhile',
  DefaultError: 'failed',
  // Sign-in (SignInResult.IsLockedOut, as the services name it) and the services' own codes.
  UserLockedOut: 'lockedOut',
  LockedOut: 'lockedOut',
  InvalidCredentials: 'wrongCredentials',
  PasswordNotSet: 'passwordNotSet',
  ExpiredToken: 'linkExpired',
  TooManyRequests: 'tooManyRequests',
  EmailDomainUndeliverable: 'emailUndeliverable',
  // FluentValidation's built-in validators.
  NotEmptyValidator: 'required',
  NotNullValidator: 'required',
  EmailValidator: 'emailInvalid',
  MaximumLengthValidator: 'tooLong',
};

/** The codes of ASP.NET Identity's PasswordValidator: the checklist's rules. */
const ruleOfCode: Readonly<Record<string, PasswordRuleId>> = {
  PasswordTooShort: 'length',
  PasswordRequiresUniqueChars: 'uniqueChars',
  PasswordRequiresLower: 'lowercase',
  PasswordRequiresUpper: 'uppercase',
  PasswordRequiresDigit: 'digit',
  PasswordRequiresNonAlphanumeric: 'symbol',
};

/** The rules whose text has a number; without one in the message, these sentences say it. */
const ruleWithoutCount: Partial<Record<PasswordRuleId, ServiceTextKey>> = {
  length: 'passwordTooShort',
  uniqueChars: 'passwordUniqueChars',
};

const lowered = <T>(table: Readonly<Record<string, T>>): ReadonlyMap<string, T> =>
  new Map(Object.entries(table).map(([code, value]) => [code.toLowerCase(), value]));
const texts = lowered(textOfCode);
const rules = lowered(ruleOfCode);

/**
 * Every code we have words for, as the services spell them.
 * @internal
 */
export const knownServiceCodes: readonly string[] = [...Object.keys(textOfCode), ...Object.keys(ruleOfCode)];

/** The longest detail kept: a service's message, not a stack trace pasted into one. */
export const longestDetail = 200;

function detailOf(message: string | null | undefined): string[] {
  const words = typeof message === 'string' ? message.trim().replace(/\s+/g, ' ') : '';
  if (words === '') return [];
  return [words.length > longestDetail ? `${words.slice(0, longestDetail - 1)}…` : words];
}

/**
 * One thing a service said, by its code. The number of a rule (8 characters, 4 different ones)
 * is the only thing read from the message: it is the service's setting, in any language.
 */
export function serviceNote(
  code: string | null | undefined,
  message: string | null | undefined,
): ServiceNote {
  const known = typeof code === 'string' ? code.trim().toLowerCase() : '';
  const text = texts.get(known);
  if (text) return { kind: 'text', key: text };
  const rule = rules.get(known);
  if (!rule) return { kind: 'unknown', details: detailOf(message) };
  const withoutCount = ruleWithoutCount[rule];
  if (!withoutCount) return { kind: 'rule', rule, count: 0 };
  const count = Number(/\d+/.exec(message ?? '')?.[0] ?? Number.NaN);
  return Number.isSafeInteger(count) && count > 0
    ? { kind: 'rule', rule, count }
    : { kind: 'text', key: withoutCount };
}

/** Whether a code is one we have words for (compared without case). */
export function isKnownServiceCode(code: string | null | undefined): boolean {
  const known = typeof code === 'string' ? code.trim().toLowerCase() : '';
  return texts.has(known) || rules.has(known);
}

/** The reasons of an error body that are usable: objects, with a code or a message. */
function reasonsOf(body: ErrorBody | undefined): ErrorReason[] {
  const reasons: unknown = body?.reasons;
  if (!Array.isArray(reasons)) return [];
  return reasons.filter(
    (reason): reason is ErrorReason =>
      typeof reason === 'object' &&
      reason !== null &&
      (typeof (reason as ErrorReason).code === 'string' ||
        typeof (reason as ErrorReason).message === 'string'),
  );
}

/**
 * Gives the field messages of an error body their codes. An ASP.NET service lists each
 * `IdentityError` (or validation failure) twice: its description under its field in `errors`,
 * and `{ code, message }` in `reasons`; a message takes the code of the reason with the same
 * words, each reason once. A body with one field message and no such reason names its code
 * in `code` (`DuplicateEmail` with the address's one message). `codeOf(message)` answers that;
 * `unclaimed()` gives the reasons no message took and whose code no message had, for the form
 * as a whole (a summary reason repeating the body's code is not said twice).
 */
export function reasonCodes(body: ErrorBody | undefined, messageCount: number) {
  const reasons = reasonsOf(body);
  const claimed = new Set<ErrorReason>();
  const codesSaid = new Set<string>();
  const bodyCode = typeof body?.code === 'string' ? body.code : null;
  const said = (code: string | null) => {
    if (code !== null) codesSaid.add(code.toLowerCase());
    return code;
  };
  return {
    codeOf(message: string): string | null {
      const reason = reasons.find((candidate) => !claimed.has(candidate) && candidate.message === message);
      if (reason) {
        claimed.add(reason);
        return said(reason.code);
      }
      return said(messageCount === 1 ? bodyCode : null);
    },
    unclaimed(): ErrorReason[] {
      return reasons.filter(
        (reason) => !claimed.has(reason) && !codesSaid.has(reason.code?.toLowerCase() ?? ''),
      );
    },
  };
}
