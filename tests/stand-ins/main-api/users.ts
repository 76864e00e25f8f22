import { randomUUID } from 'node:crypto';
import type { ResultNotice } from '../../../src/lib/api/types/common.ts';
import {
  intents,
  onboardingNextSteps,
  origins,
  type OnboardingNextStep,
} from '../../../src/lib/api/types/returnState.ts';
import type { AccountOrChild } from '../../../src/lib/api/types/user.ts';
import { ageOn } from '../shared/age.ts';
import { memberIdFor, type StandInAccount } from '../seed/state.ts';
import { forgotPassword, okResult, resetPassword, sendConfirmation } from '../shared/accountActions.ts';
import { fieldError, notFoundBody, validationBody } from '../shared/errorBody.ts';
import { countries } from '../shared/origins.ts';
import { isEmailAddress } from '../shared/passwords.ts';
import { emptyFields, isDateOnly, isUtcMidnight, jsonBody, text } from '../shared/requests.ts';
import {
  accountOf,
  notFound,
  refuse,
  type MainApiApp,
  type MainApiContext,
  type RouteOptions,
} from './app.ts';
import { remainingOnboardingSteps } from './accountSteps.ts';
import type { Auth } from './auth.ts';
import { register } from './registration.ts';

/** The user's own account in the shape of the account list. */
function ownAccount(account: StandInAccount): AccountOrChild {
  const { user } = account;
  return {
    guid: user.guid,
    firstname: user.firstname,
    lastname: user.lastname,
    userid: user.guid,
    otherinfo: null,
    currency: countries[account.country].currency,
    birthdate: null,
    membercardid: user.membercardid,
    memberid: user.memberid,
    subscription: null,
  };
}

/**
 * The step onboarding shows (spec §2): what the account still lacks, phone first, then
 * children, then Continue. A desired step is granted whenever it makes sense to the parent:
 * the phone and children steps can always be (re)visited (another child, a new number), and
 * Continue is always allowed, which is how a parent skips what they would rather not give.
 */
export function nextOnboardingStep(
  remaining: readonly OnboardingNextStep[],
  desired?: OnboardingNextStep,
): OnboardingNextStep {
  return desired ?? remaining[0] ?? 'Continue';
}

/** Age from which a child account is allowed but play centres no longer fit (a warning, not a refusal). */
const oldestPlayAge = 12;

/**
 * What the server notes about a child it has just created (spec §3 generic result notices):
 * a possible duplicate, and a child too old for the play centres. The account is created anyway.
 */
