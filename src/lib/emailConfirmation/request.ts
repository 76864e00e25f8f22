/**
 * The two values of a confirmation link (`?userId=&code=`), checked the same way in the page
 * (so a broken link makes no call at all) and in the Function (which trusts nothing the page
 * sends). Pure and edge-safe: no DOM, no Node.
 */

/** Identity user ids are GUIDs (spec §3: identifiers); anything else is not from our e-mail. */
const guidPattern = /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i;

/**
 * Confirmation codes are base64 or base64url tokens. ASP.NET-style services issue 100–400
 * characters; the stand-in 32. The bounds reject empty, truncated-to-nothing and absurd values
 * without guessing the real service's exact length.
 */
export const codeLengthBounds = { min: 16, max: 1024 } as const;

/** The characters of base64 and base64url, within the length bounds. */
const codePattern = new RegExp(`^[\\w+/=-]{${codeLengthBounds.min},${codeLengthBounds.max}}$`);

/** Why a request was refused before the identity service was asked (the Function's `reason`). */
export const invalidRequestReasons = [
  'missingUserId',
  'malformedUserId',
  'missingCode',
  'codeTooShort',
  'codeTooLong',
  'malformedCode',
  'notJson',
] as const;

export type InvalidRequestReason = (typeof invalidRequestReasons)[number];

export interface ConfirmationRequest {
  userId: string;
  code: string;
}

export type RequestCheck =
  { ok: true; request: ConfirmationRequest } | { ok: false; reason: InvalidRequestReason };

/** A user id as the checks see it: trimmed; anything but a string is missing. */
function userIdOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A code as the checks see it. A `+` of a base64 code arrives as a space when the sender left
 * it unencoded in the query (`URLSearchParams` reads `+` as a space), so spaces are read back
 * as `+`; surrounding white space is trimmed.
 */
function codeOf(value: unknown): string {
  return typeof value === 'string' ? value.trim().replaceAll(' ', '+') : '';
}

/** Checks userId and code, saying what is wrong (the Function's `reason`). */
export function checkConfirmationRequest(userId: unknown, code: unknown): RequestCheck {
  const id = userIdOf(userId);
  const value = codeOf(code);
  if (id === '') return { ok: false, reason: 'missingUserId' };
  if (!guidPattern.test(id)) return { ok: false, reason: 'malformedUserId' };
  if (value === '') return { ok: false, reason: 'missingCode' };
  if (value.length < codeLengthBounds.min) return { ok: false, reason: 'codeTooShort' };
  if (value.length > codeLengthBounds.max) return { ok: false, reason: 'codeTooLong' };
  if (!codePattern.test(value)) return { ok: false, reason: 'malformedCode' };
  return { ok: true, request: { userId: id, code: value } };
}

/**
 * The page's reading of its link (`?userId=&code=`, first values count): the pair when it
 * passes the same checks as the Function, else undefined. Kept apart from
 * `checkConfirmationRequest` so the page ships no reason codes (first-visit budget).
 */
export function pairFromQuery(search: string): ConfirmationRequest | undefined {
  const query = new URLSearchParams(search);
  const userId = userIdOf(query.get('userId'));
  const code = codeOf(query.get('code'));
  return guidPattern.test(userId) && codePattern.test(code) ? { userId, code } : undefined;
}

/** Largest request body the Function reads: two bounded strings and some JSON. */
export const maxRequestBodyBytes = 4096;

/** Reads the Function's JSON body `{ userId, code }`. */
export function confirmationRequestFromBody(text: string): RequestCheck {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, reason: 'notJson' };
  const { userId, code } = body as Record<string, unknown>;
  return checkConfirmationRequest(userId, code);
}
