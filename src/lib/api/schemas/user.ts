import { onboardingNextSteps } from '../types/returnState.ts';
import type {
  AccountOrChild,
  CreatedChildAccount,
  OnboardingStatus,
  PasswordRules,
  User,
} from '../types/user.ts';
import { resultNotice } from './common.ts';
import {
  exactly,
  flag,
  id,
  listOf,
  number,
  oneOf,
  record,
  presentText,
  text,
  type Schema,
} from './fields.ts';

/** Replies about the user and their child accounts (types/user.ts). */

export const user: Schema<User> = record({
  guid: id,
  username: text,
  email: text,
  emailconfirmed: flag,
  firstname: text,
  lastname: text,
  countrycode: text,
  phone: text,
  phoneconfirmed: flag,
  comment: text,
  culture: text,
  memberid: text,
  membercardid: text,
  npsallowcommunication: flag,
  preferredplaycenterid: text,
  roles: listOf(presentText),
  gdprallowinformation: flag,
  gdprallowsms: flag,
  gdprallowpartnerinformation: flag,
  gdprallowpartnersms: flag,
  StreetAddress: text,
  PostalCode: text,
  City: text,
  CoAddress: text,
});

const accountFields = {
  guid: id,
  firstname: text,
  lastname: text,
  userid: text,
  otherinfo: text,
  currency: text,
  birthdate: text,
  membercardid: text,
  memberid: text,
  subscription: text,
};

export const accountOrChild: Schema<AccountOrChild> = record(accountFields);

export const createdChildAccount: Schema<CreatedChildAccount> = record({
  ...accountFields,
  notices: listOf(resultNotice),
});

export const passwordRules: Schema<PasswordRules> = record({
  requiredLength: number,
  requiredUniqueChars: number,
  requireNonAlphanumeric: flag,
  requireLowercase: flag,
  requireUppercase: flag,
  requireDigit: flag,
});

export const onboardingStatus: Schema<OnboardingStatus> = record({
  nextStep: oneOf(onboardingNextSteps),
  remainingSteps: listOf(exactly(onboardingNextSteps)),
});
