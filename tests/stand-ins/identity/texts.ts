import { isLanguage, type Language } from '../../../src/config/languages.ts';

/** The few texts of the stand-in's own pages, in every language of the product. */
export interface SignInTexts {
  title: string;
  intro: string;
  email: string;
  password: string;
  submit: string;
  wrongCredentials: string;
  noPassword: string;
  seededAccounts: string;
  signInAs: string;
  passwordHint: string;
  cancel: string;
  signingOut: string;
  signOut: string;
}

const texts: Record<Language, SignInTexts> = {
  en: {
    title: 'Sign in',
    intro: 'Sign in with your e-mail address and password.',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    wrongCredentials: 'The e-mail address or password is incorrect.',
    noPassword: 'This account has no password yet. Reset your password to sign in.',
    seededAccounts: 'Test accounts',
    signInAs: 'Sign in as',
    passwordHint: 'Every test account uses the password',
    cancel: 'Cancel and go back',
    signingOut: 'Signing you out…',
    signOut: 'Sign out',
  },
  sv: {
    title: 'Logga in',
    intro: 'Logga in med din e-postadress och ditt lösenord.',
    email: 'E-postadress',
    password: 'Lösenord',
    submit: 'Logga in',
    wrongCredentials: 'E-postadressen eller lösenordet är fel.',
    noPassword: 'Kontot har inget lösenord ännu. Återställ lösenordet för att logga in.',
    seededAccounts: 'Testkonton',
    signInAs: 'Logga in som',
    passwordHint: 'Alla testkonton har lösenordet',
    cancel: 'Avbryt och gå tillbaka',
    signingOut: 'Loggar ut …',
    signOut: 'Logga ut',
  },
  nb: {
    title: 'Logg inn',
    intro: 'Logg inn med e-postadressen og passordet ditt.',
    email: 'E-postadresse',
    password: 'Passord',
    submit: 'Logg inn',
    wrongCredentials: 'E-postadressen eller passordet er feil.',
    noPassword: 'Kontoen har ikke passord ennå. Tilbakestill passordet for å logge inn.',
    seededAccounts: 'Testkontoer',
    signInAs: 'Logg inn som',
    passwordHint: 'Alle testkontoer har passordet',
    cancel: 'Avbryt og gå tilbake',
    signingOut: 'Logger ut …',
    signOut: 'Logg ut',
  },
  da: {
    title: 'Log ind',
    intro: 'Log ind med din e-mailadresse og din adgangskode.',
    email: 'E-mailadresse',
    password: 'Adgangskode',
    submit: 'Log ind',
    wrongCredentials: 'E-mailadressen eller adgangskoden er forkert.',
    noPassword: 'Kontoen har endnu ingen adgangskode. Nulstil adgangskoden for at logge ind.',
    seededAccounts: 'Testkonti',
    signInAs: 'Log ind som',
    passwordHint: 'Alle testkonti har adgangskoden',
    cancel: 'Annuller og gå tilbage',
    signingOut: 'Logger ud …',
    signOut: 'Log ud',
  },
  fi: {
    title: 'Kirjaudu sisään',
    intro: 'Kirjaudu sisään sähköpostiosoitteellasi ja salasanallasi.',
    email: 'Sähköpostiosoite',
    password: 'Salasana',
    submit: 'Kirjaudu',
    wrongCredentials: 'Sähköpostiosoite tai salasana on väärin.',
    noPassword: 'Tilillä ei ole vielä salasanaa. Kirjaudu asettamalla uusi salasana.',
    seededAccounts: 'Testitilit',
    signInAs: 'Kirjaudu käyttäjänä',
    passwordHint: 'Kaikkien testitilien salasana on',
    cancel: 'Peruuta ja palaa',
    signingOut: 'Kirjaudutaan ulos…',
    signOut: 'Kirjaudu ulos',
  },
  de: {
    title: 'Anmelden',
    intro: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    wrongCredentials: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
    noPassword: 'Dieses Konto hat noch kein Passwort. Setzen Sie Ihr Passwort zurück, um sich anzumelden.',
    seededAccounts: 'Testkonten',
    signInAs: 'Anmelden als',
    passwordHint: 'Alle Testkonten verwenden das Passwort',
    cancel: 'Abbrechen und zurück',
    signingOut: 'Sie werden abgemeldet …',
    signOut: 'Abmelden',
  },
};

/**
 * The language of a page: the first supported one of `ui_locales` (how an OIDC client asks),
 * then of the browser's Accept-Language, then English.
 */
export function pageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): Language {
  const candidates = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(' ') : []),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? ''),
  ];
  for (const candidate of candidates) {
    const code = candidate.trim().toLowerCase().split('-')[0];
    // Norwegian arrives as no, nb or nn; the product writes Bokmål.
    const language = code === 'no' || code === 'nn' ? 'nb' : code;
    if (isLanguage(language)) return language;
  }
  return 'en';
}

export function signInTexts(language: Language): SignInTexts {
  return texts[language];
}
