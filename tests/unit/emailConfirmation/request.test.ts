import { describe, expect, it } from 'vitest';
import {
  checkConfirmationRequest,
  codeLengthBounds,
  confirmationRequestFromBody,
  pairFromQuery,
} from '../../../src/lib/emailConfirmation/request.ts';

const userId = '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e';
const code = 'q7Xv0bq2nB1kQm8c6p3dZt9yR4wL5sJh';

describe('checkConfirmationRequest', () => {
  it('should accept a GUID and a base64url code, trimmed', () => {
    expect(checkConfirmationRequest(` ${userId.toUpperCase()} `, ` ${code}\n`)).toEqual({
      ok: true,
      request: { userId: userId.toUpperCase(), code },
    });
  });

  it('should accept a classic base64 code with + / =, reading a space as the + it was', () => {
    const base64 = 'CfDJ8Ab+cd/ef==' + 'x'.repeat(20);
    expect(checkConfirmationRequest(userId, base64.replace('+', ' '))).toEqual({
      ok: true,
      request: { userId, code: base64 },
    });
  });

  it.each([
    [undefined, code, 'missingUserId'],
    ['   ', code, 'missingUserId'],
    [42, code, 'missingUserId'],
    ['not-a-guid', code, 'malformedUserId'],
    [`${userId}0`, code, 'malformedUserId'],
    ['../../api/User/Me', code, 'malformedUserId'],
    ['3f2c9a4e1b7d4c559e0a6d1f2b3c4d5e', code, 'malformedUserId'],
    [userId, undefined, 'missingCode'],
    [userId, '', 'missingCode'],
    [userId, ['a'], 'missingCode'],
    [userId, 'a'.repeat(codeLengthBounds.min - 1), 'codeTooShort'],
    [userId, 'a'.repeat(codeLengthBounds.max + 1), 'codeTooLong'],
    [userId, `${code}<script>`, 'malformedCode'],
    [userId, `${code}%2F`, 'malformedCode'],
    [userId, `${code}\u{1F600}`, 'malformedCode'],
  ])('should refuse userId %j with code %j: %s', (id, value, reason) => {
    expect(checkConfirmationRequest(id, value)).toEqual({ ok: false, reason });
  });

  it('should accept codes at both length bounds', () => {
    expect(checkConfirmationRequest(userId, 'a'.repeat(codeLengthBounds.min)).ok).toBe(true);
    expect(checkConfirmationRequest(userId, 'a'.repeat(codeLengthBounds.max)).ok).toBe(true);
  });
});

describe('pairFromQuery', () => {
  it('should read the e-mail link, decoding percent-escapes and keeping other parameters out', () => {
    const base64 = 'ab+cd/ef==' + 'x'.repeat(10);
    const search = `?utm_source=mail&userId=${userId}&code=${encodeURIComponent(base64)}`;
    expect(pairFromQuery(search)).toEqual({ userId, code: base64 });
  });

  it('should read an unencoded + (a space in the query) back as +', () => {
    expect(pairFromQuery(`?userId=${userId}&code=ab+cd${'x'.repeat(14)}`)).toEqual({
      userId,
      code: `ab+cd${'x'.repeat(14)}`,
    });
  });

  it.each([
    '',
    '?code=abc',
    `?userId=${userId}`,
    `?userId=${userId}&code=`,
    `?userId=${userId}&code=short`,
    `?userId=${userId}&code=${'a'.repeat(1025)}`,
    `?userId=${userId}&code=${code}%3Cscript%3E`,
    '?userId=%E0%A4%A&code=x',
    `?userId=garbage&code=${code}`,
    `?userId=${userId}x&code=${code}`,
  ])('should refuse %j, as the Function would', (search) => {
    expect(pairFromQuery(search)).toBeUndefined();
    const query = new URLSearchParams(search);
    expect(checkConfirmationRequest(query.get('userId'), query.get('code')).ok).toBe(false);
  });
});

describe('confirmationRequestFromBody', () => {
  it('should read { userId, code } and ignore other fields', () => {
    expect(confirmationRequestFromBody(JSON.stringify({ userId, code, extra: 1 }))).toEqual({
      ok: true,
      request: { userId, code },
    });
  });

  it.each(['', 'userId=x', 'null', '[]', '"text"', '42', '{'])('should refuse %j as not JSON', (text) => {
    expect(confirmationRequestFromBody(text)).toEqual({ ok: false, reason: 'notJson' });
  });

  it('should check the fields of a JSON object', () => {
    expect(confirmationRequestFromBody(JSON.stringify({ userId: 7, code }))).toEqual({
      ok: false,
      reason: 'missingUserId',
    });
  });
});
