import type { ProfileUpdate, User } from './types/user.ts';

/**
 * The whole profile as UpdateProfile takes it: the user as `Me` gave it, with `changes` over
 * it. UpdateProfile replaces the profile, so every field not changed must go back exactly as
 * the server gave it, or saving a phone number would wipe the address.
 */
export function profileUpdateOf(user: User, changes: Partial<ProfileUpdate> = {}): ProfileUpdate {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    StreetAddress: user.StreetAddress,
    PostalCode: user.PostalCode,
    City: user.City,
    CoAddress: user.CoAddress,
    phone: user.phone,
    countrycode: user.countrycode,
    email: user.email,
    preferredplaycenterid: user.preferredplaycenterid,
    gdprallowinformation: user.gdprallowinformation,
    gdprallowsms: user.gdprallowsms,
    gdprallowpartnerinformation: user.gdprallowpartnerinformation,
    gdprallowpartnersms: user.gdprallowpartnersms,
    ...changes,
  };
}
