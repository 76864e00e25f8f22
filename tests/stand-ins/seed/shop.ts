import type { Media } from '../../../src/lib/api/types/common.ts';
import type { Country } from '../../../src/lib/api/types/location.ts';
import type { GiftCardArticle, PassArticle, SerialTicketArticle } from '../../../src/lib/api/types/shop.ts';
import { guidFor } from '../shared/guid.ts';
import { countryCodes, type CountryCode } from '../shared/origins.ts';

/** What each country's shop sells, in its own language and currency. */
interface ShopSeed {
  giftCard: (amount: string) => string;
  giftCardText: string;
  giftCardAmounts: number[];
  /** Name, price, months of validity (null: a summer period). */
  passes: [name: string, price: number, months: number | null][];
  passText: string;
  /** Name, price, entrances. */
  serialTickets: [name: string, price: number, entrances: number][];
  serialTicketText: string;
  rules: string;
  money: (amount: number) => string;
}

const kr = (amount: number) => `${amount} kr`;
const euro = (amount: number) => `${amount} €`;

const seeds: Record<CountryCode, ShopSeed> = {
  se: {
    giftCard: (amount) => `Presentkort ${amount}`,
    giftCardText: 'Ge bort en dag full av lek. Gäller på alla våra lekland i Sverige.',
    giftCardAmounts: [300, 500, 1000],
    passes: [
      ['Årskort lek', 1995, 12],
      ['Sommarkort', 795, null],
    ],
    passText: 'Fri entré för ett barn under hela giltighetstiden.',
    serialTickets: [
      ['Klippkort 10 besök', 1290, 10],
      ['Klippkort 5 besök', 690, 5],
    ],
    serialTicketText: 'Ett klipp per besök och barn. Kortet kan delas mellan syskon.',
    rules: 'Gäller i 12 månader från köpdagen. Kan inte växlas mot kontanter.',
    money: kr,
  },
  no: {
    giftCard: (amount) => `Gavekort ${amount}`,
    giftCardText: 'Gi bort en dag full av lek. Gjelder på alle våre lekeland i Norge.',
    giftCardAmounts: [300, 500],
    passes: [
      ['Årskort lek', 2195, 12],
      ['Sommerkort', 895, null],
    ],
    passText: 'Fri inngang for ett barn i hele gyldighetsperioden.',
    serialTickets: [['Klippekort 10 besøk', 1390, 10]],
    serialTicketText: 'Ett klipp per besøk og barn. Kortet kan deles mellom søsken.',
    rules: 'Gyldig i 12 måneder fra kjøpsdato. Kan ikke byttes mot kontanter.',
    money: kr,
  },
  dk: {
    giftCard: (amount) => `Gavekort ${amount}`,
    giftCardText: 'Giv en dag fuld af leg i gave. Gælder i alle vores legelande i Danmark.',
    giftCardAmounts: [250, 500],
    passes: [
      ['Årskort leg', 1495, 12],
      ['Sommerkort', 595, null],
    ],
    passText: 'Fri entré for ét barn i hele gyldighedsperioden.',
    serialTickets: [['Klippekort 10 besøg', 995, 10]],
    serialTicketText: 'Ét klip pr. besøg og barn. Kortet kan deles mellem søskende.',
    rules: 'Gælder i 12 måneder fra købsdatoen. Kan ikke ombyttes til kontanter.',
    money: kr,
  },
  fi: {
    giftCard: (amount) => `Lahjakortti ${amount}`,
    giftCardText: 'Anna lahjaksi päivä täynnä leikkiä. Käy kaikissa leikkipuistoissamme Suomessa.',
    giftCardAmounts: [30, 50],
    passes: [
      ['Vuosikortti', 199, 12],
      ['Kesäkortti', 79, null],
    ],
    passText: 'Vapaa sisäänpääsy yhdelle lapselle koko voimassaoloajan.',
    serialTickets: [['Sarjakortti 10 käyntiä', 129, 10]],
    serialTicketText: 'Yksi leima käyntiä ja lasta kohden. Kortin voi jakaa sisarusten kesken.',
    rules: 'Voimassa 12 kuukautta ostopäivästä. Ei vaihdeta rahaksi.',
    money: euro,
  },
  de: {
    giftCard: (amount) => `Gutschein ${amount}`,
    giftCardText:
      'Verschenken Sie einen Tag voller Spiel. Gültig in allen unseren Indoor-Spielplätzen in Deutschland.',
    giftCardAmounts: [30, 50],
    passes: [
      ['Jahreskarte', 199, 12],
      ['Sommerkarte', 79, null],
    ],
    passText: 'Freier Eintritt für ein Kind während der gesamten Gültigkeit.',
    serialTickets: [['10er-Karte', 129, 10]],
    serialTicketText: 'Ein Eintritt pro Besuch und Kind. Geschwister können die Karte teilen.',
    rules: 'Gültig 12 Monate ab Kaufdatum. Keine Barauszahlung.',
    money: euro,
  },
};

function image(key: string): Media {
  return {
    guid: guidFor('media', key),
    version: 1,
    mediaType: 'image/jpeg',
    sizeInBytes: 184_320,
    width: 1200,
    height: 800,
  };
}

/** Gift cards, passes and serial tickets of every country; sellable from a year ago to a year ahead. */
export function seedShop(countries: Country[], now: Date) {
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString();
  const yearAhead = new Date(now.getTime() + 365 * 86_400_000).toISOString();
  const summerStart = `${now.getUTCFullYear()}-06-01T00:00:00.000Z`;
  const giftCards: GiftCardArticle[] = [];
  const passes: PassArticle[] = [];
  const serialTickets: SerialTicketArticle[] = [];
  countryCodes.forEach((code, index) => {
    const seed = seeds[code];
    const country = countries[index];
    if (!country) return;
    const base = (kind: string, name: string, price: number, description: string) => ({
      id: guidFor(kind, `${code}/${name}`),
      name,
      description,
      price,
      currency: country.currency,
      countryId: country.guid,
      countryName: country.name,
      rules: seed.rules,
      media: [image(`${kind}/${code}/${name}`)],
    });
    for (const amount of seed.giftCardAmounts) {
      giftCards.push({
        ...base('gift-card', seed.giftCard(seed.money(amount)), amount, seed.giftCardText),
        giftCardAmount: amount,
        sellablePeriodStartDate: yearAgo,
        sellablePeriodEndDate: yearAhead,
        cardActivationDate: null,
        isActive: true,
      });
    }
    for (const [name, price, months] of seed.passes) {
      passes.push({
        ...base('pass', name, price, seed.passText),
        ticketActivationDate: months === null ? summerStart : null,
        validityDurationType: months === null ? 'Period' : 'Months',
        validityDuration: months ?? 3,
        inactiveReason: null,
      });
    }
    for (const [name, price, entrances] of seed.serialTickets) {
      serialTickets.push({
        ...base('serial-ticket', name, price, seed.serialTicketText),
        ticketActivationDate: null,
        validityDurationType: 'Entrances',
        validityDuration: entrances,
        inactiveReason: null,
      });
    }
  });
  return { giftCards, passes, serialTickets };
}
