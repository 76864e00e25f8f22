import { toDateOnly, toIsoTimestamp, toUtcBirthdate, type CalendarDate } from './dates.ts';
import { MainApiClient, type HttpClient } from './httpClient.ts';
import type { ForgotPasswordRequest, PasswordReset } from './types/identity.ts';
import type { Intent, OnboardingNextStep, Origin } from './types/returnState.ts';
import type {
  AccountOrChild,
  ChildAccountRequest,
  CreatedChildAccount,
  OnboardingStatus,
  PasswordRules,
  PreferredPlaygroundUpdate,
  ProfileUpdate,
  Registration,
  RoleAssignment,
  User,
} from './types/user.ts';
import * as schemas from './schemas/user.ts';

/** Optional query of the onboarding status. */
export interface OnboardingQuery {
  desiredStep?: OnboardingNextStep | null;
  origin?: Origin | null;
  intent?: Intent | null;
}

/*
 * The calls the sign-in session and onboarding make, as functions of the main API's HttpClient:
 * code loaded on demand imports just the calls it makes, not the whole client below (which
 * serves the rest of the product through the same functions).
 */

/** The signed-in user. */
export function fetchMe(http: HttpClient): Promise<User | null> {
  return http.get('/api/User/Me', schemas.user);
}

/** Saves the profile form, phone and dialling code included; answers the saved user. */
export function updateProfile(http: HttpClient, update: ProfileUpdate): Promise<User | null> {
  return http.json({ method: 'PUT', path: '/api/User/UpdateProfile', body: update }, schemas.user);
}

/** Adds a child account; the birthdate goes out as midnight UTC of the picked day. */
export function createChildAccount(
  http: HttpClient,
  child: ChildAccountRequest,
): Promise<CreatedChildAccount | null> {
  const body = { ...child, birthdate: child.birthdate === null ? null : toUtcBirthdate(child.birthdate) };
  return http.json({ method: 'POST', path: '/api/User/CreateAccount', body }, schemas.createdChildAccount);
}

/** The signed-in user's own account and their child accounts. */
export function fetchMyAccounts(http: HttpClient): Promise<AccountOrChild[]> {
  return http.getList('/api/User/MyAccounts', schemas.accountOrChild);
}

/** What onboarding should ask the signed-in user next. */
export function fetchOnboardingStatus(
  http: HttpClient,
  query: OnboardingQuery = {},
): Promise<OnboardingStatus | null> {
  return http.get('/api/User/GetUserOnboardingStatus/onboarding', schemas.onboardingStatus, {
    query: { desiredStep: query.desiredStep, origin: query.origin, intent: query.intent },
  });
}

/**
 * The user's account at the main API (spec §7, main API: user). Calls about the signed-in user
 * need the bearer token; the server answers 401 without one.
 */
export class UserClient extends MainApiClient {
  /** Creates an account. */
  register(registration: Registration): Promise<User | null> {
    return this.http.json({ method: 'POST', path: '/api/User/Register', body: registration }, schemas.user);
  }

  /** The signed-in user. */
  me(): Promise<User | null> {
    return fetchMe(this.http);
  }

  /** Saves the profile form, phone and dialling code included; answers the saved user. */
  updateProfile(update: ProfileUpdate): Promise<User | null> {
    return updateProfile(this.http, update);
  }

  /** Changes only the preferred play centre. */
  updatePreferredPlayground(update: PreferredPlaygroundUpdate): Promise<User | null> {
    return this.http.json(
      { method: 'PUT', path: '/api/User/UpdateProfilePlayground', body: update },
      schemas.user,
    );
  }

  /** Adds a child account; the birthdate goes out as midnight UTC of the picked day. */
  createChildAccount(child: ChildAccountRequest): Promise<CreatedChildAccount | null> {
    return createChildAccount(this.http, child);
  }

  /** The signed-in user's own account and their child accounts. */
  myAccounts(): Promise<AccountOrChild[]> {
    return fetchMyAccounts(this.http);
  }

  /** The signed-in user's children in a country, optionally those valid on a day. */
  childrenByCountry(countryId: string, validDate?: CalendarDate | null): Promise<AccountOrChild[]> {
    return this.http.getList('/api/User/GetChildrenByCountry/{countryId}', schemas.accountOrChild, {
      params: { countryId },
      query: { validDate: validDate == null ? validDate : toDateOnly(validDate) },
    });
  }

  /** Gives a user a role (staff only). */
  addToRole(assignment: RoleAssignment): Promise<void> {
    return this.http.send({ method: 'POST', path: '/api/User/AddToRole', body: assignment });
  }

  /** Sends a reset-password e-mail (the main API's variant of the identity call). */
  forgotPassword(request: ForgotPasswordRequest): Promise<void> {
    return this.http.send({ method: 'POST', path: '/api/User/ForgotPassword', body: request });
  }

  /** Sets a new password with the code from the e-mail. */
  resetPassword(reset: PasswordReset): Promise<void> {
    return this.http.send({ method: 'POST', path: '/api/User/ResetPassword', body: reset });
  }

  /** Users registered between two instants, in a locale (staff only; the API calls it `culture`). */
  usersWithinDates(startDate: Date, endDate: Date, locale: string): Promise<User[]> {
    return this.http.getList('/api/User/GetUsersWithinDates', schemas.user, {
      query: { startDate: toIsoTimestamp(startDate), endDate: toIsoTimestamp(endDate), culture: locale },
      required: ['startDate', 'endDate', 'culture'],
    });
  }

  /** The password rules the server enforces (response cache). */
  passwordOptions(): Promise<PasswordRules | null> {
    return this.http.get('/api/User/GetPasswordOptions/password/options', schemas.passwordRules, {
      cache: this.caches.response,
    });
  }

  /** What onboarding should ask the signed-in user next. */
  onboardingStatus(query: OnboardingQuery = {}): Promise<OnboardingStatus | null> {
    return fetchOnboardingStatus(this.http, query);
  }
}
