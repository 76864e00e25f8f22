import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../src/config/languages.ts';
import { errorTexts } from '../../../src/i18n/errorTexts.ts';
import { messages } from '../../../src/i18n/index.ts';
import { serviceTexts } from '../../../src/i18n/serviceTexts.ts';
import Field from '../../../src/islands/forms/Field.tsx';
import FormAlert from '../../../src/islands/forms/FormAlert.tsx';
import { mergedNotes } from '../../../src/lib/errors/mergedNotes.ts';
import {
  knownServiceCodes,
  longestDetail,
  serviceNote,
  serviceTextKeys,
} from '../../../src/lib/errors/serviceCodes.ts';
import { serviceWords } from '../../../src/lib/errors/serviceWords.ts';
import { fieldsNamed, readFailedCall } from '../../../src/lib/forms/failedCall.ts';
import { fieldProblemText } from '../../../src/lib/forms/fieldProblems.ts';
import { apiReply } from '../../support/apiReply.ts';

const now = Date.UTC(2025, 6, 1, 12, 0, 0);

describe('our words for the services’ codes', () => {
  it('should have a text in the message files for every key, and no text without a key', () => {
    expect(Object.keys(messages.en.serviceMessages).sort()).toEqual(
      [...serviceTextKeys, 'unknown', 'detail'].sort(),
    );
  });

  it.each(knownServiceCodes)('should word %s in every language, in our words only', (code) => {
    const said = `The service's own sentence about ${code}, at least 8 of them.`;
    for (const language of languageCodes) {
      const words = serviceWords([serviceNote(code, said)], serviceTexts(language));
      expect(words.text.trim(), language).not.toBe('');
      expect(words.text, language).not.toMatch(/\{\{|\}\}|undefined/);
      expect(words.text, language).not.toContain(said);
      expect(words.details, language).toEqual([]);
      // A known code is never the "service refused this" of an unknown one.
      expect(words.text, language).not.toContain(messages[language].serviceMessages.unknown);
    }
  });

  it('should compare codes without case, as the services are not consistent about it', () => {
    expect(serviceNote('duplicateemail', null)).toEqual({ kind: 'text', key: 'emailTaken' });
    expect(serviceNote(' PASSWORDREQUIRESDIGIT ', null)).toEqual({ kind: 'rule', rule: 'digit', count: 0 });
  });

  it.each([
    ['a code we do not know', 'UserNotInRole'],
    ['no code', null],
    ['an empty code', ''],
  ])('should fall back for %s: our sentence, the service’s words as the detail', (_, code) => {
    const note = serviceNote(code, "User is not in role 'Staff'.");
    expect(note).toEqual({ kind: 'unknown', details: ["User is not in role 'Staff'."] });
    for (const language of languageCodes) {
      const { text, details } = serviceWords([note], serviceTexts(language));
      expect(text).toBe(messages[language].serviceMessages.unknown);
      expect(details).toHaveLength(1);
      expect(details[0]?.words).toBe("User is not in role 'Staff'.");
      expect(`${details[0]?.before}{{words}}${details[0]?.after}`).toBe(
        messages[language].serviceMessages.detail,
      );
    }
  });

  it('should keep no detail for an unknown code without words, and cut a very long message', () => {
    expect(serviceNote('Mystery', '  ')).toEqual({ kind: 'unknown', details: [] });
    const long = serviceNote('Mystery', 'x'.repeat(1000));
    expect(long.kind === 'unknown' && long.details[0]).toHaveLength(longestDetail);
  });

  it('should read the number of a rule from its message, and say the rule without one otherwise', () => {
    expect(serviceNote('PasswordTooShort', 'Passwords must be at least 12 characters.')).toEqual({
      kind: 'rule',
      rule: 'length',
      count: 12,
    });
    expect(serviceNote('PasswordRequiresUniqueChars', 'Mindestens 6 verschiedene Zeichen.')).toEqual({
      kind: 'rule',
      rule: 'uniqueChars',
      count: 6,
    });
    expect(serviceNote('PasswordTooShort', 'Too short.')).toEqual({ kind: 'text', key: 'passwordTooShort' });
    expect(serviceNote('PasswordRequiresUniqueChars', null)).toEqual({
      kind: 'text',
      key: 'passwordUniqueChars',
    });
  });

  it('should say the rules a password misses as the checklist says them, in one sentence', () => {
    const notes = [
      serviceNote('PasswordTooShort', 'Passwords must be at least 8 characters.'),
      serviceNote('PasswordRequiresDigit', "Passwords must have at least one digit ('0'-'9')."),
      serviceNote('PasswordRequiresUpper', "Passwords must have at least one uppercase ('A'-'Z')."),
    ];
    expect(serviceWords(notes, serviceTexts('sv')).text).toBe(
      'Ditt lösenord behöver ha: minst 8 tecken, en siffra (0–9), en stor bokstav (A–Z).',
    );
    expect(serviceWords(notes, serviceTexts('de')).text).toBe(
      'Dein Passwort braucht: mindestens 8 Zeichen, eine Ziffer (0–9), einen Großbuchstaben (A–Z).',
    );
    // The symbol rule ends in "!": no full stop after it.
    expect(
      serviceWords([serviceNote('PasswordRequiresNonAlphanumeric', null)], serviceTexts('en')).text,
    ).toBe('Your password needs: a character that isn’t a letter or a digit, such as - or !');
  });

  it('should say each thing once', () => {
    const notes = [
      serviceNote('InvalidEmail', 'a'),
      serviceNote('EmailValidator', 'b'),
      serviceNote('Mystery', 'c'),
      serviceNote(null, 'c'),
      serviceNote(null, 'd'),
    ];
    expect(mergedNotes(notes)).toEqual([
      { kind: 'text', key: 'emailInvalid' },
      { kind: 'unknown', details: ['c', 'd'] },
    ]);
  });
});

