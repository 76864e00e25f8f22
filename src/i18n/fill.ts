import { numberFormat } from '../lib/dates/localFormats.ts';

/**
 * The one reader of `{{name}}` placeholders in our translations: the islands fill them in the
 * browser (pages are translated at build time, so no i18next is shipped), and the translation
 * test checks every language names the same ones. One pattern for both, spaces inside the
 * braces allowed as i18next allows them, so a text the test passes is a text the page fills.
 */
const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** The text with each `{{name}}` that `values` has filled in; any other stays as written. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A text with one form per plural category our languages use. */
export interface PluralText {
  one: string;
  other: string;
}

/**
 * The form of `text` the language uses for `count`, with `{{name}}` (by default `{{count}}`)
 * filled by the count as the locale writes numbers: "1 visit", "10 visits", "Ab 1 Jahr",
 * "Ab 3 Jahren".
 */
export function plural(text: PluralText, count: number, locale: string, name = 'count'): string {
  return fill(pluralForm(text, count, locale), { [name]: numberFormat(locale, {}).format(count) });
}

/** The form of `text` the language uses for `count`, its placeholders not yet filled. */
export function pluralForm(text: PluralText, count: number, locale: string): string {
  return new Intl.PluralRules(locale).select(count) === 'one' ? text.one : text.other;
}

/**
 * A text split around its `{{name}}`, so something other than text (the e-mail in bold, a
 * ticking countdown) can stand in its place: `['…in ', '.']` for `'…in {{time}}.'`.
 */
export function around(text: string, name: string): [string, string] {
  const at = [...text.matchAll(placeholder)].find((match) => match[1] === name);
  if (!at) return [text, ''];
  return [text.slice(0, at.index), text.slice(at.index + at[0].length)];
}

/**
 * The text cut at its placeholders: text at even indexes, a placeholder's name at odd ones,
 * for a page that puts elements in their place (links inside a sentence).
 */
export function piecesOf(text: string): string[] {
  return text.split(new RegExp(placeholder.source));
}

/**
 * The names of the text's placeholders, in order: what the translation test compares across
 * languages, read with fill()'s own pattern.
 * @internal
 */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1]!);
}
