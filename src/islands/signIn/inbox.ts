import { requestResetLink } from '../../lib/signIn/forgotAnswer.ts';
import { rememberedResetRequest } from '../../lib/signIn/handoff.ts';
import { rememberedInboxEmail } from '../../lib/signIn/inboxPage.ts';
import { answerResetRequests, openChannel } from '../../lib/signIn/resetRequestChannel.ts';
import { tabStorage } from '../../lib/storage/appStorage.ts';
import { pageConfig } from '../pageConfig.ts';
import { identityClient, pageFlow } from './wiring.ts';

/**
 * "Send the e-mail again" on the check-your-inbox page: the same forgot-password request with
 * the same return state, and the same neutral answer whatever the service replies; only when
 * no mail can have gone out does the parent hear so. No React is wanted: the page is
 * prerendered text and one button, which this only labels.
 */
const section = document.querySelector<HTMLElement>('[data-inbox]');
const button = section?.querySelector<HTMLButtonElement>('[data-inbox-resend]');
const status = section?.querySelector<HTMLElement>('[data-inbox-status]');
const email = rememberedInboxEmail(window.sessionStorage);
const config = pageConfig('signInInbox');

// The mail's link usually opens in a new tab, whose reset page asks this one for the address.
const channel = openChannel();
if (channel) answerResetRequests(channel, () => rememberedResetRequest(tabStorage()));

if (section && button && status && config && email !== '') {
  const { texts, locale } = config;
  const flow = pageFlow();
  const label = button.textContent;
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') === 'true') return;
    button.setAttribute('aria-disabled', 'true');
    button.textContent = texts['sending'] ?? label;
    const identity = identityClient();
    void requestResetLink(
      (request) => identity.forgotPassword(request),
      { email, flow, locale },
      Date.now,
    ).then((problem) => {
      button.removeAttribute('aria-disabled');
      button.textContent = label;
      const key = problem
        ? problem.kind === 'rateLimited'
          ? 'rateLimitedNoTime'
          : problem.kind
        : 'sentAgain';
      status.textContent = texts[key] ?? '';
      if (!problem) button.hidden = true;
    });
  });
}
