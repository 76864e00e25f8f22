import { describe, expect, it } from 'vitest';
import { languageCodes, type Language } from '../../../src/config/languages.ts';
import { textsOf } from './texts.ts';

/**
 * A form's summary of its problems sits above its button, under the fields on one form and
 * between them on another: its words never say where the marked fields are (WCAG 3.3.1).
 */
const directions: Record<Language, RegExp> = {
  en: /\b(below|above|underneath)\b/i,
  sv: /\b(nedan|ovan|nedanför|ovanför)\b/i,
  nb: /\b(nedenfor|ovenfor|under|over)\b/i,
  da: /\b(nedenfor|ovenfor|under|over)\b/i,
  fi: /\b(alla|yllä|alapuolella|yläpuolella)\b/i,
  de: /\b(unten|oben|darunter|darüber)\b/i,
};

describe('the summary of a form’s problems', () => {
  for (const language of languageCodes)
    it(`${language}: should say which fields to check without saying where they are`, () => {
      const summaries = [...textsOf(language)].filter(([key]) => key.endsWith('.fixFields'));
      expect(summaries.length).toBeGreaterThanOrEqual(5);
      expect(summaries.filter(([, text]) => directions[language].test(text))).toEqual([]);
    });
});
