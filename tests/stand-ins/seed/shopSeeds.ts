import type { CountryCode } from '../shared/origins.ts';

/**
 * A pass: months of validity, or null for a season: a fixed period of 3 months from 1 June of
 * the last summer that is over (seed/shop.ts, `endedSummerStart`), listed with no inactive
 * reason all the same.
 */
export interface PassSeed {
  name: string;
  price: number;
  months: number | null;
}

export interface SerialTicketSeed {
  name: string;
  price: number;
  entrances: number;
}

/**
 * What each country's shop sells, in its own language and currency. Every country also has one
 * gift card whose sellable period is over and one pass whose sales ended, so the product's words
 * for an article that cannot be bought are seen in every language; and a season pass whose
 * summer is over, listed as on sale, which only the product's own rule keeps from being sold. Rules are several lines
 * (`\n`), as the main API sends them, so a list can show the first lines and a page all.
 */
export interface ShopSeed {
  giftCardName: (amount: string) => string;
  giftCardText: string;
  giftCardAmounts: number[];
  /** A denomination no longer sold (`isActive: false`, sellable period ended). */
  endedGiftCardAmount: number;
  giftCardRules: string[];
  passes: PassSeed[];
  /** Sales ended (`inactiveReason: 'SalesEnded'`). */
  endedPass: PassSeed;
  passText: string;
  passRules: string[];
  serialTickets: SerialTicketSeed[];
  serialTicketText: string;
  serialTicketRules: string[];
  money: (amount: number) => string;
}

const kr = (amount: number) => `${amount} kr`;
const euro = (amount: number) => `${amount} €`;

