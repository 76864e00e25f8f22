import { confirmedLinkIn, confirmFromQuery } from '../lib/emailConfirmation/pageState.ts';
import { pageTimeoutMs } from '../lib/emailConfirmation/timing.ts';

/**
 * The e-mail confirmation's call, started the moment this file has arrived. It is the page's
 * first module and shares no module with the rest of the site, so the call does not wait a
 * round trip for the shell's chunks; a parent coming from the e-mail sees the answer that much
 * sooner. The page's view (`emailConfirmation.ts`, fetched alongside) talks to it through the
 * page's section only, since a module both imported would become a chunk of its own, one more
 * round trip before the call: the answer is left in `data-answer` with an `answer` event, and
 * a `retry` event on the section asks again.
 */
const page = document.querySelector<HTMLElement>('[data-email-confirmation]');

if (page) {
  const post = async (request: unknown) =>
    (
      await fetch(page.dataset['function']!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(pageTimeoutMs),
      })
    ).json();
  const confirm = async () => {
    delete page.dataset['answer'];
    const answer = await confirmFromQuery(
      location.search,
      post,
      confirmedLinkIn(() => sessionStorage, page.dataset['confirmedKey']!),
    );
    page.dataset['answer'] = answer;
    page.dispatchEvent(new Event('answer'));
  };
  page.addEventListener('retry', () => void confirm());
  void confirm();
}
