import { describe, expect, it, vi } from 'vitest';
import type {
  GiftCardArticle,
  PassArticle,
  SerialTicketArticle,
  ValidityArticle,
} from '../../../src/lib/api/types/shop.ts';
import { ApiError } from '../../../src/lib/errors/ApiError.ts';
import { loadShelf, type ShelfClients } from '../../../src/lib/shop/shelf.ts';

const now = Date.parse('2026-11-26T12:00:00.000Z');

const article = {
  description: 'Lek hela året.',
  price: 300,
  currency: 'SEK',
  countryId: 'se',
  countryName: 'Sverige',
  rules: null,
  media: [{ guid: 'm1', version: 1, mediaType: 'image/jpeg', sizeInBytes: 1000, width: 800, height: 600 }],
};

const giftCard = (id: string, fields: Partial<GiftCardArticle> = {}): GiftCardArticle => ({
  ...article,
  id,
  name: `Presentkort ${id}`,
  giftCardAmount: 300,
  sellablePeriodStartDate: '2026-01-01T00:00:00.000Z',
  sellablePeriodEndDate: null,
  cardActivationDate: null,
  isActive: true,
  ...fields,
});

const withValidity = (id: string, fields: Partial<ValidityArticle> = {}): ValidityArticle => ({
  ...article,
  id,
  name: `Kort ${id}`,
  ticketActivationDate: null,
  validityDurationType: 'Months',
  validityDuration: 12,
  inactiveReason: null,
  ...fields,
});

function clientsWith(
  giftCards: GiftCardArticle[] | Promise<GiftCardArticle[]>,
  passes: PassArticle[] | Promise<PassArticle[]>,
  serialTickets: SerialTicketArticle[] | Promise<SerialTicketArticle[]>,
) {
  const clients = {
    giftCards: { articlesByLocation: vi.fn(async (_location: string) => giftCards) },
    passes: { articlesByLocation: vi.fn(async (_location: string) => passes) },
    serialTickets: { articlesByCountry: vi.fn(async (_country: string) => serialTickets) },
  } satisfies ShelfClients;
  return clients;
}

