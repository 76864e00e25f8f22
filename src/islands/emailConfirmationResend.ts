import { site } from '../config/site.ts';
import { IdentityClient } from '../lib/api/identityClient.ts';
import { identityHttp } from '../lib/api/serviceHttp.ts';
import { createResend, type ResendState } from '../stores/emailResend.ts';
import { log } from '../lib/log/log.ts';
import { pageText } from '../lib/session/pageTexts.ts';
import { createCountdown } from '../stores/countdown.ts';

/**
 * "Send me a new link" on the e-mail confirmation page, for a used, expired or broken link.
 * Loaded only then (the page's first visit stays small). The link names no address, so the
 * parent types it; the identity service answers alike for every address, so nothing here
 * tells whether an account exists. No React: the form is prerendered, this fills in states.
 */
export interface ResendTexts {
  button: string;
  sending: string;
  wait: string;
  sent: string;
  tooSoon: string;
  emailRequired: string;
  emailInvalid: string;
  unavailable: string;
  timeout: string;
  /** BCP 47 culture of the mail, e.g. `sv-SE`. */
  culture: string;
}

const fill = (template: string, name: string, value: string) =>
  template.replace(new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`, 'g'), value);

function problemText(state: ResendState, texts: ResendTexts): string {
  switch (state.problem) {
    case null:
      return '';
    case 'emailRequired':
    case 'emailInvalid':
    case 'unavailable':
    case 'timeout':
      return texts[state.problem];
    case 'fields':
      return state.messages.join(' ');
    default:
      return pageText(state.problem);
  }
}

export function startResend(section: HTMLElement, texts: ResendTexts): void {
  const form = section.querySelector<HTMLFormElement>('form')!;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const problem = form.querySelector<HTMLElement>('[data-resend-problem]')!;
  const status = section.querySelector<HTMLElement>('[data-resend-status]')!;
  const identity = new IdentityClient(identityHttp(site.endpoints.identityApi));
  const resend = createResend({
    send: (email) => identity.sendEmailConfirmation({ email, culture: texts.culture }),
    report: (error) => log.warn('e-mail confirmation: new link', error),
  });
  let stopCountdown = () => {};

  const showButton = (state: ResendState) => {
    stopCountdown();
    button.disabled = state.phase === 'sending';
    button.textContent = state.phase === 'sending' ? texts.sending : texts.button;
    if (state.waitUntil === null || state.waitUntil <= Date.now()) return;
    // The label counts down (spec §9, mm:ss); the status line, not the timer, is announced.
    stopCountdown = createCountdown(state.waitUntil).subscribe((countdown) => {
      button.disabled = !countdown.done;
      button.textContent = countdown.done ? texts.button : fill(texts.wait, 'time', countdown.text);
    });
  };

  resend.$state.subscribe((state) => {
    showButton(state);
    const fieldProblem =
      state.phase === 'failed' && ['emailRequired', 'emailInvalid', 'fields'].includes(state.problem ?? '');
    problem.textContent = fieldProblem ? problemText(state, texts) : '';
    problem.hidden = !fieldProblem;
    input.setAttribute('aria-invalid', String(fieldProblem));
    status.textContent =
      state.phase === 'sent'
        ? fill(texts.sent, 'email', state.email ?? '')
        : state.phase === 'tooSoon'
          ? texts.tooSoon
          : state.phase === 'failed' && !fieldProblem
            ? problemText(state, texts)
            : '';
    if (fieldProblem) input.focus();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void resend.request(input.value);
  });
  section.hidden = false;
}
