import type {
  GiftCardArticle,
  OrderSummary,
  ShopArticle,
  ValidityArticle,
} from '../../../src/lib/api/types/shop.ts';
import type { AccountOrChild } from '../../../src/lib/api/types/user.ts';
import type { OrderKind } from '../seed/state.ts';
import { ageOn } from '../shared/age.ts';
import { errorBody, validationBody } from '../shared/errorBody.ts';
import { jsonBody, text } from '../shared/requests.ts';
import { accountOf, notFound, type MainApiApp, type MainApiContext, type RouteOptions } from './app.ts';
import type { Auth } from './auth.ts';
import { locationIndex } from './locationIndex.ts';
import { addOrderRoutes, placeOrder } from './shopOrders.ts';

/** Children older than this cannot get a pass. */
const maxPassAge = 12;

/** The code child-summaries gives a child who cannot have the pass; the product words it. */
const childTooOld = 'ChildTooOld';

/** The code of a second redeem of the same card by the same account; the product words it. */
const alreadyRedeemed = 'AlreadyRedeemed';

function period(article: ShopArticle): OrderSummary['period'] {
  const validity = article as Partial<ValidityArticle>;
  if (validity.validityDurationType !== 'Months') return null;
  const start = new Date();
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + (validity.validityDuration ?? 0));
  return { start: start.toISOString(), end: end.toISOString() };
}

/**
 * Why an article cannot be bought now, or null: a pass's or serial ticket's `inactiveReason`, a
 * gift card that is not active or outside its sellable period.
 */
function notSellable(article: ShopArticle, now = Date.now()): string | null {
  const validity = article as Partial<ValidityArticle>;
  if (validity.inactiveReason) return validity.inactiveReason;
  const card = article as Partial<GiftCardArticle>;
  const outside =
    (card.sellablePeriodStartDate && Date.parse(card.sellablePeriodStartDate) > now) ||
    (card.sellablePeriodEndDate && Date.parse(card.sellablePeriodEndDate) < now);
  return card.isActive === false || outside ? 'NotSellable' : null;
}