/** A page's words with the service's quoted asides taken out: what a parent reads as our text. */
const withoutQuotes = (html: string) => html.replace(/<q>.*?<\/q>/g, '');
const quoted = (html: string) => [...html.matchAll(/<q>(.*?)<\/q>/g)].map((match) => match[1]);
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

// Replies as the services give them (tests/stand-ins): codes in reasons, words in errors.
const replies = {
  'a weak password': apiReply(400, {
    exceptionType: 'ValidationException',
    code: 'ValidationFailed',
    message: 'Validation failed',
    errors: {
      Password: [
        'Passwords must be at least 8 characters.',
        "Passwords must have at least one digit ('0'-'9').",
        "Passwords must have at least one uppercase ('A'-'Z').",
        'Passwords must use at least 4 different characters.',
      ],
    },
    reasons: [
      { code: 'PasswordTooShort', message: 'Passwords must be at least 8 characters.' },
      { code: 'PasswordRequiresDigit', message: "Passwords must have at least one digit ('0'-'9')." },
      { code: 'PasswordRequiresUpper', message: "Passwords must have at least one uppercase ('A'-'Z')." },
      { code: 'PasswordRequiresUniqueChars', message: 'Passwords must use at least 4 different characters.' },
    ],
  }),
  'an address whose domain takes no mail': apiReply(400, {
    exceptionType: 'ValidationException',
    code: 'ValidationFailed',
    message: 'Validation failed',
    errors: { 'Details.Email': ["The domain of 'lena@beispiel.invalid' cannot receive e-mail."] },
    reasons: [
      {
        code: 'EmailDomainUndeliverable',
        message: "The domain of 'lena@beispiel.invalid' cannot receive e-mail.",
      },
    ],
  }),
  'a code we do not know': apiReply(400, {
    code: 'ValidationFailed',
    errors: { Email: ['The address is on the block list.'], Password: ['Nope.'] },
    reasons: [{ code: 'Blocked', message: 'The address is on the block list.' }],
  }),
};
const serviceSentences = [
  'Passwords must',
  'cannot receive e-mail',
  'block list',
  'Nope.',
  'Validation failed',
];

describe('what a parent reads of a refusal', () => {
  const fieldOf = (key: string) => (key.toLowerCase().endsWith('email') ? 'email' : 'password');

  for (const [name, reply] of Object.entries(replies)) {
    const unknown = name === 'a code we do not know';
    it.each(languageCodes)(`${name}, %s: our words, the service's only quoted`, (language) => {
      const service = serviceTexts(language);
      // At the fields…
      const fields = Object.values(readFailedCall(reply, fieldOf, now).problems).map((problem) =>
        renderToStaticMarkup(
          createElement(Field, {
            id: 'field',
            label: 'Field',
            problem,
            words: () => '',
            service,
            children: (control) => createElement('input', control),
          }),
        ),
      );
      // …and, for a form without those fields, in its alert.
      const alert = renderToStaticMarkup(
        createElement(FormAlert, {
          notice: readFailedCall(reply, fieldsNamed(['phone']), now).notice,
          texts: { fixFields: 'Check the fields.' },
          errors: errorTexts(language),
          service,
          locale: 'en',
          className: 'alert',
        }),
      );
      for (const html of [...fields, alert]) {
        for (const sentence of serviceSentences) expect(withoutQuotes(html)).not.toContain(escaped(sentence));
        if (!unknown) expect(quoted(html)).toEqual([]);
      }
      if (unknown) {
        expect(alert).toContain(messages[language].serviceMessages.unknown);
        expect(quoted(alert)).toEqual(['The address is on the block list.', 'Nope.']);
        expect(fields.flatMap(quoted)).toEqual(['The address is on the block list.', 'Nope.']);
      }
    });
  }

  it('should show the German words for the undeliverable domain, and the Swedish rules for a weak password', () => {
    const wordsOf = (reply: keyof typeof replies, language: 'de' | 'sv') =>
      Object.values(readFailedCall(replies[reply], fieldOf, now).problems).map((problem) =>
        fieldProblemText(problem, () => '', serviceTexts(language)),
      );
    expect(wordsOf('an address whose domain takes no mail', 'de')).toEqual([
      {
        text: 'An diese Adresse können keine E-Mails zugestellt werden. Prüf den Teil nach dem @ auf Tippfehler.',
        details: [],
      },
    ]);
    expect(wordsOf('a weak password', 'sv')).toEqual([
      {
        text: 'Ditt lösenord behöver ha: minst 8 tecken, en siffra (0–9), en stor bokstav (A–Z), minst 4 olika tecken.',
        details: [],
      },
    ]);
  });
});
