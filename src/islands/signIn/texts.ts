import type { Messages } from '../../i18n/index.ts';
import type { PasswordRulesTexts } from '../password/PasswordRulesList.tsx';
import type { FormAlertTexts } from '../forms/FormAlert.tsx';
import type { FormPageConfig } from '../forms/formPageConfig.ts';

/** The texts of the sign-in pages in the page's language (src/i18n/messages/signIn/). */
export type SignInTexts = Messages['signIn'];

/** The texts every sign-in form uses. */
export type FormTexts = Pick<
  SignInTexts,
  'problems' | 'notices' | 'tryAgain' | 'emailLabel' | 'showPassword' | 'sendingLink'
>;

/**
 * What a prerendered sign-in page hands its island: only the texts that island shows (they
 * travel in the page as the island's props), and the page addresses it links.
 */
export interface IslandConfig<Texts extends FormTexts> extends FormPageConfig<Texts> {
  /** BCP 47 locale of the e-mails the identity service sends, e.g. `sv-SE`. */
  locale: string;
  /** This language's sign-in pages. */
  paths: { signIn: string; inbox: string };
}

export type SignInPageConfig = IslandConfig<Omit<SignInTexts, 'inbox' | 'reset'>> & {
  /** This language's registration page, for an address without an account and "Create an account". */
  registerPath: string;
};
export type ResetPageConfig = IslandConfig<FormTexts & Pick<SignInTexts, 'reset'>> & {
  /** The password checklist's words (src/i18n/messages/passwordRules/), as registration's. */
  rules: PasswordRulesTexts;
};

/**
 * A sign-in page's alert (islands/forms/FormAlert.tsx): the shared notices in its words, a
 * wait in its language (`locale`), and its id, which describes the submit button while the
 * form waits out a rate limit.
 */
export function alertProps(
  {
    texts,
    errors,
    service,
    locale,
  }: Pick<IslandConfig<FormTexts>, 'texts' | 'errors' | 'service' | 'locale'>,
  id: string,
) {
  const { notices } = texts;
  const words: FormAlertTexts = {
    fixFields: texts.problems.fixFields,
    unavailable: notices.unavailable,
    timeout: notices.timeout,
    wait: notices,
    tryAgain: texts.tryAgain,
  };
  return { texts: words, errors, service, locale, id, className: 'sign-in-notice' };
}
