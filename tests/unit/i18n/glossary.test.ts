import { describe, expect, it } from 'vitest';
import { languageCodes, type Language } from '../../../src/config/languages.ts';
import da from '../../../src/i18n/glossary/da.json' with { type: 'json' };
import de from '../../../src/i18n/glossary/de.json' with { type: 'json' };
import en from '../../../src/i18n/glossary/en.json' with { type: 'json' };
import fi from '../../../src/i18n/glossary/fi.json' with { type: 'json' };
import nb from '../../../src/i18n/glossary/nb.json' with { type: 'json' };
import sv from '../../../src/i18n/glossary/sv.json' with { type: 'json' };
import { textsOf } from './texts.ts';

/**
 * Each concept has one word per language (docs/glossary.md): src/i18n/glossary/{lang}.json
 * names it and the variants the texts must not use. Every text of every language is read for
 * those variants, as whole words (a compound's tail after a hyphen is no word of its own): case is ignored unless the term says `exactCase` (Norwegian
 * "sms", German "SMS"), and a `*` at a variant's end stands for any ending ("book*" finds
 * "booke" and "bookingbekreftelser", not "fullbooket").
 */
interface Term {
  concept: string;
  use: string;
  avoid: string[];
  exactCase?: boolean;
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

/** Where a language's texts use a variant its glossary avoids, one line each. */
function findings(language: Language): string[] {
  const found: string[] = [];
  for (const [key, text] of textsOf(language)) {
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

describe('glossary', () => {
  it.each(languageCodes)('%s texts should use no variant the glossary avoids', (language) => {
    expect(findings(language)).toEqual([]);
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
