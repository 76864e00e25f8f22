import type { Country } from '../../../src/lib/api/types/location.ts';
import type { GiftCardArticle, PassArticle, SerialTicketArticle } from '../../../src/lib/api/types/shop.ts';
import { guidFor } from '../shared/guid.ts';
import { countryCodes, type CountryCode } from '../shared/origins.ts';
import { articlePictureMedia, type ArticleKind, type ArticlePicture } from './articlePictures.ts';
import { shopSeeds, type PassSeed } from './shopSeeds.ts';

export type { ArticleKind };

/**
 * The id of a seeded article, derived from its kind, country and name (as written in
 * seed/shopSeeds.ts), e.g. `articleIdFor('gift-card', 'se', 'Presentkort 300 kr')`; the same on
 * every start, so a test or a bookmarked link can name an article without asking the API.
 */
export function articleIdFor(kind: ArticleKind, country: CountryCode, name: string): string {
  return guidFor(kind, `${country}/${name}`);
}

/** The id of a country's first gift card on sale (the one pages and benches show first). */
export function seededGiftCardId(country: CountryCode): string {
  const seed = shopSeeds[country];
  return articleIdFor('gift-card', country, seed.giftCardName(seed.money(seed.giftCardAmounts[0] ?? 0)));
}

/** The id of a country's first pass on sale (its year's pass: the season's is over). */
export function seededPassId(country: CountryCode): string {
  return articleIdFor('pass', country, shopSeeds[country].passes[0]?.name ?? '');
}

const dayMs = 86_400_000;

/**
 * The first of June of the last summer that is over at `now`: this year's from 1 September on,
 * else last year's. The season pass (1 June, 3 months: to 1 September) is then always over, yet
 * listed with no `inactiveReason`, as the real service lists a summer card all autumn and takes
 * its order: only the product's rule (a fixed period that has ended is not sold) keeps it from
 * being sold, and the tests prove that rule on it whenever they run.
 */
export function endedSummerStart(now: Date): string {
  const year = now.getUTCFullYear();
  const over = now.getTime() >= Date.UTC(year, 8, 1);
  return `${over ? year : year - 1}-06-01T00:00:00.000Z`;
}

/**
 * Gift cards, passes and serial tickets of every country, the sold ones sellable from a year ago
 * to a year ahead, each list ending with what can no longer be bought (a gift card whose sellable
 * period ended a month ago, a pass whose sales ended); the season pass is listed active though
 * its summer is over (`endedSummerStart`); and the pictures of them all by media guid, for the
 * media route.
 */
export function seedShop(countries: Country[], now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * dayMs).toISOString();
  const summerStart = endedSummerStart(now);
  const giftCards: GiftCardArticle[] = [];
  const passes: PassArticle[] = [];
  const serialTickets: SerialTicketArticle[] = [];
  const pictures = new Map<string, ArticlePicture>();
  countryCodes.forEach((code, index) => {
    const seed = shopSeeds[code];
    const country = countries[index];
    if (!country) return;
    const base = (kind: ArticleKind, name: string, price: number, description: string, rules: string[]) => {
      const picture: ArticlePicture = { kind, name, price: seed.money(price) };
      const media = articlePictureMedia(code, picture);
      pictures.set(media.guid, picture);
      return {
        id: articleIdFor(kind, code, name),
        name,
        description,
        price,
        currency: country.currency,
        countryId: country.guid,
        countryName: country.name,
        rules: rules.join('\n'),
        media: [media],
      };
    };
    const giftCard = (amount: number, sellable: boolean): GiftCardArticle => ({
      ...base(
        'gift-card',
        seed.giftCardName(seed.money(amount)),
        amount,
        seed.giftCardText,
        seed.giftCardRules,
      ),
      giftCardAmount: amount,
      sellablePeriodStartDate: at(sellable ? -365 : -730),
      sellablePeriodEndDate: at(sellable ? 365 : -30),
      cardActivationDate: null,
      isActive: sellable,
    });
    const pass = ({ name, price, months }: PassSeed, inactiveReason: string | null): PassArticle => ({
      ...base('pass', name, price, seed.passText, seed.passRules),
      ticketActivationDate: months === null ? summerStart : null,
      validityDurationType: months === null ? 'Period' : 'Months',
      validityDuration: months ?? 3,
      inactiveReason,
    });
    giftCards.push(...seed.giftCardAmounts.map((amount) => giftCard(amount, true)));
    giftCards.push(giftCard(seed.endedGiftCardAmount, false));
    passes.push(...seed.passes.map((seeded) => pass(seeded, null)));
    passes.push(pass(seed.endedPass, 'SalesEnded'));
    for (const { name, price, entrances } of seed.serialTickets) {
      serialTickets.push({
        ...base('serial-ticket', name, price, seed.serialTicketText, seed.serialTicketRules),
        ticketActivationDate: null,
        validityDurationType: 'Entrances',
        validityDuration: entrances,
        inactiveReason: null,
      });
    }
  });
  return { giftCards, passes, serialTickets, pictures };
}
