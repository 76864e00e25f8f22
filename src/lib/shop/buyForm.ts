import type { ShopKind } from '../../config/shopKinds.ts';
import type { FieldProblems } from '../forms/fieldProblems.ts';

/** What the parent chooses when buying: the child (a pass) and that they accept the terms. */
export interface BuyValues {
  childId: string;
  acceptTerms: boolean;
}

/** The fields in the order the form shows them: focus goes to the first with a problem. */
export const buyFields = ['childId', 'acceptTerms'] as const satisfies readonly (keyof BuyValues)[];

export const emptyBuyValues: BuyValues = { childId: '', acceptTerms: false };

export type BuyProblem = 'childRequired' | 'termsRequired';

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
  if (rules.withChild && values.childId === '') problems.childId = { kind: 'client', key: 'childRequired' };
  if (rules.withTerms && !values.acceptTerms) problems.acceptTerms = { kind: 'client', key: 'termsRequired' };
  return problems;
}
