import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/i18n/index.ts';
import { serviceTexts } from '../../../src/i18n/serviceTexts.ts';
import PasswordField from '../../../src/islands/signIn/PasswordField.tsx';
import { rateLimitEnd } from '../../../src/lib/forms/failedCall.ts';
import { focusTarget } from '../../../src/lib/forms/focusTarget.ts';
import { fieldToRetype, type SignInNotice } from '../../../src/lib/signIn/answers.ts';

const signInFields = ['email', 'password'] as const;

describe(focusTarget, () => {
  it('should take the first field with a problem, in the order the form shows them', () => {
    const problems = { password: { kind: 'client', key: 'passwordRequired' }, email: { kind: 'client' } };
    expect(focusTarget({ problems, notice: null }, signInFields)).toBe('email');
    expect(focusTarget({ problems: { password: {} }, notice: null }, signInFields)).toBe('password');
  });

  it('should take the password after wrong credentials, where no field has a problem of its own', () => {
    const notice: SignInNotice = { kind: 'wrongCredentials' };
    expect(focusTarget({ problems: {}, notice }, signInFields, fieldToRetype)).toBe('password');
  });

  it.each<SignInNotice>([
    { kind: 'rateLimited', until: 1 },
    { kind: 'unavailable' },
    { kind: 'timeout' },
    { kind: 'failed', key: 'errors.server' },
  ])('should leave focus where it was for a notice about the whole form: $kind', (notice) => {
    expect(focusTarget({ problems: {}, notice }, signInFields, fieldToRetype)).toBeUndefined();
  });

  it('should leave focus where it was with no problem and no notice', () => {
    expect(focusTarget({ problems: {}, notice: null }, signInFields, fieldToRetype)).toBeUndefined();
    expect(focusTarget({ problems: {} }, signInFields)).toBeUndefined();
  });
});

describe(fieldToRetype, () => {
  it('should name the password after wrong credentials only', () => {
    expect(fieldToRetype({ kind: 'wrongCredentials' })).toBe('password');
    expect(fieldToRetype({ kind: 'fixFields', otherNotes: [] })).toBeUndefined();
  });
});

describe(rateLimitEnd, () => {
  it("should give a 429's end, and nothing for any other notice", () => {
    const limited = (until: number | undefined): SignInNotice => ({ kind: 'rateLimited', until });
    expect(rateLimitEnd(limited(5))).toBe(5);
    expect(rateLimitEnd(limited(undefined))).toBeUndefined();
    expect(rateLimitEnd({ kind: 'wrongCredentials' })).toBeUndefined();
    expect(rateLimitEnd(null)).toBeUndefined();
  });
});

describe(PasswordField, () => {
  const render = (alertId?: string) =>
    renderToStaticMarkup(
      createElement(PasswordField, {
        id: 'sign-in-password',
        label: messages.sv.signIn.passwordLabel,
        problem: undefined,
        texts: messages.sv.signIn,
        service: serviceTexts('sv'),
        autoComplete: 'current-password',
        alertId,
      }),
    );

  it('should be marked invalid and read with the alert when the alert is about it (a wrong password)', () => {
    const html = render('sign-in-alert');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="sign-in-alert"');
  });

  it('should be neither otherwise', () => {
    const html = render();
    expect(html).toContain('aria-invalid="false"');
    expect(html).not.toContain('aria-describedby');
  });
});
