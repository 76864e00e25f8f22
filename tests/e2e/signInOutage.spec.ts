import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import {
  footerSession,
  newAccount,
  pageUrl,
  seededPassword,
  signInForm,
  signInReady,
  texts,
  type Place,
} from './support/signIn.ts';
import { bringIdentityBack, takeIdentityDown } from './support/standIns.ts';

// Runs in the outage project, after all others: the identity service is down for everyone.
test.beforeEach(({ context }) => withAnsweredConsent(context));
test.describe.configure({ mode: 'serial' });
// The browser reports the failed calls themselves; what must not appear is an uncaught error.
test.use({ allowedConsoleError: /Failed to load resource|net::ERR_/ });

const places: Place[] = [
  { country: 'se', language: 'sv' },
  { country: 'de', language: 'en' },
];

for (const place of places) {
  const t = texts(place);

  test(`${place.country}/${place.language}: identity service down: a notice, nothing typed lost, and "try again" goes on`, async ({
    page,
  }) => {
    const email = await newAccount(place);
    const start = pageUrl(place, 'error');
    await page.goto(`${pageUrl(place, 'signIn')}?${new URLSearchParams({ continuePath: start })}`);
    await signInReady(page);
    const form = signInForm(page, place);
    const tryAgain = form.alert.getByRole('button', { name: t.tryAgain });

    await form.email.fill(email);
    await takeIdentityDown();
    try {
      await form.continue.click();
      await expect(form.alert).toContainText(t.notices.unavailable);
      await expect(form.email).toHaveValue(email);
    } finally {
      await bringIdentityBack();
    }
    await tryAgain.click();
    await expect(form.password).toBeFocused();

    await form.password.fill(seededPassword);
    await takeIdentityDown();
    try {
      await form.submit.click();
      await expect(form.alert).toContainText(t.notices.unavailable);
      await expect(form.email).toHaveValue(email);
      await expect(form.password).toHaveValue(seededPassword);
    } finally {
      await bringIdentityBack();
    }
    await tryAgain.click();
    await page.waitForURL(start);
    await expect(footerSession(page)).toHaveAttribute('data-session', 'signedIn');
  });
}
