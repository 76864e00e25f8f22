import { describe, expect, it } from 'vitest';
import { fieldProblemText } from '../../../src/lib/forms/fieldProblems.ts';
import { serviceTexts } from '../../../src/i18n/serviceTexts.ts';

describe('fieldProblemText', () => {
  const texts = { emailRequired: 'Enter your e-mail address.' } as const;
  const service = serviceTexts('en');

  it("should give our own check's text for a problem of our own", () => {
    expect(fieldProblemText({ kind: 'client', key: 'emailRequired' }, (key) => texts[key], service)).toEqual({
      text: 'Enter your e-mail address.',
      details: [],
    });
  });

  it('should give what the server said about the field in our words, its own only as a detail', () => {
    const clientText = () => 'not asked';
    expect(
      fieldProblemText<'emailRequired'>(
        {
          kind: 'server',
          notes: [
            { kind: 'text', key: 'emailTaken' },
            { kind: 'unknown', details: ['The number is not in service.'] },
          ],
        },
        clientText,
        service,
      ),
    ).toEqual({
      text: `${service.texts.emailTaken} ${service.texts.unknown}`,
      details: [
        {
          before: 'More details, as we received them (possibly in English): ',
          words: 'The number is not in service.',
          after: '',
        },
      ],
    });
  });
});