export const shopSeeds: Record<CountryCode, ShopSeed> = {
  se: {
    giftCardName: (amount) => `Presentkort ${amount}`,
    giftCardText: 'Ge bort en dag full av lek. Gäller på alla våra lekland i Sverige.',
    giftCardAmounts: [300, 500, 1000],
    endedGiftCardAmount: 200,
    giftCardRules: [
      'Presentkortet gäller i 12 månader från köpdagen.',
      'Det kan användas för entré, kalas och i caféet på alla våra lekland i Sverige.',
      'Det kan inte växlas mot kontanter.',
      'Ett borttappat presentkort ersätts inte.',
    ],
    passes: [
      { name: 'Årskort lek', price: 1995, months: 12 },
      { name: 'Sommarkort', price: 795, months: null },
    ],
    endedPass: { name: 'Vinterkort', price: 595, months: 3 },
    passText: 'Fri entré för ett barn under hela giltighetstiden.',
    passRules: [
      'Kortet är personligt och gäller för det barn som anges vid köpet.',
      'Barnet får vara högst 12 år.',
      'En vuxen per barn går in utan kostnad.',
      'Kortet kräver ett foto av barnet, som du lägger till på ditt konto.',
    ],
    serialTickets: [
      { name: 'Klippkort 10 besök', price: 1290, entrances: 10 },
      { name: 'Klippkort 5 besök', price: 690, entrances: 5 },
    ],
    serialTicketText: 'Ett klipp per besök och barn. Kortet kan delas mellan syskon.',
    serialTicketRules: [
      'Ett klipp per barn och besök.',
      'Kortet kan delas mellan syskon.',
      'Gäller i 12 månader från köpdagen.',
      'Kan inte växlas mot kontanter.',
    ],
    money: kr,
  },
  no: {
    giftCardName: (amount) => `Gavekort ${amount}`,
    giftCardText: 'Gi bort en dag full av lek. Gjelder på alle våre lekeland i Norge.',
    giftCardAmounts: [300, 500],
    endedGiftCardAmount: 200,
    giftCardRules: [
      'Gavekortet gjelder i 12 måneder fra kjøpsdato.',
      'Det kan brukes til inngang, bursdager og i kafeen på alle våre lekeland i Norge.',
      'Det kan ikke byttes mot kontanter.',
      'Et mistet gavekort erstattes ikke.',
    ],
    passes: [
      { name: 'Årskort lek', price: 2195, months: 12 },
      { name: 'Sommerkort', price: 895, months: null },
    ],
    endedPass: { name: 'Vinterkort', price: 695, months: 3 },
    passText: 'Fri inngang for ett barn i hele gyldighetsperioden.',
    passRules: [
      'Kortet er personlig og gjelder for barnet som oppgis ved kjøpet.',
      'Barnet kan være høyst 12 år.',
      'Én voksen per barn går inn gratis.',
      'Kortet krever et bilde av barnet, som du legger til på kontoen din.',
    ],
    serialTickets: [{ name: 'Klippekort 10 besøk', price: 1390, entrances: 10 }],
    serialTicketText: 'Ett klipp per besøk og barn. Kortet kan deles mellom søsken.',
    serialTicketRules: [
      'Ett klipp per barn og besøk.',
      'Kortet kan deles mellom søsken.',
      'Gjelder i 12 måneder fra kjøpsdato.',
      'Kan ikke byttes mot kontanter.',
    ],
    money: kr,
  },
  dk: {
    giftCardName: (amount) => `Gavekort ${amount}`,
    giftCardText: 'Giv en dag fuld af leg i gave. Gælder i alle vores legelande i Danmark.',
    giftCardAmounts: [250, 500],
    endedGiftCardAmount: 150,
    giftCardRules: [
      'Gavekortet gælder i 12 måneder fra købsdatoen.',
      'Det kan bruges til entré, fødselsdage og i caféen i alle vores legelande i Danmark.',
      'Det kan ikke ombyttes til kontanter.',
      'Et bortkommet gavekort erstattes ikke.',
    ],
    passes: [
      { name: 'Årskort leg', price: 1495, months: 12 },
      { name: 'Sommerkort', price: 595, months: null },
    ],
    endedPass: { name: 'Vinterkort', price: 495, months: 3 },
    passText: 'Fri entré for ét barn i hele gyldighedsperioden.',
    passRules: [
      'Kortet er personligt og gælder for det barn, der angives ved købet.',
      'Barnet må højst være 12 år.',
      'Én voksen pr. barn kommer gratis ind.',
      'Kortet kræver et billede af barnet, som du tilføjer på din konto.',
    ],
    serialTickets: [{ name: 'Klippekort 10 besøg', price: 995, entrances: 10 }],
    serialTicketText: 'Ét klip pr. besøg og barn. Kortet kan deles mellem søskende.',
    serialTicketRules: [
      'Ét klip pr. barn og besøg.',
      'Kortet kan deles mellem søskende.',
      'Gælder i 12 måneder fra købsdatoen.',
      'Kan ikke ombyttes til kontanter.',
    ],
    money: kr,
  },
  fi: {
    giftCardName: (amount) => `Lahjakortti ${amount}`,
    giftCardText: 'Anna lahjaksi päivä täynnä leikkiä. Kelpaa kaikissa leikkimaissamme Suomessa.',
    giftCardAmounts: [30, 50],
    endedGiftCardAmount: 20,
    giftCardRules: [
      'Lahjakortti on voimassa 12 kuukautta ostopäivästä.',
      'Sillä voi maksaa sisäänpääsyn, lasten juhlat ja kahvilan ostokset kaikissa leikkimaissamme Suomessa.',
      'Sitä ei voi vaihtaa rahaksi.',
      'Kadonnutta lahjakorttia ei korvata.',
    ],
    passes: [
      { name: 'Vuosikortti', price: 199, months: 12 },
      { name: 'Kesäkortti', price: 79, months: null },
    ],
    endedPass: { name: 'Talvikortti', price: 59, months: 3 },
    passText: 'Vapaa sisäänpääsy yhdelle lapselle koko voimassaoloajan.',
    passRules: [
      'Kortti on henkilökohtainen ja koskee ostettaessa valittua lasta.',
      'Lapsi saa olla enintään 12-vuotias.',
      'Yksi aikuinen lasta kohden pääsee sisään maksutta.',
      'Korttiin tarvitaan lapsen valokuva, jonka lisäät tilillesi.',
    ],
    serialTickets: [{ name: 'Sarjakortti 10 käyntiä', price: 129, entrances: 10 }],
    serialTicketText: 'Yksi leima käyntiä ja lasta kohden. Kortin voi jakaa sisarusten kesken.',
    serialTicketRules: [
      'Yksi leima lasta ja käyntiä kohden.',
      'Kortin voi jakaa sisarusten kesken.',
      'Voimassa 12 kuukautta ostopäivästä.',
      'Ei vaihdeta rahaksi.',
    ],
    money: euro,
  },
  de: {
    giftCardName: (amount) => `Gutschein ${amount}`,
    giftCardText: 'Verschenk einen Tag voller Spielspaß. Gültig in allen unseren Spielparks in Deutschland.',
    giftCardAmounts: [30, 50],
    endedGiftCardAmount: 20,
    giftCardRules: [
      'Der Gutschein gilt 12 Monate ab Kaufdatum.',
      'Du kannst ihn für den Eintritt, Kindergeburtstage und im Café in allen unseren Spielparks in Deutschland einlösen.',
      'Keine Barauszahlung.',
      'Ein verlorener Gutschein wird nicht ersetzt.',
    ],
    passes: [
      { name: 'Jahreskarte', price: 199, months: 12 },
      { name: 'Sommerkarte', price: 79, months: null },
    ],
    endedPass: { name: 'Winterkarte', price: 59, months: 3 },
    passText: 'Freier Eintritt für ein Kind während der gesamten Laufzeit.',
    passRules: [
      'Die Karte ist personengebunden und gilt für das beim Kauf angegebene Kind.',
      'Das Kind darf höchstens 12 Jahre alt sein.',
      'Ein Erwachsener pro Kind hat freien Eintritt.',
      'Für die Karte brauchst du ein Foto deines Kindes, das du in deinem Konto hinzufügst.',
    ],
    serialTickets: [{ name: '10er-Karte', price: 129, entrances: 10 }],
    serialTicketText: 'Ein Eintritt pro Besuch und Kind. Geschwister können die Karte teilen.',
    serialTicketRules: [
      'Ein Eintritt pro Kind und Besuch.',
      'Geschwister können die Karte teilen.',
      'Gültig 12 Monate ab Kaufdatum.',
      'Keine Barauszahlung.',
    ],
    money: euro,
  },
};
