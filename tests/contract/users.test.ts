import { describe, expect, it } from 'vitest';
import type { Registration } from '../../src/lib/api/types/user.ts';
import { mainApiHttp } from '../../src/lib/api/serviceHttp.ts';
import { UserClient } from '../../src/lib/api/userClient.ts';
import { createApiCaches } from '../../src/lib/cache/apiCaches.ts';
import { profileUpdateOf } from '../../src/lib/api/profileUpdate.ts';
import { errorText, propertyErrors } from '../support/errorText.ts';
import { errorTranslationKey } from '../../src/lib/errors/translationKey.ts';
import {
  accessTokenFor,
  clients,
  control,
  endpoints,
  registerFreshAccount,
  seededPassword,
  standInUrls,
  uniqueEmail,
} from './support/standIns.ts';

/** A registration with the details of spec §3 for an address and password. */
function registration(email: string, password: string): Registration {
  return {
    details: {
      firstName: 'Saga',
      lastName: 'Nyström',
      email,
      phone: null,
      gdprDisallowInformation: true,
      gdprAllowPartnerInformation: false,
    },
    preferredPlaycenterId: null,
    password,
    registrationSource: 'ContractTest',
  };
}

describe(UserClient, () => {
  it('should refuse Me without a token (401) and give the signed-in user with one', async () => {
    const error = await clients()
      .users.me()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, headers: { 'www-authenticate': 'Bearer' } });
    expect(errorTranslationKey(error)).toBe('errors.permission');
    const token = await accessTokenFor('jonas.becker@example.com');
    await expect(clients(token).users.me()).resolves.toMatchObject({
      firstname: 'Jonas',
      City: 'Köln',
      CoAddress: 'c/o Schneider',
      roles: ['Customer'],
    });
  });

  it('should refuse a token that is not an access token of the identity stand-in', async () => {
    const error = await clients('eyJhbGciOiJub25lIn0.e30.')
      .users.me()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect((error as { headers: Record<string, string> }).headers['www-authenticate']).toMatch(
      /invalid_token/,
    );
  });

  it('should register an account that can then sign in, and refuse the same address twice', async () => {
    const user = await registerFreshAccount('register');
    expect(user).toMatchObject({ emailconfirmed: false, roles: ['Customer'] });
    const token = await accessTokenFor(user.email ?? '');
    await expect(clients(token).users.me()).resolves.toMatchObject({ guid: user.guid });
    const again = await clients()
      .users.register({
        details: {
          firstName: 'A',
          lastName: 'B',
          email: user.email,
          phone: null,
          gdprDisallowInformation: null,
          gdprAllowPartnerInformation: null,
        },
        preferredPlaycenterId: null,
        password: seededPassword,
        registrationSource: 'ContractTest',
      })
      .catch((caught: unknown) => caught);
    expect(again).toMatchObject({ status: 400, body: { code: 'DuplicateEmail' } });
    expect(errorText(again)).toBe(`Validation failed: Email '${user.email}' is already taken.`);
    expect(propertyErrors(again, 'details.Email')).toEqual([`Email '${user.email}' is already taken.`]);
    // The code with the field's words, as the pages find it (lib/errors/serviceCodes.ts).
    expect(again).toMatchObject({
      body: { reasons: [{ code: 'DuplicateEmail', message: `Email '${user.email}' is already taken.` }] },
    });
  });

  it('should refuse a weak password with every rule it breaks, keyed by field', async () => {
    const error = await clients()
      .users.register({
        details: {
          firstName: 'A',
          lastName: 'B',
          email: uniqueEmail('weak'),
          phone: null,
          gdprDisallowInformation: null,
          gdprAllowPartnerInformation: null,
        },
        preferredPlaycenterId: null,
        password: 'abc',
        registrationSource: 'ContractTest',
      })
      .catch((caught: unknown) => caught);
    expect(errorText(error)).toBe('Validation failed');
    // In the order ASP.NET Identity's PasswordValidator reports them.
    expect(propertyErrors(error, 'password')).toEqual([
      'Passwords must be at least 8 characters.',
      "Passwords must have at least one digit ('0'-'9').",
      "Passwords must have at least one uppercase ('A'-'Z').",
      'Passwords must use at least 4 different characters.',
    ]);
    // Each IdentityError's code, with the same words as its field message.
    expect(error).toMatchObject({
      body: {
        code: 'ValidationFailed',
        reasons: [
          { code: 'PasswordTooShort', message: 'Passwords must be at least 8 characters.' },
          { code: 'PasswordRequiresDigit', message: "Passwords must have at least one digit ('0'-'9')." },
          { code: 'PasswordRequiresUpper', message: "Passwords must have at least one uppercase ('A'-'Z')." },
          {
            code: 'PasswordRequiresUniqueChars',
            message: 'Passwords must use at least 4 different characters.',
          },
        ],
      },
    });
  });

  it('should save the profile with phone and dialling code, and the preferred play centre alone', async () => {
    const user = await registerFreshAccount('profile');
    const token = await accessTokenFor(user.email ?? '');
    const [sandvika] = await clients().locations.search('Sandvika', 'Playground');
    const saved = await clients(token).users.updateProfile(
      profileUpdateOf(user, {
        phone: '912 34 567',
        countrycode: '+47',
        City: 'Bærum',
        StreetAddress: 'Kirkeveien 3',
        PostalCode: '1338',
      }),
    );
    expect(saved).toMatchObject({ phone: '91234567', countrycode: '+47', City: 'Bærum' });
    const moved = await clients(token).users.updatePreferredPlayground({
      preferredplaycenterid: sandvika?.locationid ?? null,
    });
    expect(moved?.preferredplaycenterid).toBe(sandvika?.locationid);
  });

  it('should refuse a phone number without a dialling code', async () => {
    const user = await registerFreshAccount('phone');
    const token = await accessTokenFor(user.email ?? '');
    const error = await clients(token)
      .users.updateProfile(profileUpdateOf(user, { phone: '701234567', countrycode: null }))
      .catch((caught: unknown) => caught);
    expect(errorText(error)).toBe("Validation failed: 'Countrycode' must be a dialling code such as +46.");
  });

  it('should add a child with the birthdate as midnight UTC and list it among the accounts', async () => {
    const user = await registerFreshAccount('child');
    const token = await accessTokenFor(user.email ?? '');
    const child = await clients(token).users.createChildAccount({
      firstname: 'Ebba',
      lastname: 'Nyström',
      birthdate: new Date(2021, 4, 4),
      otherinfo: 'Glutenfri kost',
    });
    expect(child).toMatchObject({ birthdate: '2021-05-04T00:00:00.000Z', userid: user.guid });
    const accounts = await clients(token).users.myAccounts();
    expect(accounts.map((account) => account.firstname)).toEqual(['Saga', 'Ebba']);
    const sweden = await clients().countries.get('sweden');
    await expect(
      clients(token).users.childrenByCountry(sweden?.guid ?? '', '2021-05-04'),
    ).resolves.toHaveLength(1);
    await expect(
      clients(token).users.childrenByCountry(sweden?.guid ?? '', '2021-05-03'),
    ).resolves.toHaveLength(0);
  });

  it('should walk a new user through onboarding: phone first, then children', async () => {
    const linnea = await accessTokenFor('linnea.berg@example.com');
    await expect(clients(linnea).users.onboardingStatus()).resolves.toEqual({
      nextStep: 'AddPhone',
      remainingSteps: ['AddPhone', 'AddChildren'],
    });
    await expect(
      clients(linnea).users.onboardingStatus({
        desiredStep: 'AddChildren',
        origin: 'IdServer',
        intent: 'Register',
      }),
    ).resolves.toMatchObject({
      nextStep: 'AddChildren',
    });
    const astrid = await accessTokenFor('astrid.lindqvist@example.com');
    await expect(clients(astrid).users.onboardingStatus()).resolves.toEqual({
      nextStep: 'Continue',
      remainingSteps: [],
    });
  });

  it('should reset the password through the main API too', async () => {
    const user = await registerFreshAccount('api-reset');
    await clients().users.forgotPassword({ email: user.email, onboardingState: null, culture: 'sv-SE' });
    const { code } = await control<{ code: string }>('identity', 'password-reset-link', 'POST', {
      email: user.email,
    });
    await clients().users.resetPassword({ userId: user.guid, code, password: 'Annat-Lösen-77' });
    await expect(accessTokenFor(user.email ?? '', 'Annat-Lösen-77')).resolves.toEqual(expect.any(String));
  });

  it('should give the password rules', async () => {
    await expect(clients().users.passwordOptions()).resolves.toEqual({
      requiredLength: 8,
      requiredUniqueChars: 4,
      requireNonAlphanumeric: false,
      requireLowercase: true,
      requireUppercase: true,
      requireDigit: true,
    });
  });

  // Changes the rules for everyone: kept in this file, whose tests run one after another, and
  // the only contract file that checks passwords.
  it('should state and enforce the rules the control sets, and the seeded ones again after', async () => {
    const strict = {
      requiredLength: 12,
      requiredUniqueChars: 8,
      requireNonAlphanumeric: true,
      requireLowercase: true,
      requireUppercase: true,
      requireDigit: true,
    };
    // The clients keep the rules in the response cache; each new client asks again.
    const uncached = () => new UserClient(mainApiHttp(endpoints.mainApi), createApiCaches());
    try {
      await expect(control('mainApi', 'password-options', 'PUT', strict)).resolves.toEqual(strict);
      await expect(uncached().passwordOptions()).resolves.toEqual(strict);
      const refused = await uncached()
        .register(registration(uniqueEmail('strict'), 'Lek2025'))
        .catch((caught: unknown) => caught);
      expect(propertyErrors(refused, 'password')).toEqual([
        'Passwords must be at least 12 characters.',
        'Passwords must have at least one non alphanumeric character.',
        'Passwords must use at least 8 different characters.',
      ]);
      await control('mainApi', 'password-options', 'PUT', {
        requiredLength: 4,
        requiredUniqueChars: 1,
        requireUppercase: false,
        requireDigit: false,
        requireLowercase: false,
      });
      await expect(uncached().register(registration(uniqueEmail('lax'), 'abcd'))).resolves.toMatchObject({
        emailconfirmed: false,
      });
      const bad = await fetch(`${standInUrls.mainApi}/__control/password-options`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ requiredLength: -1, requireDigit: 'yes' }),
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        message: 'requiredLength must be a whole number from 0 to 128. requireDigit must be true or false.',
      });
    } finally {
      await control('mainApi', 'password-options', 'DELETE');
    }
    await expect(uncached().passwordOptions()).resolves.toMatchObject({
      requiredLength: 8,
      requiredUniqueChars: 4,
    });
  });

  it('should keep what the registration form sends: phone with its calling code and the four consents', async () => {
    const email = uniqueEmail('details');
    const user = await clients().users.register({
      ...registration(email, seededPassword),
      details: {
        firstName: 'Saga',
        lastName: 'Nyström',
        email,
        phone: '070-123 45 67',
        countryCode: '+46',
        gdprDisallowInformation: false,
        gdprAllowSms: true,
        gdprAllowPartnerInformation: false,
        gdprAllowPartnerSms: true,
      },
    });
    expect(user).toMatchObject({
      phone: '0701234567',
      countrycode: '+46',
      gdprallowinformation: true,
      gdprallowsms: true,
      gdprallowpartnerinformation: false,
      gdprallowpartnersms: true,
    });
  });

  it('should refuse, field by field, what only the server checks', async () => {
    const email = 'saga@playcentre.invalid';
    const error = await clients()
      .users.register({
        ...registration(email, seededPassword),
        details: {
          firstName: 'S'.repeat(51),
          lastName: 'Nyström',
          email,
          phone: '12',
          countryCode: '46',
          gdprDisallowInformation: true,
          gdprAllowPartnerInformation: false,
        },
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, body: { code: 'ValidationFailed' } });
    expect(propertyErrors(error, 'details.FirstName')).toEqual([
      "The length of 'First Name' must be 50 characters or fewer. You entered 51 characters.",
    ]);
    expect(propertyErrors(error, 'details.Email')).toEqual([
      "The domain of 'saga@playcentre.invalid' cannot receive e-mail.",
    ]);
    expect(propertyErrors(error, 'details.Phone')).toEqual(["'Phone' is not a valid phone number."]);
    expect(propertyErrors(error, 'details.CountryCode')).toEqual([
      "'Country Code' must be a dialling code such as +46.",
    ]);
    // The coded ones carry their codes in reasons; the phone's own wording has none.
    const reasons = (error as { body: { reasons: { code: string; message: string }[] } }).body.reasons;
    expect(reasons).toEqual([
      {
        code: 'MaximumLengthValidator',
        message: "The length of 'First Name' must be 50 characters or fewer. You entered 51 characters.",
      },
      {
        code: 'EmailDomainUndeliverable',
        message: "The domain of 'saga@playcentre.invalid' cannot receive e-mail.",
      },
    ]);
  });

  it('should let staff list users of a period and add a role, and refuse customers', async () => {
    const staff = clients(await accessTokenFor('karin.sjoberg@example.com')).users;
    const users = await staff.usersWithinDates(
      new Date('2023-01-01T00:00:00Z'),
      new Date('2023-12-31T23:59:59Z'),
      'sv-SE',
    );
    expect(users.map((user) => user.email)).toEqual(['astrid.lindqvist@example.com']);
    const user = await registerFreshAccount('role');
    await staff.addToRole({ userId: user.guid, role: 'Administrator' });
    const promoted = clients(await accessTokenFor(user.email ?? '')).users;
    await expect(promoted.me()).resolves.toMatchObject({ roles: ['Customer', 'Administrator'] });
    const customer = clients(await accessTokenFor('aino.virtanen@example.com')).users;
    await expect(customer.usersWithinDates(new Date(0), new Date(), 'fi-FI')).rejects.toMatchObject({
      status: 403,
    });
  });
});
