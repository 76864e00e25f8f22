/**
 * A child's age in whole years on a day, counted as people count birthdays: by calendar date
 * (UTC, as birthdates are stored at midnight UTC), not by elapsed milliseconds.
 */
export function ageOn(birthdate: string, day: Date | string = new Date()): number {
  const born = new Date(birthdate);
  const on = new Date(day);
  const hadBirthday =
    on.getUTCMonth() > born.getUTCMonth() ||
    (on.getUTCMonth() === born.getUTCMonth() && on.getUTCDate() >= born.getUTCDate());
  return on.getUTCFullYear() - born.getUTCFullYear() - (hadBirthday ? 0 : 1);
}
