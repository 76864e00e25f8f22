import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes, type Language } from '../../../src/config/languages.ts';
import { loadContentLinks } from '../../../src/config/contentLinksFile.ts';
import da from '../../../src/i18n/glossary/da.json' with { type: 'json' };
import de from '../../../src/i18n/glossary/de.json' with { type: 'json' };
import en from '../../../src/i18n/glossary/en.json' with { type: 'json' };
import fi from '../../../src/i18n/glossary/fi.json' with { type: 'json' };
import nb from '../../../src/i18n/glossary/nb.json' with { type: 'json' };
import sv from '../../../src/i18n/glossary/sv.json' with { type: 'json' };
import { flatten, textsOf } from './texts.ts';

/**
 * Each concept has one word per language (docs/glossary.md): src/i18n/glossary/{lang}.json
 * names it and the variants the texts must not use. Every text of every language is read for
 * those variants, as whole words (a compound's tail after a hyphen is no word of its own):
 * case is ignored unless the term says `exactCase` (Norwegian "sms", German "SMS"), and a `*`
 * at a variant's end stands for any ending ("book*" finds "booke" and "bookingbekreftelser",
 * not "fullbooket").
 *
 * A term that is the name of a document marketing publishes says which content link opens it
 * (`link`, a kind of src/config/content-links/) and the words every link to it is named
 * with (`linkName`, written as a variant is): the footer and a form's sentence name one page
 * one way.
 */
interface Term {
  concept: string;
  use: string;
  avoid: string[];
  exactCase?: boolean;
  link?: string;
  linkName?: string;
}

const glossaries: Record<Language, Term[]> = { sv, en, da, nb, fi, de };

// A hyphen before a word makes it part of a compound ("mail" is not in "e-mail"); after one,
// the word has ended ("log ind" is in "log ind-tjenesten").
const noWordBefore = '(?<![\\p{L}\\p{N}-])';
const notWordCharacter = '(?![\\p{L}\\p{N}])';

/** A variant as a pattern: whole words, spaces matching any run of white space. */
function variantPattern(variant: string, exactCase: boolean): RegExp {
  const stem = variant.endsWith('*');
  const words = (stem ? variant.slice(0, -1) : variant)
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const ending = stem ? '[\\p{L}\\p{N}]*' : '';
  return new RegExp(
    `${noWordBefore}${words.join('\\s+')}${ending}${notWordCharacter}`,
    exactCase ? 'gu' : 'giu',
  );
}

/** Placeholders are names, not words a parent reads: `{{email}}` is no "email". */
const withoutPlaceholders = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '·');

const messagesDir = join(import.meta.dirname, '../../../src/i18n/messages');

/**
 * Every text of a language as its files hold them, each section's file read from disk
 * (`messages/{lang}.json` and `messages/{section}/{lang}.json`): a section is checked whether
 * or not the composed messages take all of it in.
 */
function fileTexts(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  const read = (path: string, prefix: string) => {
    const tree = JSON.parse(readFileSync(path, 'utf8')) as Parameters<typeof flatten>[0];
    for (const [key, text] of flatten(tree, prefix)) texts.set(key, text);
  };
  read(join(messagesDir, `${language}.json`), '');
  for (const section of readdirSync(messagesDir)) {
    const dir = join(messagesDir, section);
    if (statSync(dir).isDirectory()) read(join(dir, `${language}.json`), section);
  }
  return texts;
}

/** Where a language's texts use a variant its glossary avoids, one line each. */
function findings(language: Language): string[] {
  const found: string[] = [];
  for (const [key, text] of fileTexts(language)) {
    const readable = withoutPlaceholders(text);
    for (const term of glossaries[language]) {
      for (const variant of term.avoid) {
        for (const match of readable.matchAll(variantPattern(variant, term.exactCase ?? false))) {
          found.push(`${key}: "${match[0]}" (${term.concept}: use "${term.use}") in "${text}"`);
        }
      }
    }
  }
  return found;
}

/**
 * The texts that name a link to a document of marketing's (src/config/content-links/), by
 * the kind of link they name, and the file that puts the link around them.
 */
