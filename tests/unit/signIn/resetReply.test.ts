import { apiReply } from '../../support/apiReply.ts';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../src/lib/errors/ApiError.ts';
import { resetFailureOutcome, resetReplyOutcome } from '../../../src/lib/signIn/resetReply.ts';

const now = Date.UTC(2025, 6, 1, 12, 0, 0);

describe(resetReplyOutcome, () => {
  it.each([
    ['an empty reply', null],
    ['a sentence in plain text', 'Your password has been reset.'],
    ['a JSON generic result that succeeded', { success: true, message: null, errors: [], notices: [] }],
    ['JSON without success', { message: 'Done' }],
    ['JSON sent as text', '{"success":true}'],
    ['broken JSON sent as text (a success sentence after all)', '{ not json'],
  ])('should count %s as reset', (_, body) => {
    expect(resetReplyOutcome(body as never)).toEqual({ kind: 'reset' });
  });

  it('should read a 200 whose result says it failed: password errors at the password field', () => {
    const body = {
      success: false,
      message: null,
      errors: ["Passwords must have at least one digit ('0'-'9')."],
      notices: [],
    };
    expect(resetReplyOutcome(body)).toEqual({
      kind: 'refused',
      notice: { kind: 'fixFields', otherNotes: [] },
      problems: {
        password: {
          kind: 'server',
          notes: [{ kind: 'unknown', details: ["Passwords must have at least one digit ('0'-'9')."] }],
        },
      },
    });
  });

  it.each([
    [{ success: false, errors: ['Invalid token.'] }, 'invalidLink'],
    ['{"success":false,"errors":["The token has expired."]}', 'expiredLink'],
  ])('should read a 200 refusal of the code %j as %s', (body, kind) => {
    expect(resetReplyOutcome(body as never)).toEqual({ kind });
  });

  it('should read the codes of a 200 that lists IdentityErrors as ASP.NET Identity writes them', () => {
    const body = {
      success: false,
      message: 'Reset failed',
      errors: [
        {
          code: 'PasswordRequiresUpper',
          description: "Passwords must have at least one uppercase ('A'-'Z').",
        },
        { code: 'PasswordTooShort', description: 'Passwords must be at least 10 characters.' },
      ],
    };
    expect(resetReplyOutcome(body as never)).toEqual({
      kind: 'refused',
      notice: { kind: 'fixFields', otherNotes: [] },
      problems: {
        password: {
          kind: 'server',
          notes: [
            { kind: 'rule', rule: 'uppercase', count: 0 },
            { kind: 'rule', rule: 'length', count: 10 },
          ],
        },
      },
    });
    expect(resetReplyOutcome({ success: false, errors: [{ code: 'InvalidToken' }] } as never)).toEqual({
      kind: 'invalidLink',
    });
  });

  it('should not call a bare false a success', () => {
    expect(resetReplyOutcome('false')).toEqual({
      kind: 'refused',
      notice: { kind: 'failed', key: 'general.error-unknown' },
      problems: {},
    });
  });
});

describe(resetFailureOutcome, () => {
  it.each([
    [
      '400 Code: Invalid token. (the link was used)',
      apiReply(400, { exceptionType: 'ValidationException', errors: { Code: ['Invalid token.'] } }),
      'invalidLink',
    ],
    ['400 code InvalidToken', apiReply(400, { code: 'InvalidToken', message: 'Failed' }), 'invalidLink'],
    [
      '400 code ExpiredToken',
      apiReply(400, { code: 'ExpiredToken', errors: { Code: ['The token has expired.'] } }),
      'expiredLink',
    ],
    ['400 Token: expired', apiReply(400, { errors: { Token: ['Token expired.'] } }), 'expiredLink'],
    ['400 UserId', apiReply(400, { errors: { UserId: ["'User Id' must not be empty."] } }), 'invalidLink'],
    ['404 no such user', apiReply(404, { message: 'User not found' }), 'invalidLink'],
    ['410 gone', apiReply(410), 'expiredLink'],
  ])('should read %s as a link that no longer works', (_, error, kind) => {
    expect(resetFailureOutcome(error, now)).toEqual({ kind });
  });

  it('should keep password problems at the password field, as the rules their codes name', () => {
    const error = apiReply(400, {
      exceptionType: 'ValidationException',
      errors: {
        Password: [
          'Passwords must be at least 8 characters.',
          "Passwords must have at least one digit ('0'-'9').",
        ],
      },
      reasons: [
        { code: 'PasswordTooShort', message: 'Passwords must be at least 8 characters.' },
        { code: 'PasswordRequiresDigit', message: "Passwords must have at least one digit ('0'-'9')." },
      ],
    });
    expect(resetFailureOutcome(error, now)).toEqual({
      kind: 'refused',
      notice: { kind: 'fixFields', otherNotes: [] },
      problems: {
        password: {
          kind: 'server',
          notes: [
            { kind: 'rule', rule: 'length', count: 8 },
            { kind: 'rule', rule: 'digit', count: 0 },
          ],
        },
      },
    });
  });

  it('should keep password problems without codes as the service refusing, its words a detail', () => {
    const error = apiReply(400, { errors: { Password: ['Too weak.', 'Too common.'] } });
    expect(resetFailureOutcome(error, now)).toMatchObject({
      problems: {
        password: { kind: 'server', notes: [{ kind: 'unknown', details: ['Too weak.', 'Too common.'] }] },
      },
    });
  });

  it.each([
    ['no reply', new NetworkError('down'), { kind: 'unavailable' }],
    [
      '429',
      new ApiError('x', 429, '', { 'retry-after': '60' }, undefined),
      { kind: 'rateLimited', until: now + 60_000 },
    ],
    ['500', apiReply(500), { kind: 'failed', key: 'errors.server' }],
  ])('should read %s like any other call', (_, error, outcome) => {
    expect(resetFailureOutcome(error, now)).toEqual({ kind: 'refused', notice: outcome, problems: {} });
  });
});
