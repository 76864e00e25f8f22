import { site } from '../config/site.ts';
import { onwardAfterConfirming } from '../lib/emailConfirmation/onward.ts';
import { continueBases } from '../lib/returnState/continueDestination.ts';
import { pageConfig } from './pageConfig.ts';

/**
 * The e-mail-confirmation page's behaviour on its prerendered markup, without React (no React
 * is wanted: a parent's first visit often starts here, from the e-mail, and the page only shows
 * one of three prerendered views, so it stays as small as it can be): take the answer of the
 * call `emailConfirmationCall.ts` makes, show the view and, in the failed view, the outcome's
 * translated notice (in the page's own place for it, not the shell's notice area, which would
 * push the page down).
 * Texts and the outcomes worth a retry come from the page, decided at build time.
 */
const page = document.querySelector<HTMLElement>('[data-email-confirmation]');
const config = pageConfig('emailConfirmation');

if (page && config) {
  const texts = config.outcomes;
  const outcomeText = page.querySelector<HTMLElement>('[data-outcome]')!;
  const retry = page.querySelector<HTMLElement>('[data-retry]')!;
  // A link from a registration that began on a booking or an article leads on there, through
  // onboarding, instead of to the account site.
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
  const show = (view: string) => {
    for (const part of page.querySelectorAll<HTMLElement>('[data-view]'))
      part.hidden = part.dataset['view'] !== view;
    return page.querySelector<HTMLElement>(`[data-view=${view}] h1`)!;
  };
  // The call's answer (emailConfirmationCall.ts), which may have come before this module.
  const answered = () =>
    new Promise<string>((resolve) => {
      const answer = page.dataset['answer'];
      if (answer) resolve(answer);
      else page.addEventListener('answer', () => resolve(page.dataset['answer']!), { once: true });
    });
  const run = async () => {
    const answer = await answered();
    // An outcome the page has no text for (not our Function answering) reads as a server error.
    const outcome = answer === 'confirmed' || answer in texts ? answer : 'serverError';
    const confirmed = outcome === 'confirmed';
    // Focus goes to the new heading, so a screen reader reads the result.
    show(confirmed ? 'confirmed' : 'failed').focus();
    retry.hidden = !page.dataset['retryable']!.includes(outcome);
    // Filled once shown, so the notice's alert is read out again after "try again".
    if (!confirmed) outcomeText.textContent = texts[outcome]!;
    if (page.dataset['newLink']!.split(' ').includes(outcome)) void offerNewLink();
  };
  // Loaded only for a used, expired or broken link: a confirmed parent downloads none of it.
  const offerNewLink = async () => {
    const section = page.querySelector<HTMLElement>('[data-resend]')!;
    if (!section.hidden) return;
    const { startResend } = await import('./emailConfirmationResend.ts');
    startResend(section, config.resend);
  };
  retry.addEventListener('click', () => {
    show('loading');
    outcomeText.textContent = '';
    delete page.dataset['answer'];
    page.dispatchEvent(new Event('retry'));
    void run();
  });
  void run();
}
