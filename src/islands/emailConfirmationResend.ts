import { site } from '../config/site.ts';
import { IdentityClient } from '../lib/api/identityClient.ts';
import { identityHttp } from '../lib/api/serviceHttp.ts';
import { createResend, resendWaitEnd, type ResendState } from '../stores/emailResend.ts';
import { log } from '../lib/log/log.ts';
import { pageText } from '../lib/session/pageTexts.ts';
import { createCountdown } from '../stores/countdown.ts';
import { fill } from '../i18n/fill.ts';
import { fieldProblemText, type ProblemWords } from '../lib/forms/fieldProblems.ts';
import type { ServiceTexts } from '../lib/errors/serviceWords.ts';

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
  /** BCP 47 locale of the mail, e.g. `sv-SE`. */
  locale: string;
  /** Our words for what the services say (i18n/serviceTexts.ts). */
  service: ServiceTexts;
}

/** A problem's words in its element: ours, then any of the service's own, quoted on a smaller line. */
function showProblem(element: HTMLElement, words: ProblemWords | null): void {
  element.replaceChildren();
  if (!words) return;
  element.append(words.text);
  for (const detail of words.details) {
    const aside = document.createElement('small');
    aside.className = 'service-detail';
    const quoted = document.createElement('q');
    quoted.textContent = detail.words;
    aside.append(detail.before, quoted, detail.after);
    element.append(aside);
  }
}

/** What the status line says: the mail sent, a wait, or a call that failed. */
function statusText(state: ResendState, texts: ResendTexts): string {
  if (state.sentTo) return fill(texts.sent, { email: state.sentTo.email ?? '' });
  switch (state.notice?.kind) {
    case undefined:
      return '';
    case 'rateLimited':
      return texts.tooSoon;
    case 'unavailable':
    case 'timeout':
      return texts[state.notice.kind];
    case 'failed':
      return pageText(state.notice.key);
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
    send: (email) => identity.sendEmailConfirmation({ email, culture: texts.locale }),
    report: (error) => log.warn('e-mail confirmation: new link', error),
  });
  let stopCountdown = () => {};
  const rest = (resting: boolean) => {
    if (resting) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  };

  const showButton = (state: ResendState) => {
    stopCountdown();
    // `aria-disabled`, not `disabled`: a button that counts down keeps the focus it had.
    rest(state.busy !== null);
    button.textContent = state.busy ? texts.sending : texts.button;
    const waitUntil = resendWaitEnd(state);
    if (waitUntil === undefined || waitUntil <= Date.now()) return;
    // The label counts down (spec §9, mm:ss); the status line, not the timer, is announced.
    stopCountdown = createCountdown(waitUntil).subscribe((countdown) => {
      rest(!countdown.done);
      button.textContent = countdown.done ? texts.button : fill(texts.wait, { time: countdown.text });
    });
  };

  resend.$state.subscribe((state) => {
    showButton(state);
    const fieldProblem = state.problems.email;
    showProblem(
      problem,
      fieldProblem ? fieldProblemText(fieldProblem, (key) => texts[key], texts.service) : null,
    );
    problem.hidden = !fieldProblem;
    input.setAttribute('aria-invalid', String(Boolean(fieldProblem)));
    status.textContent = statusText(state, texts);
    if (fieldProblem) input.focus();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.getAttribute('aria-disabled') === 'true') return;
    void resend.request(input.value);
  });
  section.hidden = false;
}
