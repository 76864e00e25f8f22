import type { ErrorBody } from '../../../src/lib/errors/errorBody.ts';

/**
 * Error bodies as the real services send them (spec §3): an exception type, a code, a message,
 * field errors keyed in the server's PascalCase spelling and reasons. The stand-ins use these
 * for every refusal, so the client's text-extraction rules are exercised by real replies.
 */
export function errorBody(
  code: string,
  message: string,
  options: { exceptionType?: string; errors?: Record<string, string[]>; status?: number } = {},
): ErrorBody {
  return {
    exceptionType: options.exceptionType ?? 'ApiException',
    code,
    message,
    errors: options.errors ?? {},
    responsecode: options.status ?? 400,
    reasons: [{ code, message }],
    stackTrace: null,
  };
}

/** A refused form: one or more field errors under a ValidationException. */
export function validationBody(errors: Record<string, string[]>): ErrorBody {
  return errorBody('ValidationFailed', 'Validation failed', { exceptionType: 'ValidationException', errors });
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
