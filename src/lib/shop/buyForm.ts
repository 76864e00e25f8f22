import type { ShopKind } from '../../config/shopKinds.ts';
import { checkRequired } from '../forms/fieldChecks.ts';
import type { FieldProblems } from '../forms/fieldProblems.ts';

/** What the parent chooses when buying: the child (a pass) and that they accept the terms. */
export interface BuyValues {
  childId: string;
  acceptTerms: boolean;
}

/** The fields in the order the form shows them: focus goes to the first with a problem. */
export const buyFields = ['childId', 'acceptTerms'] as const satisfies readonly (keyof BuyValues)[];

export const emptyBuyValues: BuyValues = { childId: '', acceptTerms: false };

export type BuyProblem = 'childRequired' | 'termsRequired' | 'childNotEligible';

/**
 * Whether the service refused the order because the child cannot have the pass (its code
 * `ChildNotEligible`): said at the child's choice in the shop's own words. Read here rather than
 * in the services' shared code table, which every form page carries.
 */
export function isChildNotEligible(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 400)
    return false;
  const body = (error as { body?: { code?: unknown; reasons?: { code?: unknown }[] | null } }).body;
  const codes = [body?.code, ...(body?.reasons ?? []).map((reason) => reason.code)];
  return codes.some((code) => typeof code === 'string' && code.toLowerCase() === 'childnoteligible');
}

/** A pass bought is bought for one child; redeemed, it is the parent's to give (spec §3). */
export function needsChild(kind: ShopKind, mode: 'buy' | 'redeem'): boolean {
  return kind === 'pass' && mode === 'buy';
}

/** The checks before an order is placed: a child where one is needed, and the terms accepted. */
export function checkBuy(
  values: BuyValues,
  rules: { withChild: boolean; withTerms: boolean },
): FieldProblems<BuyValues, BuyProblem> {
  const problems: FieldProblems<BuyValues, BuyProblem> = {};
  if (rules.withChild && checkRequired(values.childId))
    problems.childId = { kind: 'client', key: 'childRequired' };
  if (rules.withTerms && !values.acceptTerms) problems.acceptTerms = { kind: 'client', key: 'termsRequired' };
  return problems;
}
