import type { Country } from '../config/countries.ts';
import type { Language } from '../config/languages.ts';
import { localeTag } from '../config/localeTag.ts';
import { exampleDate } from '../lib/dates/localFormats.ts';
import { fill } from './fill.ts';
import { messages, type Messages } from './index.ts';

/** What a text's example names, worked out for one country and language. */
export interface Examples {
  /** The country's own mobile number (src/config/countries.ts), e.g. "40 123 4567" in Finland. */
  phoneExample: string;
  /** A date as the page's locale writes it in digits, e.g. "24.5.2019" in Finnish. */
  dateExample: string;
}

export function examplesFor(language: Language, country: Country): Examples {
  return {
    phoneExample: country.mobileExample,
    dateExample: exampleDate(localeTag(language, country.code)),
  };
}

function withExamples<T>(tree: T, examples: Examples): T {
  if (typeof tree === 'string') return fill(tree, { ...examples }) as T;
  return Object.fromEntries(
    Object.entries(tree as object).map(([key, value]) => [key, withExamples(value, examples)]),
  ) as T;
}

/**
 * A page's texts with its country's examples in them: English is one set of texts for five
 * countries, so an English page in Finland must give a Finnish phone number, and a date the way
 * that page writes one. `{{phoneExample}}` and `{{dateExample}}` are filled at build time; every
 * other placeholder is left for the page or island that knows its value.
 */
export function pageMessages(language: Language, country: Country): Messages {
  return withExamples(messages[language], examplesFor(language, country));
}
