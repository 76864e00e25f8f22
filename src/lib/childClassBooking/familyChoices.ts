import type { AccountOrChild } from '../api/types/user.ts';
import type { AgeGroup } from '../api/types/childClass.ts';
import { checkAge, type AgeCheck } from './ageCheck.ts';

/** One of the family's children as the picker offers them: bookable in this group, or why not. */
export interface ChildOption {
  guid: string;
  name: string;
  /** Whether the child fits the group on the first occasion (unknown birthdate: the server judges). */
  check: AgeCheck;
}

/** A birthdate stored as midnight UTC (`2018-08-05T00:00:00Z`) as a calendar day. */
export const dayOf = (birthdate: string | null): string =>
  birthdate && /^\d{4}-\d{2}-\d{2}/.test(birthdate) ? birthdate.slice(0, 10) : '';

/** The family's children, each with whether this age group can take them. */
export function childOptions(
  children: readonly AccountOrChild[],
  group: Pick<AgeGroup, 'minAge' | 'maxAge'>,
  firstOccasionDate: string | null,
): ChildOption[] {
  return children.map((child) => ({
    guid: child.guid,
    name: [child.firstname, child.lastname].filter(Boolean).join(' '),
    check: checkAge(dayOf(child.birthdate), group, firstOccasionDate),
  }));
}

/** The one child the group can take, when there is exactly one: the picker starts on them. */
export function onlyEligible(options: readonly ChildOption[]): string | undefined {
  const eligible = options.filter((option) => option.check.fits);
  return eligible.length === 1 ? eligible[0]!.guid : undefined;
}
