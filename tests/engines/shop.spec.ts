import { endpointsFor } from '../../src/config/environments.ts';
import { playgroundPath } from '../../src/config/routes.ts';
import { shopArticlePath, shopOrderPath } from '../../src/config/shopRoutes.ts';
import { messages } from '../../src/i18n/index.ts';
import { articleIdFor } from '../stand-ins/seed/shop.ts';
import { expect, test } from './fixtures.ts';
import { signInFrom } from './support/account.ts';
import {
  answerConsent,
  clickButton,
  expectNoErrorNotice,
  heading,
  pathOf,
  press,
  siteHost,
  textOf,
  until,
  untilAt,
  visit,
  type Place,
} from './support/pages.ts';

/** Both engines in Swedish on the Swedish site: the gift-card journey of the Chromium suite. */
const place: Place = { country: 'se', language: 'sv' };
const sv = messages.sv.shop;
const giftCard = 'Presentkort 300 kr';

test.describe('the shop', () => {
  test('a gift card from the play centre: sign in, pay on the payment page, the paid receipt', async ({
    tab,
  }) => {
    // WebKit takes its time to pick the new session up on the way back to the article.
    test.setTimeout(60_000);
    const article = shopArticlePath('sv', 'barkarby', 'gift-card', articleIdFor('gift-card', 'se', giftCard));
    const checkout = `${endpointsFor('development', 'se').paymentBase}/checkout`;
    const orderPath = new RegExp(
      `^${shopOrderPath('sv', 'gift-card', 'REFERENCE').replace('REFERENCE', 'GC-\\d{4}-\\d+')}$`,
    );

    await visit(tab, `${siteHost(place)}${playgroundPath('sv', 'barkarby')}`);
    await answerConsent(tab, place.language);
    await until(
      tab,
      'the gift card on the shelf',
      true,
      (name: string) =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="shop-shelf"] a')].some(
          (link) => link.innerText.trim() === name,
        ),
      giftCard,
    );
    await clickButton(tab, '[data-testid="shop-shelf"]', giftCard);
    await untilAt(tab, article);

    // Signed out: the link to our sign-in page, which brings the parent back to the article.
    await until(tab, 'the sign-in link', true, () =>
      Boolean(document.querySelector('[data-testid="shop-sign-in"] a')),
    );
    await signInFrom(tab, place, `${siteHost(place)}${article}`, 'karin.sjoberg@example.com', {
      link: { scope: '[data-testid="shop-sign-in"]', name: sv.article.signIn },
      opened: true,
    });

    // The summary, the terms, and on to the payment page.
    await until(tab, 'the summary', true, () =>
      /300\s*kr/.test(document.querySelector<HTMLElement>('[data-testid="summary-total"]')?.innerText ?? ''),
    );
    await press(tab, '#shop-acceptTerms');
    await until(
      tab,
      'terms accepted',
      true,
      () => document.querySelector<HTMLInputElement>('#shop-acceptTerms')?.checked ?? false,
    );
    await clickButton(tab, 'form.shop-form', sv.buy.pay);
    await expect
      .poll(
        async () => {
          const url = new URL(await tab.url());
          return `${url.origin}${url.pathname}`;
        },
        { message: 'on the payment page', timeout: 15_000 },
      )
      .toBe(checkout);
    await until(tab, 'the payment page', true, () => Boolean(document.querySelector('[data-testid="pay"]')));
    await press(tab, '[data-testid="pay"]');

    // Back on our order page: paid, with the receipt.
    await expect
      .poll(() => pathOf(tab), { message: 'on the order page', timeout: 15_000 })
      .toMatch(orderPath);
    await until(tab, 'paid', 'paid', () =>
      document.querySelector('[data-testid="shop-order"]')?.getAttribute('data-progress'),
    );
    expect(await heading(tab)).toBe(sv.order.paidHeading);
    expect(await textOf(tab, '[data-testid="receipt-summary"]')).toContain(giftCard);
    // The receipt's facts: when (today, in Swedish), the seller with its organisation number,
    // the gift card's validity (its rules), the total, paid; and a print button.
    const today = new Intl.DateTimeFormat('sv-SE', {
      dateStyle: 'long',
      timeZone: 'Europe/Stockholm',
    }).format(Date.now());
    expect(await textOf(tab, '[data-testid="receipt-date"]')).toContain(today);
    expect(await textOf(tab, '[data-testid="receipt-seller"]')).toBe('Play Centre Sverige AB');
    expect(await textOf(tab, '[data-testid="receipt-organisation-number"]')).toBe('556912-4470');
    expect(await textOf(tab, '[data-testid="summary-rules"]')).toContain('gäller i 12 månader');
    expect(await textOf(tab, '[data-testid="receipt-total"]')).toMatch(/^300\s*kr$/);
    expect(await textOf(tab, '[data-testid="receipt-status"]')).toBe(sv.order.statusPaid);
    expect(await textOf(tab, '[data-testid="receipt-print"]')).toBe(sv.order.print);
    expect(await textOf(tab, '[data-testid="card-home"]')).toContain(sv.cardHome['gift-card'].after);
    await expectNoErrorNotice(tab);
  });
});
