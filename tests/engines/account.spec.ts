import { externalDestinations } from '../../src/config/destinations.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { localeTag } from '../../src/config/localeTag.ts';
import { messages } from '../../src/i18n/index.ts';
import { mailResetLink, newAccount } from '../e2e/support/signIn.ts';
import { expect, test } from './fixtures.ts';
import { placeOf, session, signIn, signInFrom } from './support/account.ts';
import {
  answerConsent,
  clickButton,
  expectNoErrorNotice,
  field,
  heading,
  pageUrl,
  typeInto,
  until,
  untilAt,
  visit,
} from './support/pages.ts';

// Refusals the forms provoke on purpose are logged by the engines as failed loads.
test.use({ allowedProblem: /status of 40[01]\b|\b40[01] \(/ });

test.describe('the account', () => {
  test('signs in from a page, is still signed in after 20 s of session checks, and signs out', async ({
    tab,
  }) => {
    test.setTimeout(60_000);
    const place = placeOf(tab.engine);
    const email = await newAccount(place);
    const start = pageUrl(place, 'error');
    await signInFrom(tab, place, start, email);
    // The session is checked every 5 s in a hidden frame at the identity service (spec §4).
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    expect(await tab.run(session)).toBe('signedIn');
    expect(await tab.url()).toBe(start);
    await expectNoErrorNotice(tab);

    // The signed-in-only onboarding page opens, signed in.
    await visit(tab, pageUrl(place, 'onboarding'));
    await until(tab, 'onboarding signed in', 'signedIn', session);
    expect(await heading(tab)).toBeTruthy();
    await expectNoErrorNotice(tab);

    await visit(tab, start);
    await until(tab, 'signed in again', 'signedIn', session);
    await tab.run(() => document.querySelector('.footer-account')?.scrollIntoView());
    await clickButton(tab, 'footer', messages[place.language].account.signOut);
    await untilAt(tab, new URL(pageUrl(place, 'signIn')).pathname);
    expect(new URL(await tab.url()).searchParams.get('intent')).toBe('SignOut');
    await visit(tab, start);
    await until(tab, 'signed out', 'signedOut', session);
  });

  test('the registration checklist ticks each rule as the password meets it', async ({ tab }) => {
    const place = placeOf(tab.engine);
    const t = messages[place.language].register;
    await visit(tab, pageUrl(place, 'register'));
    await answerConsent(tab, place.language);
    const met = () => [...document.querySelectorAll('.password-rules__list li[data-met]')].length;
    // The rules come from the identity service.
    const count = () => tab.run(() => document.querySelectorAll('.password-rules__list li').length);
    await expect.poll(count, { message: 'the password rules' }).toBeGreaterThan(2);
    const rules = await count();
    const password = await field(tab, 'form.register-form', t.password);
    await tab.type(password, 'lekplats');
    await until(
      tab,
      'some rules met',
      true,
      (all: number) => {
        const count = document.querySelectorAll('.password-rules__list li[data-met]').length;
        return count > 0 && count < all;
      },
      rules,
    );
    await tab.type(password, '-2026X');
    await until(tab, 'every rule met', rules, met);
    await expectNoErrorNotice(tab);
  });

  test('a reset link from the mail sets a new password, which then signs in', async ({ tab }) => {
    const place = placeOf(tab.engine);
    const t = messages[place.language].signIn;
    const email = await newAccount(place);
    const link = await mailResetLink(email, localeTag(place.language, place.country));
    await visit(tab, link);
    await answerConsent(tab, place.language);
    await until(tab, 'reset form ready', true, () =>
      Boolean(document.querySelector('form[data-hold-submit][data-ready]')),
    );
    await typeInto(tab, 'main', t.reset.passwordLabel, 'Ny-Lekplats-2026');
    // Not met by an empty list: the rules must have loaded, which also says the form has its link.
    await until(tab, 'every rule met', true, () => {
      const rules = [...document.querySelectorAll('.password-rules__list li')];
      return rules.length > 0 && rules.every((rule) => rule.hasAttribute('data-met'));
    });
    await clickButton(tab, 'main', t.reset.save);

    await untilAt(tab, new URL(pageUrl(place, 'signIn')).pathname);
    await until(
      tab,
      'password changed',
      true,
      (text: string) => document.body.innerText.includes(text),
      t.notices.passwordChanged,
    );
    await signIn(tab, place, email, 'Ny-Lekplats-2026');
    // Signed in, with nowhere else to go: the account page.
    const account = externalDestinations(endpointsFor('development', place.country), place.language).profile;
    await expect.poll(() => tab.url(), { message: 'on the account page', timeout: 15_000 }).toBe(account);
  });
});
