import { randomBytes } from 'node:crypto';
import type {
  ShopArticle,
  OrderSummary,
  TrackingEvent,
  ValidityArticle,
} from '../../../src/lib/api/types/shop.ts';
import type { AccountOrChild } from '../../../src/lib/api/types/user.ts';
import type { OrderKind, StandInOrder } from '../seed/state.ts';
import { ageOn } from '../shared/age.ts';
import { errorBody, validationBody } from '../shared/errorBody.ts';
import { jsonBody, text } from '../shared/requests.ts';
import { accountOf, notFound, type MainApiApp, type MainApiContext, type RouteOptions } from './app.ts';
import type { Auth } from './auth.ts';
import { findLocation, locationIndex } from './locationIndex.ts';

/** An order counts as paid this long after it was placed, so status polling sees both states. */
export const paidAfterMs = 2_000;

/** Children older than this cannot get a pass. */
const maxPassAge = 12;

const categories: Record<OrderKind, string> = {
  'gift-card': 'GiftCard',
  pass: 'Pass',
  'serial-ticket': 'SerialTicket',
};
const prefixes: Record<OrderKind, string> = { 'gift-card': 'GC', pass: 'PO', 'serial-ticket': 'ST' };

function period(article: ShopArticle): OrderSummary['period'] {
  const validity = article as Partial<ValidityArticle>;
  if (validity.validityDurationType !== 'Months') return null;
  const start = new Date();
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + (validity.validityDuration ?? 0));
  return { start: start.toISOString(), end: end.toISOString() };
}

/** Gift cards, passes and serial tickets and their orders (spec §7, main API: shop). */
export function addShopRoutes(app: MainApiApp, { state, log }: RouteOptions, auth: Auth): void {
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
    if (Object.keys(errors).length > 0) return { refusal: c.json(validationBody(errors), 400) };
    if (child && ageOn(child.birthdate ?? '') > maxPassAge) {
      return {
        refusal: c.json(
          errorBody('ChildNotEligible', `The pass is for children up to ${maxPassAge} years.`),
          400,
        ),
      };
    }
    return { summary: summaryOf(article as ShopArticle, redeem, child) };
  };

  const placeOrder = (c: MainApiContext, kind: OrderKind, summary: OrderSummary) => {
    const order: StandInOrder = {
      reference: state.nextOrderReference(prefixes[kind]),
      kind,
      summary,
      userId: c.get('account')?.user.guid ?? null,
      createdAt: Date.now(),
    };
    state.orders.set(order.reference, order);
    log(
      `[main-api] ${kind} order ${order.reference}: ${summary.articleName}, ${summary.totalAmount} ${summary.currency}`,
    );
    return c.json({ orderReference: order.reference, paymentToken: randomBytes(16).toString('hex') });
  };

  const orderOf = (c: MainApiContext, kind: OrderKind) => {
    const order = state.orders.get(c.req.param('orderReference') ?? '');
    return order?.kind === kind ? order : undefined;
  };
  const isPaid = (order: StandInOrder) => Date.now() - order.createdAt >= paidAfterMs;

  const trackingEvent = (order: StandInOrder): TrackingEvent => ({
    event: 'purchase',
    transactionId: order.reference,
    total: order.summary.totalAmount,
    currency: order.summary.currency,
    products: (order.summary.lines ?? []).map((line) => ({
      name: line.articleName,
      sku: line.articleId,
      category: categories[order.kind],
      price: line.amount,
      quantity: line.quantity,
    })),
  });

  /** The routes every kind of article has: one article, the articles of a location, an order's state. */
  const articleRoutes = (kind: OrderKind, articlePath: string, orderPath: string) => {
    app.get(`${articlePath}/:id`, (c) => {
      const article = articlesOf[kind]().find((candidate) => candidate.id === c.req.param('id'));
      return article ? c.json(article) : notFound(c, 'Article', c.req.param('id'));
    });
    app.get(`${articlePath}/by-location/:locationId`, (c) => {
      const location = findLocation(locationIndex(state), c.req.param('locationId'));
      if (!location) return notFound(c, 'Location', c.req.param('locationId'));
      return c.json(articlesOf[kind]().filter((article) => article.countryId === location.lineage[0]));
    });
    app.get(`${orderPath}/:orderReference/status`, (c) => {
      const order = orderOf(c, kind);
      if (!order) return notFound(c, 'Order', c.req.param('orderReference'));
      return c.json({ orderReference: order.reference, status: isPaid(order) ? 'Paid' : 'Pending' });
    });
    app.get(`${orderPath}/:orderReference/tracking-event`, (c) => {
      const order = orderOf(c, kind);
      return order ? c.json(trackingEvent(order)) : notFound(c, 'Order', c.req.param('orderReference'));
    });
  };

  articleRoutes('gift-card', '/api/shop/gift-cards', '/api/shop/gift-card/orders');
  app.post('/api/shop/gift-card/orders/summary', auth.optionalUser, async (c) => {
    const { summary, refusal } = await orderFrom(c, 'gift-card', false, false);
    return refusal ?? c.json(summary);
  });
  app.post('/api/shop/gift-card/orders', auth.optionalUser, async (c) => {
    const { summary, refusal } = await orderFrom(c, 'gift-card', false, false);
    return refusal ?? placeOrder(c, 'gift-card', summary);
  });

  articleRoutes('pass', '/api/shop/pass-articles', '/api/shop/pass-orders');
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
          warning: selectable ? null : `The pass is for children up to ${maxPassAge} years.`,
        };
      }),
    );
  });
  for (const [path, redeem] of [
    ['direct', false],
    ['redeem', true],
  ] as const) {
    app.post(`/api/shop/pass-orders/${path}/summary`, auth.requireUser, async (c) => {
      const { summary, refusal } = await orderFrom(c, 'pass', redeem, !redeem);
      return refusal ?? c.json(summary);
    });
    app.post(`/api/shop/pass-orders/${path}`, auth.requireUser, async (c) => {
      const { summary, refusal } = await orderFrom(c, 'pass', redeem, !redeem);
      return refusal ?? placeOrder(c, 'pass', summary);
    });
    app.post(`/api/shop/serial-tickets/order/${path}/summary`, auth.requireUser, async (c) => {
      const { summary, refusal } = await orderFrom(c, 'serial-ticket', redeem, false);
      return refusal ?? c.json(summary);
    });
    app.post(`/api/shop/serial-tickets/order/${path}`, auth.requireUser, async (c) => {
      const { summary, refusal } = await orderFrom(c, 'serial-ticket', redeem, false);
      return refusal ?? placeOrder(c, 'serial-ticket', summary);
    });
  }
  app.get('/api/shop/pass-orders/:orderReference/photo-upload-status', (c) => {
    const order = orderOf(c, 'pass');
    if (!order) return notFound(c, 'Order', c.req.param('orderReference'));
    return c.json({ photoUploadAvailable: isPaid(order), numberOfAllowedBookingsWithoutImage: 2 });
  });

  articleRoutes('serial-ticket', '/api/shop/serial-tickets', '/api/shop/serial-tickets/order');
}
