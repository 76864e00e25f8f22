import i18next, { type i18n, type TFunction } from 'i18next';
import type { Language } from '../config/languages.ts';
import { languageCodes } from '../config/languages.ts';
import da from './messages/da.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fi from './messages/fi.json' with { type: 'json' };
import nb from './messages/nb.json' with { type: 'json' };
import sv from './messages/sv.json' with { type: 'json' };
import childClassBooking from './messages/childClassBooking/index.ts';
import emailConfirmation from './messages/emailConfirmation/index.ts';
import fieldChecks from './messages/fieldChecks/index.ts';
import onboarding from './messages/onboarding/index.ts';
import passwordRules from './messages/passwordRules/index.ts';
import playground from './messages/playground/index.ts';
import sidebarData from './messages/sidebarData/index.ts';
import register from './messages/register/index.ts';
import serviceMessages from './messages/serviceMessages/index.ts';
import shop from './messages/shop/index.ts';
import signIn from './messages/signIn/index.ts';

/**
 * Translations: `messages/{lang}.json` holds the shell and the texts every page shares; each
 * product screen keeps its own section in `messages/{section}/{lang}.json`, so a screen's texts
 * live in one small folder. English is the reference whose keys every other language must match
 * exactly (tests/unit/i18n checks it). i18next runs at build time: pages are prerendered per
 * language, and islands receive the strings they need as props, so no translation engine is
 * shipped to the browser.
 */
const sections = {
  childClassBooking,
  emailConfirmation,
  onboarding,
  passwordRules,
  playground,
  register,
  serviceMessages,
  shop,
  sidebarData,
  signIn,
};

type Sections = { [Name in keyof typeof sections]: (typeof sections)[Name]['en'] };
export type Messages = ReturnType<typeof compose>;

/**
 * The field checks' texts (messages/fieldChecks/) where each form reads them: one sentence per
 * check in every form that makes it, whatever the form calls its key.
 */
function withFieldChecks(language: Language, forms: Sections) {
  const { emailRequired, emailInvalid, birthdateInvalid, ...phoneChecks } = fieldChecks[language];
  const email = { emailRequired, emailInvalid };
  const { phoneInvalid, phoneTooShort, phoneTooLong, phoneNotForCountry } = phoneChecks;
  const { childClassBooking, emailConfirmation, onboarding, register, signIn } = forms;
  return {
    childClassBooking: {
      ...childClassBooking,
      problems: {
        ...childClassBooking.problems,
        ...email,
        ...phoneChecks,
        childBirthdateInvalid: birthdateInvalid,
      },
    },
    emailConfirmation: { ...emailConfirmation, resend: { ...emailConfirmation.resend, ...email } },
    onboarding: {
      ...onboarding,
      phone: {
        ...onboarding.phone,
        invalid: phoneInvalid,
        tooShort: phoneTooShort,
        tooLong: phoneTooLong,
        notForCountry: phoneNotForCountry,
      },
      children: { ...onboarding.children, birthdateInvalid },
    },
    register: { ...register, problems: { ...register.problems, ...email, ...phoneChecks } },
    signIn: { ...signIn, problems: { ...signIn.problems, ...email } },
  };
}

function compose(language: Language, shared: typeof en) {
  const forms: Sections = {
    childClassBooking: sections.childClassBooking[language],
    emailConfirmation: sections.emailConfirmation[language],
    onboarding: sections.onboarding[language],
    passwordRules: sections.passwordRules[language],
    playground: sections.playground[language],
    sidebarData: sections.sidebarData[language],
    register: sections.register[language],
    serviceMessages: sections.serviceMessages[language],
    shop: sections.shop[language],
    signIn: sections.signIn[language],
  };
  return { ...shared, ...forms, ...withFieldChecks(language, forms) };
}

export const messages: Record<Language, Messages> = {
  sv: compose('sv', sv),
  en: compose('en', en),
  da: compose('da', da),
  nb: compose('nb', nb),
  fi: compose('fi', fi),
  de: compose('de', de),
};

const instances = new Map<Language, i18n>();

function instanceFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...languageCodes],
      resources: { [language]: { translation: messages[language] } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The translate function of one language. Astro escapes its output when rendering. */
export function translator(language: Language): TFunction {
  return instanceFor(language).t;
}
