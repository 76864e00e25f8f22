import type { ChildSelection } from '../api/types/shop.ts';

/**
 * Why a child is shown with a note, as a code the views put into their own words: the
 * service's warning is a code too (spec: `ChildTooOld`), and its text is never shown.
 */
export type ChildWarning = 'childTooOld' | 'notEligible';

/** One child a pass may be bought for, as the child picker shows it. */
export interface ChildChoice {
  id: string;
  /** First and last name, as the service spells them. */
  name: string;
  selectable: boolean;
  warning: ChildWarning | null;
}

function warningOf(code: string | null, selectable: boolean): ChildWarning | null {
  const trimmed = typeof code === 'string' ? code.trim() : '';
  if (trimmed.toLowerCase() === 'childtooold') return 'childTooOld';
  if (trimmed !== '' || !selectable) return 'notEligible';
  return null;
}

/**
 * The children of `pass-articles/{id}/child-summaries` as choices. The service decides who can
 * be chosen: `selectable: false` cannot, `true` can (a warning then is a note beside the name);
 * when it does not say, a child with a warning cannot. A child without an id cannot be ordered
 * for and is left out.
 */
export function childChoices(list: readonly ChildSelection[] | null | undefined): ChildChoice[] {
  return (list ?? []).flatMap((child) => {
    if (typeof child.guid !== 'string' || child.guid === '') return [];
    const hasWarning = typeof child.warning === 'string' && child.warning.trim() !== '';
    const selectable = child.selectable === true || (child.selectable !== false && !hasWarning);
    const name = [child.firstName, child.lastName]
      .map((part) => part?.trim() ?? '')
      .filter((part) => part !== '')
      .join(' ');
    return [{ id: child.guid, name, selectable, warning: warningOf(child.warning, selectable) }];
  });
}

/** The child to preselect: the only one who can be chosen, or null when there are none or several. */
export function preselectedChild(choices: readonly ChildChoice[]): string | null {
  const selectable = choices.filter((choice) => choice.selectable);
  return selectable.length === 1 ? (selectable[0]?.id ?? null) : null;
}
