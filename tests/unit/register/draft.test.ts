import { describe, expect, it } from 'vitest';
import { draftOf, readDraft, startingValues } from '../../../src/lib/register/draft.ts';
import { emptyRegistration, type RegistrationValues } from '../../../src/lib/register/form.ts';

const typed: RegistrationValues = {
  firstName: 'Saga',
  lastName: 'Nyström',
  email: 'saga.n@example.com',
  callingCode: '+358',
  phone: '040 123 4567',
  playcentre: 'b3c1',
  password: 'Lekplats-2025',
  consents: { information: true, sms: false, partnerInformation: false, partnerSms: false },
};

describe(draftOf, () => {
  it('should keep everything typed but the password', () => {
    const draft = draftOf(typed, 'saga@example.com');
    expect(JSON.stringify(draft)).not.toContain('Lekplats');
    expect(draft).toEqual({
      openedWith: 'saga@example.com',
      values: {
        firstName: 'Saga',
        lastName: 'Nyström',
        email: 'saga.n@example.com',
        callingCode: '+358',
        phone: '040 123 4567',
        playcentre: 'b3c1',
        consents: { information: true, sms: false, partnerInformation: false, partnerSms: false },
      },
    });
  });
});

describe(readDraft, () => {
  it('should read back a stored draft, dropping anything extra', () => {
    const stored = JSON.parse(JSON.stringify({ ...draftOf(typed, ''), extra: 1 }));
    stored.values.password = 'smuggled';
    expect(readDraft(stored)).toEqual(draftOf(typed, ''));
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'draft'],
    ['no values', { openedWith: '' }],
    ['a number for a name', { openedWith: '', values: { ...draftOf(typed, '').values, firstName: 4 } }],
    [
      'a consent as text',
      { openedWith: '', values: { ...draftOf(typed, '').values, consents: { sms: 'yes' } } },
    ],
  ])('should refuse %s', (_, stored) => {
    expect(readDraft(stored)).toBeUndefined();
  });
});

describe(startingValues, () => {
  const empty = emptyRegistration('+46');

  it('should fill in the address from the sign-in page', () => {
    expect(startingValues(empty, undefined, 'saga@example.com')).toEqual({
      ...empty,
      email: 'saga@example.com',
    });
  });

  it('should bring back a draft of this visit, the corrected address included, without a password', () => {
    const draft = draftOf(typed, 'saga@example.com');
    expect(startingValues(empty, draft, 'saga@example.com')).toEqual({ ...typed, password: '' });
  });

  it('should take a new address from the sign-in page over an older draft, keeping the rest', () => {
    const draft = draftOf(typed, 'saga@example.com');
    expect(startingValues(empty, draft, 'saga.nystrom@example.com')).toEqual({
      ...typed,
      password: '',
      email: 'saga.nystrom@example.com',
    });
  });

  it('should bring back a draft when the page was opened without an address', () => {
    expect(startingValues(empty, draftOf(typed, ''), '')).toEqual({ ...typed, password: '' });
  });
});
