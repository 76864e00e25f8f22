import { describe, expect, it } from 'vitest';
import {
  checkRegistration,
  emptyRegistration,
  registrationRequest,
  type RegistrationValues,
} from '../../../src/lib/register/form.ts';
import { seededPasswordRules as seeded } from '../../stand-ins/shared/passwords.ts';

const filled: RegistrationValues = {
  firstName: ' Saga ',
  lastName: 'Nyström',
  email: ' saga@example.com ',
  callingCode: '+46',
  phone: '070-123 45 67',
  playcentre: 'b3c1',
  password: ' Lekplats-2025 ',
  consents: { information: true, sms: false, partnerInformation: false, partnerSms: true },
};

describe(checkRegistration, () => {
  it('should name every missing field of an empty form, in the words of its own keys', () => {
    expect(checkRegistration(emptyRegistration('+46'), seeded)).toEqual({
      firstName: { kind: 'client', key: 'firstNameRequired' },
      lastName: { kind: 'client', key: 'lastNameRequired' },
      email: { kind: 'client', key: 'emailRequired' },
      playcentre: { kind: 'client', key: 'playcentreRequired' },
      password: { kind: 'client', key: 'passwordRequired' },
    });
  });

  it('should accept a complete form, the phone being optional', () => {
    expect(checkRegistration(filled, seeded)).toEqual({});
    expect(checkRegistration({ ...filled, phone: '  ' }, seeded)).toEqual({});
  });

  it.each([
    [
      'an address without a domain',
      { email: 'saga@example' },
      { email: { kind: 'client', key: 'emailInvalid' } },
    ],
    ['a number too short', { phone: '12 34' }, { phone: { kind: 'client', key: 'phoneTooShort' } }],
    ['a landline', { phone: '08 123 456 78' }, { phone: { kind: 'client', key: 'phoneNotForCountry' } }],
    ['a number with letters', { phone: '070 CALL ME' }, { phone: { kind: 'client', key: 'phoneInvalid' } }],
    [
      'a password with Ö as its only capital',
      { password: 'lekplatsÖ12' },
      { password: { kind: 'client', key: 'passwordRules' } },
    ],
  ])('should stop %s', (_, change, problems) => {
    expect(checkRegistration({ ...filled, ...change }, seeded)).toEqual(problems);
  });

  it('should leave the password to the server when the rules are unknown', () => {
    expect(checkRegistration({ ...filled, password: 'x' }, null)).toEqual({});
  });
});

describe(registrationRequest, () => {
  it('should send trimmed details, the phone as digits with its code, the consents and the password as typed', () => {
    expect(registrationRequest(filled, 'profile.playcentre.se')).toEqual({
      details: {
        firstName: 'Saga',
        lastName: 'Nyström',
        email: 'saga@example.com',
        phone: '0701234567',
        countryCode: '+46',
        gdprDisallowInformation: false,
        gdprAllowSms: false,
        gdprAllowPartnerInformation: false,
        gdprAllowPartnerSms: true,
      },
      preferredPlaycenterId: 'b3c1',
      password: ' Lekplats-2025 ',
      registrationSource: 'profile.playcentre.se',
    });
  });

  it('should send no phone and no code when the phone is left out, and refuse information by default', () => {
    const request = registrationRequest(
      { ...emptyRegistration('+358'), email: 'a@b.fi' },
      'profile.playcentre.fi',
    );
    expect(request.details).toMatchObject({
      phone: null,
      countryCode: null,
      gdprDisallowInformation: true,
      gdprAllowSms: false,
      gdprAllowPartnerInformation: false,
      gdprAllowPartnerSms: false,
    });
    expect(request.preferredPlaycenterId).toBeNull();
  });
});
