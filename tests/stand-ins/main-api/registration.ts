import { randomUUID } from 'node:crypto';
import type { User } from '../../../src/lib/api/types/user.ts';
import { noActivity } from '../seed/accounts.ts';
import { memberIdFor, type StandInAccount, type StandInState } from '../seed/state.ts';
import type { Refusal } from '../shared/accountActions.ts';
import { errorBody, fieldError, validationBody, type FieldError } from '../shared/errorBody.ts';
import { countryCodes } from '../shared/origins.ts';
import { isEmailAddress, passwordProblems } from '../shared/passwords.ts';
import { emptyFields, text } from '../shared/requests.ts';

/** Longest name the real validators take (FluentValidation's MaximumLength). */
export const maxNameLength = 50;

/**
 * `.invalid` is reserved (RFC 2606) and never receives mail: the stand-in refuses it the way a
 * service that checks the domain of an address would, with the code `EmailDomainUndeliverable`,
 * which lets a browser test get a server field error on an address the page itself accepts.
 */
const undeliverableDomain = /\.invalid$/i;

function maxLength(label: string, value: string): FieldError[] {
  return value.length > maxNameLength
    ? [
        fieldError(
          'MaximumLengthValidator',
          `The length of '${label}' must be ${maxNameLength} characters or fewer. You entered ${value.length} characters.`,
        ),
      ]
    : [];
}

/**
 * `POST /api/User/Register` (spec §3 Registration: details, preferredPlaycenterId, password,
 * registrationSource). First the form is validated as a whole (400, every field error at once,
 * keyed `Details.FirstName`, `Details.Email`, `Password`, … as the real validators key them);
 * only a valid form meets the duplicate check, as ASP.NET Identity's CreateAsync does it: 400
 * with code `DuplicateEmail`. No mail is sent: the site asks for the confirmation mail itself
 * (identity `send-confirmation`).
 */
export function register(
  state: StandInState,
  body: Record<string, unknown>,
): { user: User } | { refusal: Refusal } {
  const details = (
    typeof body['details'] === 'object' && body['details'] !== null ? body['details'] : {}
  ) as Record<string, unknown>;
  const email = text(details['email']);
  const phone = text(details['phone']).replace(/[\s-]/g, '');
  const countryCode = text(details['countryCode']);
  const errors = emptyFields({
    'Details.FirstName': details['firstName'],
    'Details.LastName': details['lastName'],
    'Details.Email': details['email'],
    Password: body['password'],
  });
  const add = (field: string, messages: (string | FieldError)[]) => {
    if (messages.length > 0) errors[field] = [...(errors[field] ?? []), ...messages];
  };
  add('Details.FirstName', maxLength('First Name', text(details['firstName'])));
  add('Details.LastName', maxLength('Last Name', text(details['lastName'])));
  if (!errors['Details.Email'] && !isEmailAddress(email))
    add('Details.Email', [fieldError('EmailValidator', "'Email' is not a valid email address.")]);
  else if (!errors['Details.Email'] && undeliverableDomain.test(email))
    add('Details.Email', [
      fieldError('EmailDomainUndeliverable', `The domain of '${email}' cannot receive e-mail.`),
    ]);
  if (phone !== '' && !/^\d{6,14}$/.test(phone))
    add('Details.Phone', ["'Phone' is not a valid phone number."]);
  if (phone !== '' && !/^\+\d{1,3}$/.test(countryCode))
    add('Details.CountryCode', ["'Country Code' must be a dialling code such as +46."]);
  if (!errors['Password']) add('Password', passwordProblems(String(body['password']), state.passwordRules));
  const playground = body['preferredPlaycenterId'];
  if (playground != null && !state.playgrounds().some((p) => p.guid === playground))
    add('PreferredPlaycenterId', ['The play centre does not exist.']);
  if (Object.keys(errors).length > 0) return { refusal: { status: 400, body: validationBody(errors) } };
  if (state.accountByEmail(email)) {
    const message = `Email '${email}' is already taken.`;
    return {
      refusal: {
        status: 400,
        body: errorBody('DuplicateEmail', 'Validation failed', {
          exceptionType: 'ValidationException',
          errors: { 'Details.Email': [message] },
          reasons: [{ code: 'DuplicateEmail', message }],
        }),
      },
    };
  }

  const playgroundId = typeof playground === 'string' ? playground : null;
  const country = (playgroundId && state.countryCodeOfPlayground(playgroundId)) || 'se';
  const guid = randomUUID();
  const user: User = {
    guid,
    username: email,
    email,
    emailconfirmed: false,
    firstname: text(details['firstName']),
    lastname: text(details['lastName']),
    countrycode: phone ? countryCode : null,
    phone: phone || null,
    phoneconfirmed: false,
    comment: null,
    culture: state.countries[countryCodes.indexOf(country)]?.culture ?? 'sv-SE',
    StreetAddress: null,
    PostalCode: null,
    City: null,
    CoAddress: null,
    memberid: memberIdFor(guid),
    membercardid: null,
    gdprallowinformation: details['gdprDisallowInformation'] !== true,
    gdprallowsms: details['gdprAllowSms'] === true,
    gdprallowpartnerinformation: details['gdprAllowPartnerInformation'] === true,
    gdprallowpartnersms: details['gdprAllowPartnerSms'] === true,
    npsallowcommunication: true,
    preferredplaycenterid: playgroundId,
    roles: ['Customer'],
  };
  const account: StandInAccount = {
    user,
    password: String(body['password']),
    lockedOut: false,
    country,
    children: [],
    activity: { ...noActivity },
    registered: new Date().toISOString(),
  };
  state.accounts.set(guid, account);
  return { user };
}
