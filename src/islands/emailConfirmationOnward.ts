import { site } from '../config/site.ts';
import { onwardAfterConfirming } from '../lib/emailConfirmation/onward.ts';
import { continueBases } from '../lib/returnState/continueDestination.ts';
import { pageConfig } from './pageConfig.ts';

/**
 * The way on from the e-mail-confirmation page, once `emailConfirmation.ts` has its answer: the
 * confirmed view's link (to the account site, or on through onboarding to the booking or article
 * the registration began on), shown once it points the right way; and, for a used, expired or
 * broken link, the form that sends a new one.
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

  // Loaded only for a used, expired or broken link: a confirmed parent downloads none of it.
  const offerNewLink = async () => {
    const outcome = page.dataset['answer'];
    if (!outcome || !page.dataset['newLink']!.split(' ').includes(outcome)) return;
    const section = page.querySelector<HTMLElement>('[data-resend]')!;
    if (!section.hidden) return;
    const { startResend } = await import('./emailConfirmationResend.ts');
    startResend(section, config.resend);
  };
  page.addEventListener('answer', () => void offerNewLink());
  void offerNewLink();
}
