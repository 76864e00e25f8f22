import type { CallingCodeChoice } from '../../config/callingCodeChoices.ts';
import type { Messages } from '../../i18n/index.ts';
import type { PasswordRulesTexts } from '../password/PasswordRulesList.tsx';
import type { FormPageConfig } from '../forms/formPageConfig.ts';

/** The registration texts of the page's language (src/i18n/messages/register/). */
export type RegisterTexts = Messages['register'];

/** What the prerendered registration page hands its island (as props, translated at build time). */
export interface RegisterPageConfig extends FormPageConfig<RegisterTexts> {
  /** The password checklist's words (src/i18n/messages/passwordRules/), as the reset page's. */
  rules: PasswordRulesTexts;
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
