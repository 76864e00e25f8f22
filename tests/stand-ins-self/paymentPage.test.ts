import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../../src/config/environments.ts';
import { articleIdFor } from '../stand-ins/seed/shop.ts';
import { answerPayment, checkoutUrl, orderPageUrl } from '../contract/support/paymentPage.ts';
import { accessTokenFor, clients } from '../contract/support/standIns.ts';

/**
 * The payment page the account-site stand-in plays (account-site/payment.ts): what it shows,
 * where it sends the parent back to, and what it refuses.
 */

/** A parent's token: an order is placed signed in (the stand-in refuses one without, 401). */
let parentToken: Promise<string> | undefined;

/** A new gift-card order of the country, placed by a signed-in parent, with its payment token. */
async function order(
  country: 'se' | 'dk',
  name = country === 'se' ? 'Presentkort 300 kr' : 'Gavekort 250 kr',
) {
  parentToken ??= accessTokenFor('astrid.lindqvist@example.com');
  const created = await clients(await parentToken).giftCards.createOrder({
    articleId: articleIdFor('gift-card', country, name),
  });
  const reference = created?.orderReference ?? '';
  return { reference, token: created?.paymentToken ?? '', returnUrl: orderPageUrl(country, reference) };
}

const fact = (html: string, testId: string) => new RegExp(`data-testid="${testId}">([^<]*)<`).exec(html)?.[1];

describe('payment page (account-site stand-in)', () => {
  it('should show the order’s article and amount, and five endings, each a form of its own', async () => {
    const { reference, token, returnUrl } = await order('se');
    const response = await fetch(checkoutUrl('se', token, returnUrl));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toMatch(/<main>\n<h1>Payment<\/h1>[\s\S]*<\/main>/);
    expect([
      fact(html, 'order-reference'),
      fact(html, 'article'),
      fact(html, 'amount'),
      fact(html, 'language'),
    ]).toEqual([reference, 'Presentkort 300 kr', '300.00 SEK', 'sv']);
    const forms = [
      ...html.matchAll(/<form method="post" action="\/se\/payment\/checkout">[\s\S]*?<\/form>/g),
    ];
    expect(forms.map(([form]) => /data-testid="([^"]+)"/.exec(form)?.[1])).toEqual([
      'pay',
      'pay-slowly',
      'pay-unusual',
      'cancel',
      'fail',
    ]);
    expect(html).not.toContain('data-testid="problem"');
  });

  it('should read the /en prefix as English, and post back to the same address', async () => {
    const { token, returnUrl } = await order('dk');
    const html = await (await fetch(checkoutUrl('dk', token, returnUrl, { english: true }))).text();
    expect(fact(html, 'language')).toBe('en');
    expect(fact(html, 'amount')).toBe('250.00 DKK');
    expect(html).toContain('action="/dk/payment/en/checkout"');
  });

  it('should send the parent back to the order page with 303, and spend the token once', async () => {
    const { token, returnUrl } = await order('se');
    const paid = await answerPayment('se', token, 'pay', returnUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(returnUrl);
    const again = await answerPayment('se', token, 'cancel', returnUrl);
    expect(again.status).toBe(409);
    expect(fact(await again.text(), 'problem')).toMatch(
      /answered already \(pay\): a payment token is used once/,
    );
    const shown = await fetch(checkoutUrl('se', token, returnUrl));
    expect(shown.status).toBe(409);
    expect(await shown.text()).toContain(`<a href="${returnUrl}">Back to the shop</a>`);
  });

  it.each([
    ['not https', (url: URL) => url.href.replace('https:', 'http:'), /must use https, not http:/],
    [
      'on another country’s profile origin',
      () => orderPageUrl('no', 'GC-1'),
      /must be on https:\/\/localhost:\d+ \(the profile area of se\)/,
    ],
    [
      'on another host',
      () => 'https://evil.example/profile/sv/bestallning',
      /not on https:\/\/evil\.example/,
    ],
    ['relative', (url: URL) => url.pathname, /not an absolute address/],
    ['a javascript: address', () => 'javascript:alert(1)', /must use https, not javascript:/],
    ['missing', () => '', /missing/],
  ])('should refuse a returnUrl %s with 400 and leave the token unspent', async (_, returnUrlOf, problem) => {
    const { token, returnUrl } = await order('se');
    const refused = await answerPayment('se', token, 'pay', returnUrlOf(new URL(returnUrl)));
    expect(refused.status).toBe(400);
    expect(fact(await refused.text(), 'problem')).toMatch(problem);
    expect((await answerPayment('se', token, 'pay', returnUrl)).status).toBe(303);
  });

  it('should answer 404 for an unknown token, and for a token of another country', async () => {
    const returnUrl = orderPageUrl('se', 'GC-1');
    const unknown = await fetch(checkoutUrl('se', 'no-such-token', returnUrl));
    expect(unknown.status).toBe(404);
    expect(fact(await unknown.text(), 'problem')).toMatch(/No payment of se is waiting for this token/);
    expect((await answerPayment('se', 'no-such-token', 'pay', returnUrl)).status).toBe(404);
    const danish = await order('dk');
    expect((await fetch(checkoutUrl('se', danish.token, danish.returnUrl))).status).toBe(404);
    expect((await answerPayment('se', danish.token, 'pay', danish.returnUrl)).status).toBe(404);
  });

  it('should refuse a choice it does not offer, leaving the token unspent', async () => {
    const { token, returnUrl } = await order('se');
    const refused = await answerPayment('se', token, 'refund', returnUrl);
    expect(refused.status).toBe(400);
    expect((await answerPayment('se', token, 'fail', returnUrl)).status).toBe(303);
  });

  it('should escape what it was given', async () => {
    const { token, returnUrl } = await order('se');
    const hostile = `${returnUrl}?x="><script>alert(1)</script>`;
    const html = await (await fetch(checkoutUrl('se', token, hostile))).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // The address is the profile origin's, so the page sends the parent there, as the URL parser writes it.
    const back = await answerPayment('se', token, 'pay', hostile);
    expect(back.headers.get('location')).toBe(new URL(hostile).href);
    expect(new URL(back.headers.get('location') ?? '').origin).toBe(
      new URL(endpointsFor('development', 'se').profileBase).origin,
    );
  });
});