describe(loadShelf, () => {
  it('should list gift cards, then passes, then serial tickets, each asked by the right place', async () => {
    const clients = clientsWith(
      [giftCard('gc-1'), giftCard('gc-2')],
      [withValidity('p-1')],
      [withValidity('st-1', { validityDurationType: 'Entrances', validityDuration: 10, price: 900 })],
    );
    const shelf = await loadShelf(clients, 'playground-guid', 'country-guid', now);
    expect(shelf.map((item) => [item.kind, item.id])).toEqual([
      ['gift-card', 'gc-1'],
      ['gift-card', 'gc-2'],
      ['pass', 'p-1'],
      ['serial-ticket', 'st-1'],
    ]);
    expect(clients.giftCards.articlesByLocation).toHaveBeenCalledWith('playground-guid');
    expect(clients.passes.articlesByLocation).toHaveBeenCalledWith('playground-guid');
    expect(clients.serialTickets.articlesByCountry).toHaveBeenCalledWith('country-guid');
    expect(shelf[3]).toEqual({
      kind: 'serial-ticket',
      id: 'st-1',
      name: 'Kort st-1',
      price: 900,
      currency: 'SEK',
      validity: { type: 'entrances', count: 10 },
      rules: [],
      inactive: null,
      // The article page's picture, sized so the shelf keeps its place before it comes.
      picture: { guid: 'm1', version: 1, width: 800, height: 600 },
    });
  });

  it('should keep the kinds in that order whichever call answers first', async () => {
    let answerGiftCards: (articles: GiftCardArticle[]) => void = () => undefined;
    const clients = clientsWith(
      new Promise<GiftCardArticle[]>((resolve) => (answerGiftCards = resolve)),
      [withValidity('p-1')],
      [withValidity('st-1')],
    );
    const shelf = loadShelf(clients, 'pg', 'c', now);
    // The three are asked at once, not one after the other.
    expect(clients.passes.articlesByLocation).toHaveBeenCalledTimes(1);
    expect(clients.serialTickets.articlesByCountry).toHaveBeenCalledTimes(1);
    answerGiftCards([giftCard('gc-1')]);
    expect((await shelf).map((item) => item.kind)).toEqual(['gift-card', 'pass', 'serial-ticket']);
  });

  it('should say why an article cannot be bought: the service’s codes, its periods, its price', async () => {
    const shelf = await loadShelf(
      clientsWith(
        [
          giftCard('gc-on'),
          giftCard('gc-ended', { sellablePeriodEndDate: '2026-10-31T23:59:59.000Z' }),
          giftCard('gc-later', { sellablePeriodStartDate: '2027-01-01T00:00:00.000Z' }),
          giftCard('gc-off', { isActive: false }),
        ],
        [
          withValidity('p-ended', { inactiveReason: 'SalesEnded' }),
          withValidity('p-later', { inactiveReason: 'notYetOnSale' }),
          withValidity('p-sold', { inactiveReason: 'SoldOut' }),
          withValidity('p-other', { inactiveReason: 'BlockedByAdmin' }),
          withValidity('p-blank', { inactiveReason: '' }),
          withValidity('p-summer', {
            ticketActivationDate: '2026-06-01T00:00:00.000Z',
            validityDurationType: 'Period',
            validityDuration: 3,
          }),
          withValidity('p-on', { inactiveReason: null }),
        ],
        [
          withValidity('st-on', { inactiveReason: null }),
          withValidity('st-free', { price: -300 }),
          withValidity('st-dollars', { currency: 'USD' }),
        ],
      ),
      'pg',
      'c',
      now,
    );
    expect(Object.fromEntries(shelf.map((item) => [item.id, item.inactive]))).toEqual({
      'gc-on': null,
      'gc-ended': 'salesEnded',
      'gc-later': 'notYetOnSale',
      'gc-off': 'unavailable',
      'p-ended': 'salesEnded',
      'p-later': 'notYetOnSale',
      'p-sold': 'soldOut',
      'p-other': 'unavailable',
      'p-blank': 'unavailable',
      'p-summer': 'periodEnded',
      'p-on': null,
      'st-on': null,
      'st-free': 'priceInvalid',
      'st-dollars': 'priceInvalid',
    });
  });

  it('should carry only the first two lines of the rules, blank lines left out', async () => {
    const shelf = await loadShelf(
      clientsWith(
        [
          giftCard('gc-1', {
            rules: 'Gäller i ett år.\r\n\r\nKan inte växlas mot kontanter.\nGäller i hela Sverige.',
          }),
        ],
        [withValidity('p-1', { rules: 'Endast en rad.' })],
        [withValidity('st-1', { rules: null })],
      ),
      'pg',
      'c',
      now,
    );
    expect(shelf.map((item) => item.rules)).toEqual([
      ['Gäller i ett år.', 'Kan inte växlas mot kontanter.'],
      ['Endast en rad.'],
      [],
    ]);
  });

  it('should leave out articles without an id, and give a nameless one an empty name', async () => {
    const shelf = await loadShelf(
      clientsWith(
        [giftCard(''), giftCard('gc-1', { name: null })],
        [withValidity(null as unknown as string), withValidity('p-1')],
        [withValidity(undefined as unknown as string)],
      ),
      'pg',
      'c',
      now,
    );
    expect(shelf.map((item) => item.id)).toEqual(['gc-1', 'p-1']);
    expect(shelf[0]?.name).toBe('');
  });

  it('should give a sellable period of a gift card and a counted validity of a pass', async () => {
    const shelf = await loadShelf(
      clientsWith(
        [
          giftCard('gc-1', {
            sellablePeriodStartDate: '2026-01-01T00:00:00.000Z',
            sellablePeriodEndDate: '2026-12-31T00:00:00.000Z',
          }),
        ],
        [withValidity('p-1', { validityDurationType: 'Unknown' })],
        [],
      ),
      'pg',
      'c',
      now,
    );
    expect(shelf.map((item) => item.validity)).toEqual([
      { type: 'sellable', start: '2026-01-01T00:00:00.000Z', end: '2026-12-31T00:00:00.000Z' },
      null,
    ]);
  });

  it.each(['giftCards', 'passes', 'serialTickets'] as const)(
    'should fail the whole shelf when the %s call fails, rather than show it with a kind missing',
    async (failing) => {
      const clients = clientsWith([giftCard('gc-1')], [withValidity('p-1')], [withValidity('st-1')]);
      const error = new ApiError('Internal Server Error', 500, '', {}, undefined);
      if (failing === 'serialTickets') clients.serialTickets.articlesByCountry.mockRejectedValueOnce(error);
      else clients[failing].articlesByLocation.mockRejectedValueOnce(error);
      await expect(loadShelf(clients, 'pg', 'c', now)).rejects.toBe(error);
    },
  );
});
