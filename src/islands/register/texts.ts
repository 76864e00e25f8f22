import type { CallingCodeChoice } from '../../config/callingCodeChoices.ts';
import type { Messages } from '../../i18n/index.ts';
import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { ErrorTranslationKey } from '../../lib/errors/translationKey.ts';
import type { PasswordRulesTexts } from '../password/PasswordRulesList.tsx';

/** The registration texts of the page's language (src/i18n/messages/register/). */
export type RegisterTexts = Messages['register'];

/** What the prerendered registration page hands its island (as props, translated at build time). */
export interface RegisterPageConfig {
  texts: RegisterTexts;
  /** The password checklist's words (src/i18n/messages/passwordRules/), as the reset page's. */
  rules: PasswordRulesTexts;
  /** The spec's default error texts (errors.*, general.error-unknown), by key. */
  errors: Record<ErrorTranslationKey, string>;
  /** Our words for what the services say (i18n/serviceTexts.ts). */
  service: ServiceTexts;
  brand: string;
  language: string;
  /** BCP 47 locale of the confirmation mail, e.g. `sv-SE`. */
  locale: string;
  registrationSource: string;
  callingCodes: CallingCodeChoice[];
  defaultCallingCode: string;
  links: { terms: string; privacyPolicy: string };
  paths: {
    /** This language's sign-in page. */
    signIn: string;
    onboarding: string;
    /** This site's play-centre folders in every language, e.g. `/profile/sv/lekland`. */
    playgroundFolders: string[];
  };
}
