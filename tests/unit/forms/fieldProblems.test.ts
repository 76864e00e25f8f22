import { describe, expect, it } from 'vitest';
import { fieldProblemText } from '../../../src/lib/forms/fieldProblems.ts';

describe('fieldProblemText', () => {
  const texts = { emailRequired: 'Enter your e-mail address.' } as const;

  it("should give our own check's text for a problem of our own", () => {
    expect(fieldProblemText({ kind: 'client', key: 'emailRequired' }, (key) => texts[key])).toBe(
      'Enter your e-mail address.',
    );
  });

  it("should give the server's messages about the field as written, one after the other", () => {
    const clientText = () => 'not asked';
    expect(
      fieldProblemText<'emailRequired'>(
        { kind: 'server', messages: ['The number is not in service.', 'Use a mobile number.'] },
        clientText,
      ),
    ).toBe('The number is not in service. Use a mobile number.');
  });
});
