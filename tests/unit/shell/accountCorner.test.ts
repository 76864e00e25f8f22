import { describe, expect, it } from 'vitest';
import { cornerTexts } from '../../../src/lib/badge/initials.ts';

/**
 * The words of the account corners (components/AccountCorner.astro, filled in by
 * islands/behaviours/accountCorners.ts); the corners themselves are tested in the browser
 * (tests/e2e/shellAccount.spec.ts, shellFooter.spec.ts).
 */
const labels = { signedInAs: 'Inloggad som {{name}}', signedIn: 'Du är inloggad.' };
const anna = { firstname: 'Anna', lastname: 'Berg', username: 'anna@example.com' };

describe(cornerTexts, () => {
  it('should name the parent in the sentence, with the badge letters and the first name', () => {
    expect(cornerTexts(anna, labels)).toEqual({
      sentence: 'Inloggad som Anna Berg',
      before: 'Inloggad som ',
      name: 'Anna Berg',
      after: '',
      initials: 'AB',
      shortName: 'Anna',
    });
  });

  it('should keep the words around the name where the language puts them', () => {
    const texts = cornerTexts(anna, { ...labels, signedInAs: '{{name}} ist angemeldet' });
    expect(texts).toMatchObject({ before: '', name: 'Anna Berg', after: ' ist angemeldet' });
    expect(texts.sentence).toBe('Anna Berg ist angemeldet');
  });

  it('should say only that the parent is signed in when the account has no name at all', () => {
    expect(cornerTexts({ firstname: null, lastname: null, username: null }, labels)).toEqual({
      sentence: 'Du är inloggad.',
      before: 'Du är inloggad.',
      name: '',
      after: '',
      initials: '',
      shortName: '',
    });
  });

  it('should go by the user name when there are no names, with no first name beside the badge', () => {
    expect(
      cornerTexts({ firstname: ' ', lastname: null, username: 'anna@example.com' }, labels),
    ).toMatchObject({
      sentence: 'Inloggad som anna@example.com',
      initials: 'AN',
      shortName: '',
    });
  });

  it('should leave every text empty for nobody: a sign-out leaves no name in the page', () => {
    expect(Object.values(cornerTexts(null, labels)).every((text) => text === '')).toBe(true);
  });
});
