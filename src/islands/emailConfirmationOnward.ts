import { site } from '../config/site.ts';
import { onwardAfterConfirming } from '../lib/emailConfirmation/onward.ts';
import { continueBases } from '../lib/returnState/continueDestination.ts';
import { pageConfig } from './pageConfig.ts';

/**
 * The way on from the e-mail-confirmation page, once `emailConfirmation.ts` has its answer: the
 * confirmed view's link (to the account site, or on through onboarding to the booking or article
 * the registration began on), shown once it points the right way; and, for a used, expired or
 * broken link, the form that sends a new one, or, to a signed-in parent whose address is
 * confirmed, word that it is (`emailConfirmationAccount.ts`).
 */
const page = document.querySelector<HTMLElement>('[data-email-confirmation]');
const config = pageConfig('emailConfirmation');

if (page && config) {
  const onward = onwardAfterConfirming(
    location.search,
    page.dataset['onboarding']!,
    continueBases(site.endpoints),
    site.endpoints.host,
  );
  if (onward) {
    const link = page.querySelector<HTMLAnchorElement>('[data-onward]')!;
    link.href = onward;
    link.hidden = false;
    page.querySelector<HTMLElement>('[data-to-account]')!.hidden = true;
  }
  page.querySelector<HTMLElement>('[data-confirmed-actions]')!.hidden = false;

  const newLinkOutcomes = page.dataset['newLink']!.split(' ');

  // Loaded only for a used, expired or broken link: a confirmed parent downloads none of it.
  const offerNewLink = async () => {
    const outcome = page.dataset['answer'];
    if (!outcome || !newLinkOutcomes.includes(outcome)) return;
    const section = page.querySelector<HTMLElement>('[data-resend]')!;
    if (!section.hidden) return;
    const { startResend } = await import('./emailConfirmationResend.ts');
    startResend(section, config.resend);
  };

  // A used, expired or broken link says nothing against a signed-in parent whose address is
  // confirmed: the page says so instead, without the error or the form. Asked once per page,
  // whether the first script holds its answer (a user in this tab) or has shown it already (a
  // new tab from the mail, signed in silently later).
  let looked = false;
  const lookAtAccount = async () => {
    const outcome = page.dataset['held'] ?? page.dataset['answer'];
    if (looked || !outcome || !newLinkOutcomes.includes(outcome)) return;
    looked = true;
    const { confirmedAccountAddress } = await import('./emailConfirmationAccount.ts');
    const address = await confirmedAccountAddress();
    const verdict = address ? 'alreadyConfirmed' : page.dataset['held'];
    if (address) page.querySelector<HTMLElement>('[data-account-email]')!.textContent = address;
    if (verdict) page.dispatchEvent(new CustomEvent('settle', { detail: verdict }));
  };

  for (const event of ['answer', 'held']) {
    page.addEventListener(event, () => {
      void offerNewLink();
      void lookAtAccount();
    });
  }
  void offerNewLink();
  void lookAtAccount();
}
