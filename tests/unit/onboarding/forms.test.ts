import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/lib/api/types/user.ts';
import {
  checkChild,
  checkPhoneForm,
  childRequest,
  profileWithPhone,
} from '../../../src/lib/onboarding/forms.ts';

describe('checkPhoneForm', () => {
  it('should ask for a number when none is typed', () => {
    expect(checkPhoneForm({ countrycode: '+46', phone: '  ' })).toEqual({
      phone: { kind: 'client', key: 'phone.required' },
    });
  });

  it.each([
    ['+46', '70 123 45 67'],
    ['+46', '070-123 45 67'],
    ['+46', '(0)70 123.45.67'],
    ['+47', '912 34 567'],
    ['+49', '0151 2345 6789'],
  ])('should accept %s %s', (countrycode, phone) => {
    expect(checkPhoneForm({ countrycode, phone })).toEqual({});
  });

  it.each(['+46 70 123 45 67', '70 abc', '70/123', '٠٧٠١٢٣٤٥٦٧'])(
    'should refuse %s as not a number',
    (phone) => {
      expect(checkPhoneForm({ countrycode: '+46', phone })).toEqual({
        phone: { kind: 'client', key: 'phone.invalid' },
      });
    },
  );

  it.each([
    ['12', '+46', 'phone.tooShort'],
    ['912 34 567', '+46', 'phone.tooShort'],
    ['46 70 123 45 67', '+46', 'phone.tooLong'],
    ['08 123 456 78', '+46', 'phone.notForCountry'],
    ['70 123 45 67', '+47', 'phone.tooLong'],
    ['212 34 567', '+47', 'phone.notForCountry'],
  ])('should name what is wrong with %s after %s: %s', (phone, countrycode, key) => {
    expect(checkPhoneForm({ countrycode, phone })).toEqual({ phone: { kind: 'client', key } });
  });
});

describe('checkChild', () => {
  const today = '2026-11-22';
  const ok = { firstname: 'Ebba', lastname: 'Nyström', birthdate: '2021-05-04' };

  it('should accept a complete child, born today at the latest', () => {
    expect(checkChild(ok, today)).toEqual({});
    expect(checkChild({ ...ok, birthdate: today }, today)).toEqual({});
  });

  it('should name every empty field', () => {
    expect(checkChild({ firstname: ' ', lastname: '', birthdate: '' }, today)).toEqual({
      firstname: { kind: 'client', key: 'children.firstNameRequired' },
      lastname: { kind: 'client', key: 'children.lastNameRequired' },
      birthdate: { kind: 'client', key: 'children.birthdateRequired' },
    });
  });

  it.each(['2021-02-30', '2021-13-01', '04.05.2021', '1899-12-31', 'yesterday'])(
    'should refuse %s as a date',
    (birthdate) => {
      expect(checkChild({ ...ok, birthdate }, today).birthdate).toEqual({
        kind: 'client',
        key: 'children.birthdateInvalid',
      });
    },
  );

  it('should refuse a birthdate after today', () => {
    expect(checkChild({ ...ok, birthdate: '2026-11-23' }, today).birthdate).toEqual({
      kind: 'client',
      key: 'children.birthdateFuture',
    });
  });

  it('should send trimmed names and the picked day', () => {
    expect(childRequest({ firstname: ' Ebba ', lastname: 'Nyström ', birthdate: '2021-05-04' })).toEqual({
      firstname: 'Ebba',
      lastname: 'Nyström',
      birthdate: '2021-05-04',
      otherinfo: null,
    });
  });
});

describe('profileWithPhone', () => {
  it('should send the whole profile back unchanged but for phone and calling code', () => {
    const user = {
      guid: 'g',
      firstname: 'Saga',
      lastname: 'Nyström',
      email: 'saga@example.com',
      StreetAddress: 'Storgatan 1',
      PostalCode: '11122',
      City: 'Stockholm',
      CoAddress: null,
      preferredplaycenterid: 'p1',
      gdprallowinformation: true,
      gdprallowsms: false,
      gdprallowpartnerinformation: false,
      gdprallowpartnersms: true,
      phone: null,
      countrycode: null,
    } as unknown as User;
    expect(profileWithPhone(user, { countrycode: '+47', phone: '912 34 567' })).toEqual({
      firstname: 'Saga',
      lastname: 'Nyström',
      email: 'saga@example.com',
      StreetAddress: 'Storgatan 1',
      PostalCode: '11122',
      City: 'Stockholm',
      CoAddress: null,
      preferredplaycenterid: 'p1',
      gdprallowinformation: true,
      gdprallowsms: false,
      gdprallowpartnerinformation: false,
      gdprallowpartnersms: true,
      phone: '91234567',
      countrycode: '+47',
    });
  });
});
