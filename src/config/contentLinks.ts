import { z } from 'zod';
import { countries, type CountryCode } from './countries.ts';
import { isLanguage } from './languages.ts';
import {
  bistroLanguages,
  countryLinksSchema,
  pagesWithoutEnglish,
  type CountryLinks,
} from './contentLinkSchema.ts';

/** One problem in the content-link file, located so an editor can find and fix it. */
export interface ContentLinkProblem {
  file: string;
  country?: string;
  language?: string;
  field?: string;
  message: string;
}

export class ContentLinksError extends Error {
  readonly problems: ContentLinkProblem[];

  constructor(problems: ContentLinkProblem[]) {
    super(
      `The content links have ${problems.length} problem(s):\n` +
        problems.map((problem) => `  - ${describeProblem(problem)}`).join('\n'),
    );
    this.name = 'ContentLinksError';
    this.problems = problems;
  }
}

export function describeProblem(problem: ContentLinkProblem): string {
  const where = [
    problem.file,
    problem.country && `country "${problem.country}"`,
    problem.language && `language "${problem.language}"`,
    problem.field && `field "${problem.field}"`,
  ].filter(Boolean);
  return `${where.join(', ')}: ${problem.message}`;
}

function explainUnknownKey(
  country: CountryCode,
  language: string | undefined,
  key: string,
): Omit<ContentLinkProblem, 'file'> {
  if (language === undefined) {
    const allowed = countries[country].languages.join(', ');
    return {
      country,
      language: key,
      message: isLanguage(key)
        ? `this country does not offer this language (it offers ${allowed})`
        : `unknown language; this country offers ${allowed}`,
    };
  }
  if (key === 'bistro') {
    return {
      country,
      language,
      field: key,
      message: `must not exist for this language: the bistro link exists only for ${bistroLanguages.join(', ')}`,
    };
  }
  if ((pagesWithoutEnglish as readonly string[]).includes(key) && language === 'en') {
    return {
      country,
      language,
      field: key,
      message: 'must not exist for English: this page has no English version',
    };
  }
  return { country, language, field: key, message: 'unknown field' };
}

/** The country's name in English, for messages ("Germany"). */
export function countryName(country: CountryCode): string {
  const { slug } = countries[country];
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

/** Why a missing field is needed, in words marketing can act on. */
function requiredMessage(country: CountryCode, field: string | undefined): string {
  if (field === 'imprint') {
    return `is required: the law in ${countryName(country)} wants an imprint (German: Impressum, who runs the site) in both languages`;
  }
  return 'is required';
}

function toProblems(country: CountryCode, file: string, issues: z.core.$ZodIssue[]): ContentLinkProblem[] {
  return issues.flatMap((issue): ContentLinkProblem[] => {
    const [language, ...rest] = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ file, ...explainUnknownKey(country, language, key) }));
    }
    const field = rest.length > 0 ? rest.join('.') : undefined;
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return [
      { file, country, language, field, message: missing ? requiredMessage(country, field) : issue.message },
    ];
  });
}

/** Each problem once: a bad URL fails both the URL and the pattern check. */
export function uniqueProblems(problems: ContentLinkProblem[]): ContentLinkProblem[] {
  return [...new Map(problems.map((problem) => [describeProblem(problem), problem])).values()];
}

/**
 * A field emptied in the browser editor is saved as "" (Decap keeps the key): that means no
 * link, so an optional link is simply absent and a required one is reported as required,
 * rather than as a malformed address.
 */
function withoutEmptyLinks(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, withoutEmptyLinks(value)]),
  );
}

/** Checks one country's parsed file; throws a ContentLinksError naming every problem. */
export function validateCountryLinks(country: CountryCode, data: unknown, file: string): CountryLinks {
  const result = countryLinksSchema(country).safeParse(withoutEmptyLinks(data));
  if (!result.success)
    throw new ContentLinksError(uniqueProblems(toProblems(country, file, result.error.issues)));
  return result.data;
}

/** Parses and validates the text of one country's content-link file. */
export function parseCountryLinks(country: CountryCode, text: string, file: string): CountryLinks {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ContentLinksError([
      { file, country, message: `is not valid JSON (${(error as Error).message})` },
    ]);
  }
  return validateCountryLinks(country, data, file);
}
