import { describe, expect, it } from 'vitest';
import { languageCodes, type Language } from '../../../src/config/languages.ts';
import { localeTag } from '../../../src/config/localeTag.ts';
import { fill, plural } from '../../../src/i18n/fill.ts';
import { messages } from '../../../src/i18n/index.ts';
import { ageGroupLabel } from '../../../src/lib/childClassBooking/ageGroupLabel.ts';
import { firstSessionDate, sessionTimes } from '../../../src/lib/childClassBooking/classWhen.ts';
import { clockRange, clockTime, longDate, percentage } from '../../../src/lib/dates/localFormats.ts';
import { validityText } from '../../../src/lib/shop/shopWords.ts';

/**
 * The texts with the most placeholders, filled as their pages fill them (the same helpers: long
 * dates through `Intl` in the page's locale, ages and counts through the plural rules, names
 * and addresses as typed), each read against the sentence a native speaker would write.
 */
const countryOf: Record<Language, 'se' | 'no' | 'dk' | 'fi' | 'de'> = {
  sv: 'se',
  nb: 'no',
  da: 'dk',
  fi: 'fi',
  de: 'de',
  en: 'se',
};

/** The class every booking text is about: it starts on 1 March 2026. */
const firstOccasion = { firstOccasionDate: '2026-03-01T00:00:00' };

function filled(language: Language): Record<string, string> {
  const locale = localeTag(language, countryOf[language]);
  const m = messages[language];
  const booking = m.childClassBooking;
  const date = firstSessionDate(firstOccasion, locale) ?? '';
  const age = (years: number) => plural(booking.child.age, years, locale);
  const problem = (text: string, years: number) => fill(text, { min: 3, max: 5, date, age: age(years) });
  const group = (minAge: number | null, maxAge: number | null) => ({ name: null, minAge, maxAge });
  return {
    notEligibleTooYoung: fill(booking.child.notEligible.tooYoung, { age: age(2), date }),
    notEligibleTooOld: fill(booking.child.notEligible.tooOld, { age: age(7), date }),
    ageHint: fill(booking.child.ageHint, { min: 3, max: 5, date }),
    problemTooYoung: problem(booking.problems.tooYoung, 1),
    problemTooOld: problem(booking.problems.tooOld, 6),
    agesFromOne: ageGroupLabel(group(1, null), booking.summary, locale),
    agesUpTo: ageGroupLabel(group(null, 6), m.playground, locale),
    sessionTimes:
      sessionTimes({ classStartTime: '16:30', classEndTime: '17:15' }, booking.summary.timeRange, locale) ??
      '',
    confirmationLead: fill(booking.confirmation.lead, {
      child: 'Aino Virtanen',
      class: `SportKidz, ${ageGroupLabel(group(3, 5), booking.summary, locale)}`,
    }),
    openToday: fill(m.playground.openToday, { hours: clockRange('10:00', '19:00', locale) }),
    opensTomorrow: fill(m.playground.closedNowOpensTomorrow, { time: clockTime('09:30', locale) }),
    asOf: fill(m.playground.asOf, { date: longDate('2026-11-29', locale) }),
    notUpdated: fill(m.playground.notUpdated, { date: longDate('2026-11-29', locale) }),
    firstOccasion: fill(m.playground.firstOccasion, { date }),
    validityPeriod:
      validityText({ type: 'period', start: '2026-01-01', end: '2026-12-31' }, m.shop.validity, locale) ?? '',
    visits: validityText({ type: 'entrances', count: 10 }, m.shop.validity, locale) ?? '',
    photoOne: plural(m.shop.order.photo, 1, locale),
    childAdded: fill(m.onboarding.children.added, { name: 'Aino' }),
    percentage: fill(m.onboarding.progress.percentage, { percentage: percentage(75, locale) }),
    setPassword: fill(m.signIn.inbox.setPassword, { email: 'aino@example.com' }),
  };
}

