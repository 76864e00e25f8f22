import type { ErrorBody, ErrorReason } from '../../../src/lib/errors/errorBody.ts';

/**
 * Error bodies as the real services send them (spec §3): an exception type, a code, a message,
 * field errors keyed in the server's PascalCase spelling and reasons. The stand-ins use these
 * for every refusal, so the client's text-extraction rules are exercised by real replies.
 * `reasons` defaults to one, the body's own code and message.
 */
export function errorBody(
  code: string,
  message: string,
  options: {
    exceptionType?: string;
    errors?: Record<string, string[]>;
    status?: number;
    reasons?: ErrorReason[];
  } = {},
): ErrorBody {
  return {
    exceptionType: options.exceptionType ?? 'ApiException',
    code,
    message,
    errors: options.errors ?? {},
    responsecode: options.status ?? 400,
    reasons: options.reasons ?? [{ code, message }],
    stackTrace: null,
  };
}

/**
 * A field error with its code, as the services' libraries give one: ASP.NET Identity's
 * `IdentityError` (`PasswordTooShort`, `DuplicateEmail`, …) and FluentValidation's failures,
 * whose code is the validator's name (`NotEmptyValidator`, `EmailValidator`, …). A plain
 * string is a message the service words itself, without a code.
 */
export interface FieldError {
  code: string;
  message: string;
}

export const fieldError = (code: string, message: string): FieldError => ({ code, message });

const messageOf = (error: string | FieldError) => (typeof error === 'string' ? error : error.message);

/**
 * A refused form: one or more field errors under a ValidationException. As the services write
 * an ASP.NET result, each error is listed twice: its message under its field in `errors`, and
 * `{ code, message }` in `reasons` (the only place its code is); a body whose errors all lack
 * a code has the one summary reason.
 */
export function validationBody(errors: Record<string, readonly (string | FieldError)[]>): ErrorBody {
  const messages = Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map(messageOf)]),
  );
  const reasons = Object.values(errors)
    .flat()
    .filter((error): error is FieldError => typeof error !== 'string')
    .map(({ code, message }) => ({ code, message }));
  return errorBody('ValidationFailed', 'Validation failed', {
    exceptionType: 'ValidationException',
    errors: messages,
    ...(reasons.length > 0 ? { reasons } : {}),
  });
}

export function notFoundBody(what: string, id: string): ErrorBody {
  return errorBody('NotFound', `${what} '${id}' was not found.`, {
    exceptionType: 'NotFoundException',
    status: 404,
  });
}

export const unauthorizedBody: ErrorBody = errorBody('Unauthorized', 'You must be signed in to do this.', {
  exceptionType: 'UnauthorizedAccessException',
  status: 401,
});

export const forbiddenBody: ErrorBody = errorBody('Forbidden', 'You do not have permission to do this.', {
  exceptionType: 'ForbiddenException',
  status: 403,
});
