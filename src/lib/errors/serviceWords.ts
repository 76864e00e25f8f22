import type { PasswordRuleId } from '../password/passwordRules.ts';
import { around, fill } from '../../i18n/fill.ts';
import { mergedNotes } from './mergedNotes.ts';
import type { ServiceNote, ServiceTextKey } from './serviceCodes.ts';

/**
 * The words of what the services say, in the page's language: our sentences
 * (src/i18n/messages/serviceMessages/, by key, plus `unknown`, "the service refused this", and
 * `detail`, the label of its own words with `{{words}}`), and the password checklist's heading
 * and rules (src/i18n/messages/passwordRules/), so a rule the service names reads as the
 * checklist says it.
 */
export interface ServiceTexts {
  texts: Record<ServiceTextKey | 'unknown' | 'detail', string>;
  rules: { heading: string; rules: Record<PasswordRuleId, string> };
}

/**
 * The service's own words about something we have no words for, with our label around them
 * (`texts.detail`): shown quoted (`words` in a `<q>`), apart and smaller, under our text.
 */
export interface ServiceDetail {
  before: string;
  words: string;
  after: string;
}

/** What is shown: our words, and any of the service's own, as quoted asides. */
export interface ServiceWords {
  text: string;
  /** Never the main text. */
  details: ServiceDetail[];
}

const endsSentence = /[.!?…]$/;

/**
 * Notes (lib/errors/serviceCodes.ts) as words: each of our sentences once; the password rules
 * missed as one sentence, the checklist's heading and its rules ("Your password needs: at
 * least 8 characters, a digit (0–9)."); an unknown code as our sentence that the service
 * refused, its words as details.
 */
export function serviceWords(notes: readonly ServiceNote[], { texts, rules }: ServiceTexts): ServiceWords {
  const sentences: string[] = [];
  const ruleTexts: string[] = [];
  const details: string[] = [];
  let rulesAt = -1;
  for (const note of mergedNotes(notes)) {
    switch (note.kind) {
      case 'text':
        sentences.push(texts[note.key]);
        break;
      case 'rule':
        if (rulesAt < 0) rulesAt = sentences.length;
        ruleTexts.push(fill(rules.rules[note.rule], { number: note.count }));
        break;
      case 'unknown':
        sentences.push(texts.unknown);
        details.push(...note.details);
    }
  }
  if (ruleTexts.length > 0) {
    const sentence = `${rules.heading} ${ruleTexts.join(', ')}`;
    sentences.splice(rulesAt, 0, endsSentence.test(sentence) ? sentence : `${sentence}.`);
  }
  const [before, after] = around(texts.detail, 'words');
  return { text: sentences.join(' '), details: details.map((words) => ({ before, words, after })) };
}
