import { fill, plural, type PluralText } from '../../i18n/fill.ts';
import type { AgeGroup } from '../api/types/childClass.ts';

/** The words of an age-group label in the page's language, each with its ages as placeholders. */
export interface AgeLabelTexts {
  /** Both ages known: "Ages {{min}}–{{max}}". */
  ages: string;
  /** Only the lowest, by its plural form: "Ages {{min}} and up", German "Ab {{min}} Jahren". */
  agesFrom: PluralText;
  /** Only the highest, by its plural form: "Up to age {{max}}", German "Bis {{max}} Jahre". */
  agesUpTo: PluralText;
}

/**
 * An age group as the page names it: from its ages, in the page's language. The main API names
 * a group in its country's language ("3–4 år", "3–4-vuotiaat"), which an English page must not
 * show; its name is used only when it gives no age at all.
 */
export function ageGroupLabel(
  group: Pick<AgeGroup, 'name' | 'minAge' | 'maxAge'>,
  texts: AgeLabelTexts,
  locale: string,
): string {
  const { minAge: min, maxAge: max } = group;
  if (min !== null && max !== null) return fill(texts.ages, { min, max });
  if (min !== null) return plural(texts.agesFrom, min, locale, 'min');
  if (max !== null) return plural(texts.agesUpTo, max, locale, 'max');
  return group.name ?? '';
}