function childNotices(account: StandInAccount, child: AccountOrChild): ResultNotice[] {
  const notices: ResultNotice[] = [];
  const same = (a: string | null, b: string | null) =>
    (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  if (
    account.children.some(
      (other) => same(other.firstname, child.firstname) && other.birthdate === child.birthdate,
    )
  ) {
    notices.push({
      level: 'warning',
      message: `${child.firstname} with the same birthdate was already on your account; check that the child is not added twice.`,
    });
  }
  if (child.birthdate !== null && ageOn(child.birthdate) > oldestPlayAge) {
    notices.push({
      level: 'info',
      message: `Our play areas are made for children up to ${oldestPlayAge}; ${child.firstname} can still join parties and classes for their age.`,
    });
  }
  return notices;
}

/** The signed-in user, their profile and child accounts, and the staff calls (spec §7). */
export function addUserRoutes(app: MainApiApp, { state, log }: RouteOptions, auth: Auth): void {
  const isKnownPlayground = (id: unknown) => id == null || state.playgrounds().some((p) => p.guid === id);
  const emailTaken = (email: string, except?: string) => {
    const holder = state.accountByEmail(email);
    return holder !== undefined && holder.user.guid !== except;
  };

  app.post('/api/User/Register', async (c) => {
    const result = register(state, await jsonBody(c));
    return 'refusal' in result ? refuse(c, result.refusal) : c.json(result.user);
  });

  app.get('/api/User/Me', auth.requireUser, (c) => c.json(accountOf(c).user));

  app.put('/api/User/UpdateProfile', auth.requireUser, async (c) => {
    const account = accountOf(c);
    const body = await jsonBody(c);
    const email = text(body['email']);
    const errors = emptyFields({
      Firstname: body['firstname'],
      Lastname: body['lastname'],
      Email: body['email'],
    });
    if (!errors['Email'] && !isEmailAddress(email))
      errors['Email'] = [fieldError('EmailValidator', "'Email' is not a valid email address.")];
    else if (!errors['Email'] && emailTaken(email, account.user.guid))
      errors['Email'] = [fieldError('DuplicateEmail', `Email '${email}' is already taken.`)];
    const phone = text(body['phone']).replace(/[\s-]/g, '');
    if (phone !== '' && !/^\d{6,14}$/.test(phone)) errors['Phone'] = ["'Phone' is not a valid phone number."];
    if (phone !== '' && !/^\+\d{1,3}$/.test(text(body['countrycode']))) {
      errors['Countrycode'] = ["'Countrycode' must be a dialling code such as +46."];
    }
    if (!isKnownPlayground(body['preferredplaycenterid']))
      errors['Preferredplaycenterid'] = ['The play centre does not exist.'];
    if (Object.keys(errors).length > 0) return c.json(validationBody(errors), 400);
    const { user } = account;
    const newAddress = email.toLowerCase() !== user.email?.toLowerCase();
    if (newAddress) {
      // A new address must be confirmed again, as with the real service.
      user.emailconfirmed = false;
      user.email = email;
      user.username = email;
    }
    Object.assign(user, {
      firstname: text(body['firstname']),
      lastname: text(body['lastname']),
      phone: phone || null,
      countrycode: phone ? text(body['countrycode']) : null,
      StreetAddress: text(body['StreetAddress']) || null,
      PostalCode: text(body['PostalCode']) || null,
      City: text(body['City']) || null,
      CoAddress: text(body['CoAddress']) || null,
      preferredplaycenterid: body['preferredplaycenterid'] ?? null,
    });
    for (const flag of [
      'gdprallowinformation',
      'gdprallowsms',
      'gdprallowpartnerinformation',
      'gdprallowpartnersms',
    ] as const) {
      if (typeof body[flag] === 'boolean') user[flag] = body[flag];
    }
    // Only a new address is mailed: a mail on every save would retire the link already sent.
    if (newAddress) sendConfirmation(state, account, log);
    return c.json(user);
  });

  app.put('/api/User/UpdateProfilePlayground', auth.requireUser, async (c) => {
    const body = await jsonBody(c);
    const id = body['preferredplaycenterid'];
    if (typeof id !== 'string' || !isKnownPlayground(id)) {
      return c.json(validationBody({ Preferredplaycenterid: ['The play centre does not exist.'] }), 400);
    }
    accountOf(c).user.preferredplaycenterid = id;
    return c.json(accountOf(c).user);
  });

  app.post('/api/User/CreateAccount', auth.requireUser, async (c) => {
    const account = accountOf(c);
    const body = await jsonBody(c);
    const errors = emptyFields({
      Firstname: body['firstname'],
      Lastname: body['lastname'],
      Birthdate: body['birthdate'],
    });
    if (!errors['Birthdate'] && !isUtcMidnight(body['birthdate'])) {
      errors['Birthdate'] = ['The birthdate must be sent as midnight UTC, e.g. 2019-05-04T00:00:00.000Z.'];
    } else if (!errors['Birthdate'] && Date.parse(String(body['birthdate'])) > Date.now()) {
      errors['Birthdate'] = ['The birthdate must not be in the future.'];
    }
    if (Object.keys(errors).length > 0) return c.json(validationBody(errors), 400);
    const guid = randomUUID();
    const child: AccountOrChild = {
      guid,
      firstname: text(body['firstname']),
      lastname: text(body['lastname']),
      userid: account.user.guid,
      otherinfo: text(body['otherinfo']) || null,
      currency: countries[account.country].currency,
      birthdate: String(body['birthdate']),
      membercardid: null,
      memberid: memberIdFor(guid),
      subscription: null,
    };
    const notices = childNotices(account, child);
    account.children.push(child);
    // The real service answers the created account; the notices ride along as in a generic result.
    return c.json({ ...child, notices });
  });

  app.get('/api/User/MyAccounts', auth.requireUser, (c) =>
    c.json([ownAccount(accountOf(c)), ...accountOf(c).children]),
  );

  app.get('/api/User/GetChildrenByCountry/:countryId', auth.requireUser, (c) => {
    const id = c.req.param('countryId');
    if (!state.countries.some((country) => country.guid === id || country.slug === id))
      return notFound(c, 'Country', id);
    const validDate = c.req.query('validDate');
    if (validDate !== undefined && !isDateOnly(validDate)) {
      return c.json(validationBody({ ValidDate: ["'ValidDate' must be a date (yyyy-MM-dd)."] }), 400);
    }
    const limit = validDate === undefined ? Infinity : Date.parse(`${validDate}T00:00:00Z`);
    return c.json(accountOf(c).children.filter((child) => Date.parse(child.birthdate ?? '') <= limit));
  });

  app.post('/api/User/AddToRole', auth.requireUser, auth.requireRole('Administrator'), async (c) => {
    const body = await jsonBody(c);
    const errors = emptyFields({ UserId: body['userId'], Role: body['role'] });
    if (Object.keys(errors).length > 0) return c.json(validationBody(errors), 400);
    const target = state.accounts.get(text(body['userId']));
    if (!target) return c.json(notFoundBody('User', text(body['userId'])), 404);
    const roles = target.user.roles ?? [];
    if (!roles.includes(text(body['role']))) target.user.roles = [...roles, text(body['role'])];
    return c.body(null, 204);
  });

  app.post('/api/User/ForgotPassword', async (c) => {
    const refusal = forgotPassword(state, await jsonBody(c), log);
    return refusal ? refuse(c, refusal) : c.json(okResult);
  });
  app.post('/api/User/ResetPassword', async (c) => {
    const refusal = resetPassword(state, await jsonBody(c));
    return refusal ? refuse(c, refusal) : c.json(okResult);
  });

  app.get('/api/User/GetUsersWithinDates', auth.requireUser, auth.requireRole('Administrator'), (c) => {
    const [start, end, culture] = ['startDate', 'endDate', 'culture'].map((name) => c.req.query(name) ?? '');
    const errors: Record<string, string[]> = {};
    if (Number.isNaN(Date.parse(start ?? ''))) errors['StartDate'] = ["'StartDate' must be a date and time."];
    if (Number.isNaN(Date.parse(end ?? ''))) errors['EndDate'] = ["'EndDate' must be a date and time."];
    if (!culture) errors['Culture'] = ["'Culture' must not be empty."];
    if (Object.keys(errors).length > 0) return c.json(validationBody(errors), 400);
    const within = (account: StandInAccount) => {
      const registered = Date.parse(account.registered);
      return (
        registered >= Date.parse(start ?? '') &&
        registered <= Date.parse(end ?? '') &&
        account.user.culture === culture
      );
    };
    return c.json([...state.accounts.values()].filter(within).map((account) => account.user));
  });

  app.get('/api/User/GetUserOnboardingStatus/onboarding', auth.requireUser, (c: MainApiContext) => {
    const errors: Record<string, string[]> = {};
    const query = (name: string) => c.req.query(name);
    // ASP.NET binds these to enums: an unknown name is a 400, not a silent default.
    for (const [name, field, values] of [
      ['desiredStep', 'DesiredStep', onboardingNextSteps],
      ['origin', 'Origin', origins],
      ['intent', 'Intent', intents],
    ] as const) {
      const value = query(name);
      if (value !== undefined && !(values as readonly string[]).includes(value))
        errors[field] = [`The value '${value}' is not valid for ${field}.`];
    }
    if (Object.keys(errors).length > 0) return c.json(validationBody(errors), 400);
    const remaining = remainingOnboardingSteps(accountOf(c));
    const desired = query('desiredStep') as OnboardingNextStep | undefined;
    return c.json({ nextStep: nextOnboardingStep(remaining, desired), remainingSteps: remaining });
  });
}