const linkNames = [
  { key: 'footer.terms', kind: 'terms', in: 'src/components/Footer.astro' },
  { key: 'register.termsLink', kind: 'terms', in: 'src/islands/register/fieldsets.tsx' },
  { key: 'shop.buy.termsLink', kind: 'terms', in: 'src/islands/shop/BuyForm.tsx' },
  { key: 'footer.privacyPolicy', kind: 'privacyPolicy', in: 'src/components/Footer.astro' },
  { key: 'consent.privacyPolicy', kind: 'privacyPolicy', in: 'src/layouts/ShellLayout.astro' },
  { key: 'register.privacyLink', kind: 'privacyPolicy', in: 'src/islands/register/fieldsets.tsx' },
  {
    key: 'childClassBooking.child.privacyLink',
    kind: 'privacyPolicy',
    in: 'src/islands/childClassBooking/ChildFieldset.tsx',
  },
  { key: 'footer.imprint', kind: 'imprint', in: 'src/components/Footer.astro' },
  { key: 'sidebar.faq', kind: 'faq', in: 'src/components/Sidebar.astro' },
  { key: 'sidebar.familyMembership', kind: 'familyMembership', in: 'src/components/Sidebar.astro' },
] as const;

/** Every kind of content link some country gives in some language. */
const linkKinds = new Set(
  Object.values(loadContentLinks()).flatMap((country) =>
    Object.entries(country).flatMap(([key, links]) => (key === '$schema' ? [] : Object.keys(links))),
  ),
);

/** Where a language names a link otherwise than its glossary names the document, one line each. */
function misnamedLinks(language: Language): string[] {
  const texts = textsOf(language);
  return linkNames.flatMap(({ key, kind }) => {
    const term = glossaries[language].find((candidate) => candidate.link === kind);
    if (!term?.linkName) return [`${key}: the glossary names no document for the "${kind}" link`];
    const text = texts.get(key) ?? '';
    return variantPattern(term.linkName, term.exactCase ?? false).test(text)
      ? []
      : [`${key}: "${text}" opens the "${kind}" page, which is "${term.use}" (${term.concept})`];
  });
}

describe('glossary', () => {
  it.each(languageCodes)('%s texts should use no variant the glossary avoids, in any section', (language) => {
    expect(findings(language)).toEqual([]);
  });

  it.each(languageCodes)('%s should name every link after the document it opens', (language) => {
    expect(misnamedLinks(language)).toEqual([]);
  });

  it('should know which file links each named text, and to a kind of content link there is', () => {
    const root = join(import.meta.dirname, '../../..');
    for (const { key, kind, in: file } of linkNames) {
      expect(linkKinds, key).toContain(kind);
      const source = readFileSync(join(root, file), 'utf8');
      expect(source, `${file} names ${key}`).toContain(key.split('.').at(-1));
      expect(source, `${file} links ${kind}`).toMatch(new RegExp(`\\.${kind}\\b`));
    }
  });

  it('should read every section from its own file', () => {
    // The composed messages hold the field checks inside the forms: the files hold them once.
    for (const language of languageCodes) {
      const keys = [...fileTexts(language).keys()];
      expect(keys).toContain('fieldChecks.phoneInvalid');
      expect(keys.length).toBeGreaterThan(500);
    }
  });

  it.each(languageCodes)('%s glossary should not avoid the words it tells us to use', (language) => {
    for (const term of glossaries[language]) {
      for (const variant of term.avoid) {
        expect(term.use, `${term.concept}: ${variant}`).not.toMatch(
          variantPattern(variant, term.exactCase ?? false),
        );
      }
    }
  });

  it('should read variants as whole words, with endings only where a * says so', () => {
    const finds = (variant: string, text: string, exactCase = false) =>
      [...text.matchAll(variantPattern(variant, exactCase))].map((match) => match[0]);
    expect(finds('book*', 'Vi sender bookingbekreftelser. Kurset er fullbooket.')).toEqual([
      'bookingbekreftelser',
    ]);
    expect(finds('log ind-*', 'log ind-tjenesten; Log ind med e-mail')).toEqual(['log ind-tjenesten']);
    expect(finds('Spielplatz*', 'diesen Indoor-Spielplatz')).toEqual([]);
    expect(finds('Indoor-Spielplatz*', 'diesen Indoor-Spielplatz')).toEqual(['Indoor-Spielplatz']);
    expect(finds('mail', 'på e-mail, en mail')).toEqual(['mail']);
    expect(finds('SMS', 'på sms, på SMS', true)).toEqual(['SMS']);
    expect(finds('occasion*', 'First Occasion; occasionally')).toEqual(['Occasion', 'occasionally']);
    expect(finds('idag', 'i dag, Idag')).toEqual(['Idag']);
  });
});
