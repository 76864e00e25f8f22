import type { ChildClass, ChildClassType } from '../api/types/childClass.ts';

/**
 * The class types whose children are given a T-shirt, so their booking asks for its size from
 * the service's list: a term of sport classes (the team shirt for the season) and a camp (the
 * camp shirt). A trial class is one visit and gives none; nor does a class whose type we do not
 * know, since asking for a size nobody uses only slows the parent down.
 */
export const classTypesWithTShirt: readonly ChildClassType[] = ['SportKidz', 'LeoCamp'];

export function needsTShirt(childClass: Pick<ChildClass, 'classType' | 'isTrialClass'>): boolean {
  return (
    childClass.isTrialClass !== true &&
    childClass.classType !== null &&
    classTypesWithTShirt.includes(childClass.classType)
  );
}
