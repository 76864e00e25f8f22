import { z } from 'zod';
import { countries, isCountryCode } from './countries.ts';
import { isLanguage } from './languages.ts';
import {
  bistroLanguages,
  contentLinksSchema,
  pagesWithoutEnglish,
  type ContentLinksFile,
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
      `The content-link file has ${problems.length} problem(s):\n` +
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
  country: string | undefined,
  language: string | undefined,
  key: string,
): Omit<ContentLinkProblem, 'file'> {
  if (country === undefined) {
    return { country: key, message: `unknown country; use one of ${Object.keys(countries).join(', ')}` };
  }
  if (language === undefined) {
    const allowed = isCountryCode(country) ? countries[country].languages.join(', ') : '';
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

function toProblems(file: string, issues: z.core.$ZodIssue[]): ContentLinkProblem[] {
  return issues.flatMap((issue): ContentLinkProblem[] => {
    const [country, language, ...rest] = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ file, ...explainUnknownKey(country, language, key) }));
    }
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return [
      {
        file,
        country,
        language,
        field: rest.length > 0 ? rest.join('.') : undefined,
        message: missing ? 'is required' : issue.message,
      },
    ];
  });
}

/** Checks parsed JSON against the schema; throws a ContentLinksError naming every problem. */
export function validateContentLinks(data: unknown, file: string): ContentLinksFile {
  const result = contentLinksSchema.safeParse(data);
  if (!result.success) {
    // A bad URL fails both the URL and the pattern check: report each place once.
    const problems = toProblems(file, result.error.issues);
    const unique = [...new Map(problems.map((problem) => [describeProblem(problem), problem])).values()];
    throw new ContentLinksError(unique);
  }
  return result.data;
}

/** Parses and validates the text of a content-link file. */
export function parseContentLinks(text: string, file: string): ContentLinksFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ContentLinksError([{ file, message: `is not valid JSON (${(error as Error).message})` }]);
  }
  return validateContentLinks(data, file);
}
