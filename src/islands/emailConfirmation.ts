import { confirmedLinkIn, confirmFromQuery } from '../lib/emailConfirmation/pageState.ts';
import { pageTimeoutMs } from '../lib/emailConfirmation/timing.ts';

/**
 * The e-mail-confirmation page's answer, on its prerendered markup (spec §2): read the link,
 * post it to the Function, show the confirmed view or the failed one with the outcome's notice
 * (in the page's own place for it, not the shell's notice area, which would push the page
 * down), and offer "try again" where it may help.
 *
 * A parent's first visit often starts here, from the e-mail, so this is the page's first
 * script and shares no module with the rest of the site: the build writes it into the page,
 * and the call leaves as soon as the page is read, not after the shell's chunks have arrived.
 * The answer shows one round trip later. (Waiting for the first paint to start it was
 * measured: the answer then came after React's download for the consent panel, 0.3 s later
 * in Lighthouse's slow-phone simulation.) The texts come from the page's markup. The way on
 * (`emailConfirmationOnward.ts`) comes with the shell; it learns the answer from the section's
 * `data-answer` and its `answer` event (or `data-held` and `held`, while it looks at a signed-in
 * parent's account), and gives a verdict back with a `settle` event.
 */
const page = document.querySelector<HTMLElement>('[data-email-confirmation]');

if (page) {
  const texts = JSON.parse(page.dataset['outcomeTexts']!) as Record<string, string>;
  const outcomeText = page.querySelector<HTMLElement>('[data-outcome]')!;
  const retry = page.querySelector<HTMLElement>('[data-retry]')!;
  const confirmed = confirmedLinkIn(() => sessionStorage, page.dataset['confirmedKey']!);
  const post = async (request: unknown) =>
    (
      await fetch(page.dataset['function']!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(pageTimeoutMs),
      })
    ).json();
  const show = (view: string) => {
    for (const part of page.querySelectorAll<HTMLElement>('[data-view]'))
      part.hidden = part.dataset['view'] !== view;
    return page.querySelector<HTMLElement>(`[data-view=${view}] h1`)!;
  };
  const settle = (outcome: string) => {
    delete page.dataset['held'];
    const view = outcome === 'confirmed' || outcome === 'alreadyConfirmed' ? outcome : 'failed';
    // Focus goes to the new heading, so a screen reader reads the result.
    show(view).focus();
    retry.hidden = !page.dataset['retryable']!.split(' ').includes(outcome);
    // Filled once shown, so the notice's alert is read out again after "try again".
    outcomeText.textContent = view === 'failed' ? texts[outcome]! : '';
    page.dataset['answer'] = outcome;
    page.dispatchEvent(new Event('answer'));
  };
  const run = async () => {
    show('loading');
    outcomeText.textContent = '';
    delete page.dataset['answer'];
    const answer = await confirmFromQuery(location.search, post, confirmed);
    // An outcome the page has no text for (not our Function answering) reads as a server error.
    const outcome = answer === 'confirmed' || answer in texts ? answer : 'serverError';
    // A used or broken link in a tab that keeps a signed-in parent: the way on looks at their
    // account first (a confirmed address is no error to them) and settles the page; the
    // loading view stays meanwhile, and the link's notice comes after the page's time-out at most.
    const session = document.documentElement.dataset['session'];
    const signedIn = session === 'pending' || session === 'signedIn';
    if (signedIn && page.dataset['newLink']!.split(' ').includes(outcome)) {
      page.dataset['held'] = outcome;
      page.dispatchEvent(new Event('held'));
      setTimeout(() => page.dataset['held'] === outcome && settle(outcome), pageTimeoutMs);
      return;
    }
    settle(outcome);
  };
  // The way on's verdict: "alreadyConfirmed", or the held outcome after all.
  page.addEventListener('settle', (event) => settle((event as CustomEvent<string>).detail));
  retry.addEventListener('click', () => void run());
  void run();
}
