import type { Language } from '../config/languages.ts';
import type { ServiceTexts } from '../lib/errors/serviceWords.ts';
import { messages } from './index.ts';

/**
 * The words every form needs for what the services say (lib/errors/serviceWords.ts) in a
 * language, for islands: our sentences by code, and the password checklist's heading and rules,
 * which say a rule the service names as the checklist says it.
 */
export function serviceTexts(language: Language): ServiceTexts {
  const { serviceMessages, passwordRules } = messages[language];
  return { texts: serviceMessages, rules: { heading: passwordRules.heading, rules: passwordRules.rules } };
}
