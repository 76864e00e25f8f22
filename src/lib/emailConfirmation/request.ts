/**
 * The two values of a confirmation link (`?userId=&code=`), checked the same way in the page
 * (so a broken link makes no call at all) and in the Function (which trusts nothing the page
 * sends). Pure and edge-safe: no DOM, no Node.
 */

/** Identity user ids are GUIDs (spec §3: identifiers); anything else is not from our e-mail. */
const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Confirmation codes are base64 or base64url tokens. ASP.NET-style services issue 100–400
 * characters; the stand-in 32. The bounds reject empty, truncated-to-nothing and absurd values
 * without guessing the real service's exact length.
 */
export const codeLengthBounds = { min: 16, max: 1024 } as const;

const codePattern = /^[A-Za-z0-9+/=_-]+$/;

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

/**
 * Checks userId and code. A `+` of a base64 code arrives as a space when a mail client or
 * the sender left it unencoded in the query (`URLSearchParams` reads `+` as a space), so
 * spaces inside the code are read back as `+`; surrounding white space is trimmed.
 */
export function checkConfirmationRequest(userId: unknown, code: unknown): RequestCheck {
  const id = typeof userId === 'string' ? userId.trim() : '';
  const rawCode = typeof code === 'string' ? code.trim().replaceAll(' ', '+') : '';
  if (id === '') return { ok: false, reason: 'missingUserId' };
  if (!guidPattern.test(id)) return { ok: false, reason: 'malformedUserId' };
  if (rawCode === '') return { ok: false, reason: 'missingCode' };
  if (rawCode.length < codeLengthBounds.min) return { ok: false, reason: 'codeTooShort' };
  if (rawCode.length > codeLengthBounds.max) return { ok: false, reason: 'codeTooLong' };
  if (!codePattern.test(rawCode)) return { ok: false, reason: 'malformedCode' };
  return { ok: true, request: { userId: id, code: rawCode } };
}

/** Reads the page's query string (`?userId=&code=`); the first value of each counts. */
export function confirmationRequestFromQuery(search: string): RequestCheck {
  const query = new URLSearchParams(search);
  return checkConfirmationRequest(query.get('userId'), query.get('code'));
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
