import type { CallingCodeChoice } from '../../config/callingCodeChoices.ts';
import { fill } from '../../i18n/fill.ts';
import type { Language } from '../../config/languages.ts';
import type { Messages } from '../../i18n/index.ts';
import type { FormPageConfig } from '../forms/formPageConfig.ts';

/** The onboarding texts of the page's language, as the page embeds them (`#onboarding-config`). */
export type OnboardingTexts = Messages['onboarding'];

/** What the prerendered page hands the island: texts, language and the phone step's choices. */
export interface OnboardingConfig extends FormPageConfig<OnboardingTexts> {
  language: Language;
  /** BCP 47 locale for dates, e.g. `sv-SE`. */
  locale: string;
  callingCodes: CallingCodeChoice[];
  defaultCallingCode: string;
  /** The new-link words the e-mail reminder shares with the e-mail confirmation page. */
  resend: Pick<
    Messages['emailConfirmation']['resend'],
    'button' | 'sending' | 'wait' | 'tooSoon' | 'unavailable' | 'timeout'
  >;
  /**
   * Onboarding's own paths in every language of the country, canonical ones included: never a
   * place to continue to, which would loop. Worked out at build time, so the browser needs no
   * route table.
   */
  ownPaths: string[];
}

/** A text by dotted key (`phone.saved`), with `{{name}}` placeholders filled in. */
export function text(
  texts: OnboardingTexts,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = texts;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const template = typeof node === 'string' ? node : key;
  return fill(template, values);
}

/**
 * Both onboarding forms' alert (islands/forms/FormAlert.tsx): its words, a wait in the page's
 * language, its look, and its id, which describes the submit button while the form waits.
 */
export function alertProps(
  config: Pick<OnboardingConfig, 'texts' | 'errors' | 'service' | 'locale'>,
  id: string,
) {
  const { texts, errors, service, locale } = config;
  return {
    id,
    texts,
    errors,
    service,
    locale,
    className: 'onboarding-form__alert',
    messageClassName: 'onboarding-form__error',
  };
}
