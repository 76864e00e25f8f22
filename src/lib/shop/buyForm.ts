import type { ShopKind } from '../../config/shopKinds.ts';
import { checkRequired } from '../forms/fieldChecks.ts';
import type { ProblemsByField } from '../forms/fieldProblems.ts';

/** What the parent chooses when buying: the child (a pass) and that they accept the terms. */
export interface BuyValues {
  childId: string;
  acceptTerms: boolean;
}

/** The fields in the order the form shows them: focus goes to the first with a problem. */
export const buyFields = ['childId', 'acceptTerms'] as const satisfies readonly (keyof BuyValues)[];

export const emptyBuyValues: BuyValues = { childId: '', acceptTerms: false };

export type BuyProblem = 'childRequired' | 'termsRequired' | 'childNotEligible';

/** Whether the service refused the order with this code (compared without case), in its body or reasons. */
function refusedWith(error: unknown, code: string): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 400)
    return false;
  const body = (error as { body?: { code?: unknown; reasons?: { code?: unknown }[] | null } }).body;
  const codes = [body?.code, ...(body?.reasons ?? []).map((reason) => reason.code)];
  return codes.some((each) => typeof each === 'string' && each.toLowerCase() === code.toLowerCase());
}

/**
 * Whether the service refused the order because the child cannot have the pass (its code
 * `ChildNotEligible`): said at the child's choice in the shop's own words. The shop's codes are
 * read here rather than in the services' shared code table, which every form page carries.
 */
export function isChildNotEligible(error: unknown): boolean {
  return refusedWith(error, 'ChildNotEligible');
}

/** Whether the service refused a redeem because this account has redeemed the card before. */
export function isAlreadyRedeemed(error: unknown): boolean {
  return refusedWith(error, 'AlreadyRedeemed');
}

/** A pass bought is bought for one child; redeemed, it is the parent's to give (spec §3). */
export function needsChild(kind: ShopKind, mode: 'buy' | 'redeem'): boolean {
  return kind === 'pass' && mode === 'buy';
}

/** The checks before an order is placed: a child where one is needed, and the terms accepted. */
export function checkBuy(
  values: BuyValues,
  rules: { withChild: boolean; withTerms: boolean },
): ProblemsByField<BuyValues, BuyProblem> {
  const problems: ProblemsByField<BuyValues, BuyProblem> = {};
  if (rules.withChild && checkRequired(values.childId))
    problems.childId = { kind: 'client', key: 'childRequired' };
  if (rules.withTerms && !values.acceptTerms) problems.acceptTerms = { kind: 'client', key: 'termsRequired' };
  return problems;
}