/** Gift cards, passes and serial tickets and their orders (spec §7, main API: shop). */
export function addShopRoutes(app: MainApiApp, options: RouteOptions, auth: Auth): void {
  const { state } = options;
  const articlesOf: Record<OrderKind, () => ShopArticle[]> = {
    'gift-card': () => state.shop.giftCards,
    pass: () => state.shop.passes,
    'serial-ticket': () => state.shop.serialTickets,
  };

  const summaryOf = (article: ShopArticle, redeem: boolean, child?: AccountOrChild): OrderSummary => {
    // A redeemed card was paid for already (a voucher or a gift), so it costs nothing now.
    const price = redeem ? 0 : (article.price ?? 0);
    const childName = child ? `${child.firstname} ${child.lastname}` : null;
    const validity = article as Partial<ValidityArticle>;
    return {
      articleId: article.id,
      articleName: article.name,
      companyName: state.countries.find((country) => country.guid === article.countryId)?.companyname ?? null,
      childId: child?.guid ?? null,
      childName,
      playgroundId: null,
      playgroundName: null,
      price,
      totalAmount: price,
      currency: article.currency,
      rules: article.rules,
      numberOfEntrances:
        validity.validityDurationType === 'Entrances' ? (validity.validityDuration ?? null) : null,
      period: period(article),
      lines: [
        {
          articleId: article.id,
          articleName: article.name,
          quantity: 1,
          amount: price,
          childId: child?.guid ?? null,
          childName,
        },
      ],
    };
  };

  /** Reads and checks an order request; gives the summary or the refusal to answer with. */
  const orderFrom = async (c: MainApiContext, kind: OrderKind, redeem: boolean, withChild: boolean) => {
    const body = await jsonBody(c);
    const articleId = text(body['articleId']);
    const article = articlesOf[kind]().find((candidate) => candidate.id === articleId);
    const errors: Record<string, string[]> = {};
    if (articleId === '') errors['ArticleId'] = ["'ArticleId' must not be empty."];
    else if (!article) errors['ArticleId'] = ['The article does not exist.'];
    let child: AccountOrChild | undefined;
    if (withChild) {
      child = accountOf(c).children.find((candidate) => candidate.guid === text(body['childId']));
      if (text(body['childId']) === '') errors['ChildId'] = ["'ChildId' must not be empty."];
      else if (!child) errors['ChildId'] = ['The child does not belong to your account.'];
    }
    if (Object.keys(errors).length > 0 || !article) return { refusal: c.json(validationBody(errors), 400) };
    const reason = notSellable(article);
    if (reason !== null) {
      return {
        refusal: c.json(errorBody('ArticleInactive', `The article cannot be bought now (${reason}).`), 400),
      };
    }
    if (child && ageOn(child.birthdate ?? '') > maxPassAge) {
      return {
        refusal: c.json(
          errorBody('ChildNotEligible', `The pass is for children up to ${maxPassAge} years.`),
          400,
        ),
      };
    }
    const country = state.countryCode(article.countryId ?? '');
    if (!country) throw new Error(`Article ${article.id} belongs to no seeded country`);
    return { order: { kind, country, summary: summaryOf(article, redeem, child), redeem } };
  };

  /** The summary and the order call of one kind, bought (direct) or redeemed. */
  const orderRoutes = (kind: OrderKind, path: string, redeem: boolean) => {
    const withChild = kind === 'pass' && !redeem;
    app.post(`${path}/summary`, auth.requireUser, async (c) => {
      const checked = await orderFrom(c, kind, redeem, withChild);
      return 'refusal' in checked ? checked.refusal : c.json(checked.order.summary);
    });
    app.post(path, auth.requireUser, async (c) => {
      const checked = await orderFrom(c, kind, redeem, withChild);
      if ('refusal' in checked) return checked.refusal;
      if (redeem && redeemedBefore(c, kind, checked.order.summary.articleId)) {
        return c.json(errorBody(alreadyRedeemed, 'This card is already redeemed to your account.'), 400);
      }
      return placeOrder(c, options, checked.order);
    });
  };

  /** Whether this account has redeemed the article before (a redeem order: no payment token). */
  const redeemedBefore = (c: MainApiContext, kind: OrderKind, articleId: string | null) =>
    [...state.orders.values()].some(
      (order) =>
        order.kind === kind &&
        order.paymentToken === null &&
        order.userId === accountOf(c).user.guid &&
        order.summary.articleId === articleId,
    );

  /**
   * One article by id, and the articles of a location: a gift card or pass is sold at every play
   * centre of its country, so any location of the country (the country itself, a region, a
   * play centre, a room) gives the country's; serial tickets are asked for by country id only.
   * The inactive ones are listed too, as the product says why they cannot be bought.
   */
  const articleRoutes = (kind: OrderKind, articlePath: string, byCountryOnly = false) => {
    app.get(`${articlePath}/:id`, (c) => {
      const article = articlesOf[kind]().find((candidate) => candidate.id === c.req.param('id'));
      return article ? c.json(article) : notFound(c, 'Article', c.req.param('id'));
    });
    app.get(`${articlePath}/by-location/:locationId`, (c) => {
      const id = c.req.param('locationId');
      const location = locationIndex(state).find((candidate) => candidate.guid === id);
      if (!location || (byCountryOnly && location.type !== 'Country'))
        return notFound(c, byCountryOnly ? 'Country' : 'Location', id);
      return c.json(articlesOf[kind]().filter((article) => article.countryId === location.lineage[0]));
    });
  };

  articleRoutes('gift-card', '/api/shop/gift-cards');
  orderRoutes('gift-card', '/api/shop/gift-card/orders', false);
  addOrderRoutes(app, options, auth, 'gift-card', '/api/shop/gift-card/orders');

  articleRoutes('pass', '/api/shop/pass-articles');
  app.get('/api/shop/pass-articles/:id/child-summaries', auth.requireUser, (c) => {
    const article = state.shop.passes.find((candidate) => candidate.id === c.req.param('id'));
    if (!article) return notFound(c, 'Article', c.req.param('id'));
    return c.json(
      accountOf(c).children.map((child) => {
        const selectable = ageOn(child.birthdate ?? '') <= maxPassAge;
        return {
          guid: child.guid,
          firstName: child.firstname,
          lastName: child.lastname,
          birthDate: child.birthdate,
          selectable,
          warning: selectable ? null : childTooOld,
        };
      }),
    );
  });
  orderRoutes('pass', '/api/shop/pass-orders/direct', false);
  orderRoutes('pass', '/api/shop/pass-orders/redeem', true);
  addOrderRoutes(app, options, auth, 'pass', '/api/shop/pass-orders');

  articleRoutes('serial-ticket', '/api/shop/serial-tickets', true);
  orderRoutes('serial-ticket', '/api/shop/serial-tickets/order/direct', false);
  orderRoutes('serial-ticket', '/api/shop/serial-tickets/order/redeem', true);
  addOrderRoutes(app, options, auth, 'serial-ticket', '/api/shop/serial-tickets/order');
}