const references: Record<Language, Record<string, string>> = {
  sv: {
    notEligibleTooYoung: 'För ung för den här gruppen: 2 år den 1 mars 2026',
    notEligibleTooOld: 'För gammal för den här gruppen: 7 år den 1 mars 2026',
    ageHint: 'I den här åldersgruppen ska barnet vara 3–5 år den 1 mars 2026.',
    problemTooYoung:
      'Barnet är för ungt för den här åldersgruppen. Den är för barn som är 3–5 år den 1 mars 2026, och med det här födelsedatumet är barnet då 1 år.',
    problemTooOld:
      'Barnet är för gammalt för den här åldersgruppen. Den är för barn som är 3–5 år den 1 mars 2026, och med det här födelsedatumet är barnet då 6 år.',
    agesFromOne: 'Från 1 år',
    agesUpTo: 'Upp till 6 år',
    sessionTimes: 'kl. 16:30–17:15',
    confirmationLead: 'Aino Virtanen har en plats på SportKidz, 3–5 år.',
    openToday: 'Öppet i dag kl. 10:00–19:00',
    opensTomorrow: 'Stängt nu · öppnar i morgon kl. 09:30',
    asOf: 'Uppdaterat 29 november 2026',
    notUpdated: 'Vi kunde inte kolla om något har ändrats just nu. Senast uppdaterat 29 november 2026.',
    firstOccasion: 'Startar 1 mars 2026',
    validityPeriod: 'Giltigt 1 januari 2026 – 31 december 2026',
    visits: '10 besök',
    photoOne:
      'I entrén kontrollerar personalen periodkortet mot ett foto på barnet. Tills ett foto har lagts till kan periodkortet användas vid 1 besök.',
    childAdded: 'Aino har lagts till på ditt konto.',
    percentage: 'Ditt konto är klart till 75 %.',
    setPassword:
      'Ditt konto har inget lösenord än. Vi har skickat ett mejl till aino@example.com med en länk för att välja ett, sedan kan du logga in.',
  },
  nb: {
    notEligibleTooYoung: 'For ung for denne gruppen: 2 år den 1. mars 2026',
    notEligibleTooOld: 'For gammel for denne gruppen: 7 år den 1. mars 2026',
    ageHint: 'I denne aldersgruppen må barnet være 3–5 år den 1. mars 2026.',
    problemTooYoung:
      'Barnet er for ungt for denne aldersgruppen. Den er for barn som er 3–5 år den 1. mars 2026, og med denne fødselsdatoen er barnet da 1 år.',
    problemTooOld:
      'Barnet er for gammelt for denne aldersgruppen. Den er for barn som er 3–5 år den 1. mars 2026, og med denne fødselsdatoen er barnet da 6 år.',
    agesFromOne: 'Fra 1 år',
    agesUpTo: 'Opptil 6 år',
    sessionTimes: 'kl. 16:30–17:15',
    confirmationLead: 'Aino Virtanen har fått plass på SportKidz, 3–5 år.',
    openToday: 'Åpent i dag kl. 10:00–19:00',
    opensTomorrow: 'Stengt nå · åpner i morgen kl. 09:30',
    asOf: 'Oppdatert 29. november 2026',
    notUpdated: 'Vi fikk ikke sjekket om noe er endret akkurat nå. Sist oppdatert 29. november 2026.',
    firstOccasion: 'Starter 1. mars 2026',
    validityPeriod: 'Gyldig 1. januar 2026 – 31. desember 2026',
    visits: '10 besøk',
    photoOne:
      'Ved inngangen sjekker de ansatte periodekortet mot et bilde av barnet. Inntil et bilde er lagt til, kan periodekortet brukes til 1 besøk.',
    childAdded: 'Aino er lagt til på kontoen din.',
    percentage: 'Kontoen din er 75 % ferdig.',
    setPassword:
      'Kontoen din har ikke noe passord ennå. Vi har sendt en e-post til aino@example.com med en lenke for å velge et, og så kan du logge inn.',
  },
  da: {
    notEligibleTooYoung: 'For ung til denne gruppe: 2 år den 1. marts 2026',
    notEligibleTooOld: 'For gammel til denne gruppe: 7 år den 1. marts 2026',
    ageHint: 'I denne aldersgruppe skal barnet være 3–5 år den 1. marts 2026.',
    problemTooYoung:
      'Barnet er for ungt til denne aldersgruppe. Den er for børn på 3–5 år den 1. marts 2026, og med denne fødselsdato er barnet da 1 år.',
    problemTooOld:
      'Barnet er for gammelt til denne aldersgruppe. Den er for børn på 3–5 år den 1. marts 2026, og med denne fødselsdato er barnet da 6 år.',
    agesFromOne: 'Fra 1 år',
    agesUpTo: 'Op til 6 år',
    sessionTimes: 'kl. 16.30–17.15',
    confirmationLead: 'Aino Virtanen har fået plads på SportKidz, 3–5 år.',
    openToday: 'Åbent i dag kl. 10.00–19.00',
    opensTomorrow: 'Lukket nu · åbner i morgen kl. 09.30',
    asOf: 'Opdateret 29. november 2026',
    notUpdated: 'Vi kunne ikke tjekke for ændringer lige nu. Senest opdateret 29. november 2026.',
    firstOccasion: 'Starter 1. marts 2026',
    validityPeriod: 'Gyldigt 1. januar 2026 – 31. december 2026',
    visits: '10 besøg',
    photoOne:
      'Ved indgangen tjekker personalet periodekortet mod et billede af barnet. Indtil der er tilføjet et billede, kan periodekortet bruges til 1 besøg.',
    childAdded: 'Aino er tilføjet til din konto.',
    percentage: 'Din konto er 75 % færdig.',
    setPassword:
      'Din konto har ikke en adgangskode endnu. Vi har sendt en e-mail til aino@example.com med et link til at vælge en, og derefter kan du logge ind.',
  },
  fi: {
    notEligibleTooYoung: 'Liian nuori tähän ryhmään: kurssin alkaessa 1. maaliskuuta 2026 vasta 2-vuotias',
    notEligibleTooOld: 'Liian vanha tähän ryhmään: kurssin alkaessa 1. maaliskuuta 2026 jo 7-vuotias',
    ageHint:
      'Tähän ikäryhmään osallistuvan lapsen on oltava 3–5-vuotias kurssin alkaessa 1. maaliskuuta 2026.',
    problemTooYoung:
      'Lapsi on liian nuori tähän ikäryhmään. Ryhmä on lapsille, jotka ovat 3–5-vuotiaita kurssin alkaessa 1. maaliskuuta 2026, ja tällä syntymäajalla lapsi on silloin vasta 1-vuotias.',
    problemTooOld:
      'Lapsi on liian vanha tähän ikäryhmään. Ryhmä on lapsille, jotka ovat 3–5-vuotiaita kurssin alkaessa 1. maaliskuuta 2026, ja tällä syntymäajalla lapsi on silloin jo 6-vuotias.',
    agesFromOne: '1-vuotiaista alkaen',
    agesUpTo: 'Enintään 6-vuotiaat',
    sessionTimes: 'klo 16.30–17.15',
    confirmationLead: 'Aino Virtanen on saanut paikan: SportKidz, 3–5-vuotiaat.',
    openToday: 'Avoinna tänään klo 10.00–19.00',
    opensTomorrow: 'Suljettu nyt · avautuu huomenna klo 9.30',
    asOf: 'Päivitetty 29. marraskuuta 2026',
    notUpdated: 'Emme juuri nyt voineet tarkistaa muutoksia. Tiedot päivitetty 29. marraskuuta 2026.',
    firstOccasion: 'Alkaa 1. maaliskuuta 2026',
    validityPeriod: 'Voimassa 1. tammikuuta 2026 – 31. joulukuuta 2026',
    visits: '10 käyntiä',
    photoOne:
      'Sisäänkäynnillä henkilökunta vertaa lasta kausikortin valokuvaan. Ilman valokuvaa kausikortilla pääsee sisään 1 kerran.',
    childAdded: 'Aino on lisätty tilillesi.',
    percentage: 'Tilisi on 75 % valmis.',
    setPassword:
      'Tililläsi ei ole vielä salasanaa. Lähetimme osoitteeseen aino@example.com viestin, jossa on linkki salasanan valitsemiseen. Sen jälkeen voit kirjautua sisään.',
  },
  de: {
    notEligibleTooYoung: 'Zu jung für diese Gruppe: am 1. März 2026 erst 2 Jahre alt',
    notEligibleTooOld: 'Zu alt für diese Gruppe: am 1. März 2026 schon 7 Jahre alt',
    ageHint: 'In dieser Altersgruppe muss das Kind am 1. März 2026 zwischen 3 und 5 Jahre alt sein.',
    problemTooYoung:
      'Das Kind ist für diese Altersgruppe zu jung. Die Gruppe ist für Kinder, die am 1. März 2026 zwischen 3 und 5 Jahre alt sind, und mit diesem Geburtsdatum ist das Kind dann erst 1 Jahr alt.',
    problemTooOld:
      'Das Kind ist für diese Altersgruppe zu alt. Die Gruppe ist für Kinder, die am 1. März 2026 zwischen 3 und 5 Jahre alt sind, und mit diesem Geburtsdatum ist das Kind dann schon 6 Jahre alt.',
    agesFromOne: 'Ab 1 Jahr',
    agesUpTo: 'Bis 6 Jahre',
    sessionTimes: '16:30–17:15 Uhr',
    confirmationLead: 'Aino Virtanen hat einen Platz im Kurs SportKidz, 3–5 Jahre.',
    openToday: 'Heute geöffnet: 10:00–19:00 Uhr',
    opensTomorrow: 'Jetzt geschlossen · öffnet morgen um 09:30 Uhr',
    asOf: 'Stand: 29. November 2026',
    notUpdated:
      'Wir konnten gerade nicht nach Änderungen schauen. Zuletzt aktualisiert am 29. November 2026.',
    firstOccasion: 'Beginnt am 1. März 2026',
    validityPeriod: 'Gültig vom 1. Januar 2026 bis zum 31. Dezember 2026',
    visits: '10 Besuche',
    photoOne:
      'Am Eingang gleicht das Personal die Dauerkarte mit einem Foto des Kindes ab. Bis ein Foto hinzugefügt ist, kann die Dauerkarte für 1 Besuch genutzt werden.',
    childAdded: 'Aino wurde deinem Konto hinzugefügt.',
    percentage: 'Dein Konto ist zu 75 % fertig.',
    setPassword:
      'Dein Konto hat noch kein Passwort. Wir haben dir an aino@example.com eine E-Mail mit einem Link geschickt, über den du eins festlegen kannst. Danach kannst du dich anmelden.',
  },
  en: {
    notEligibleTooYoung: 'Too young for this group: 2 years old on 1 March 2026',
    notEligibleTooOld: 'Too old for this group: 7 years old on 1 March 2026',
    ageHint: 'For this age group, the child must be aged 3 to 5 on 1 March 2026.',
    problemTooYoung:
      'This age group is for children aged 3 to 5 on 1 March 2026. With this date of birth, the child will be 1 year old then, which is too young.',
    problemTooOld:
      'This age group is for children aged 3 to 5 on 1 March 2026. With this date of birth, the child will be 6 years old then, which is too old.',
    agesFromOne: 'Age 1 and up',
    agesUpTo: 'Up to age 6',
    sessionTimes: '16:30–17:15',
    confirmationLead: 'Aino Virtanen has a place in SportKidz, Ages 3–5.',
    openToday: 'Open today 10:00–19:00',
    opensTomorrow: 'Closed now · opens tomorrow at 09:30',
    asOf: 'Updated 29 November 2026',
    notUpdated: 'We couldn’t check for changes just now. Last updated 29 November 2026.',
    firstOccasion: 'Starts on 1 March 2026',
    validityPeriod: 'Valid 1 January 2026 – 31 December 2026',
    visits: '10 visits',
    photoOne:
      'At the entrance, the staff check the pass against a photo of the child. Until a photo is added, the pass can be used for 1 visit.',
    childAdded: 'Aino has been added to your account.',
    percentage: 'Your account is 75% complete.',
    setPassword:
      'Your account doesn’t have a password yet. We’ve sent an email to aino@example.com with a link to choose one, and then you can sign in.',
  },
};

describe('texts filled as the pages fill them', () => {
  it.each(languageCodes)('%s should read as a native wrote each sentence', (language) => {
    expect(filled(language)).toEqual(references[language]);
  });

  it('should cover twenty texts in every language', () => {
    for (const language of languageCodes) expect(Object.keys(references[language])).toHaveLength(20);
  });
});
