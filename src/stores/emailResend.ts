import * as forms from '../lib/forms/index.ts';
import { atom, type ReadableAtom } from 'nanostores';
import { rateLimitEnd } from '../lib/forms/failedCall.ts';

/**
 * "Send me a new link" (identity `POST /api/User/email/send-confirmation`): on the e-mail
 * confirmation page when a link is used, expired or broken, and on onboarding while the
 * address is unconfirmed. The service mails an account at most once a minute; the button
 * says so before the parent tries, counting down to when another mail can go (spec §9 mm:ss).
 */
const resendIntervalMs = 60 * 1000;

/**
 * The status line's message: a call that failed, or the wait (the engine's 429 notice, also
 * the minute after a mail went); the page words the wait as "too soon".
 */
export type ResendNotice = Extract<
  forms.FormNotice,
  { kind: 'unavailable' | 'timeout' | 'failed' | 'rateLimited' }
>;

/** What the address's own check finds. */
export type ResendProblem = 'emailRequired' | 'emailInvalid';

/** The address is typed on the confirmation page (onboarding sends for the account's own). */
export interface ResendState extends forms.FormStatus<'email', ResendProblem, ResendNotice, 'sending'> {
  /** Once a mail went: the address it went to (null: the signed-in account's). */
  sentTo: { email: string | null } | null;
}

/** Until when another mail is refused (epoch ms), or undefined: the button counts down to it. */
export const resendWaitEnd = (state: ResendState): number | undefined => rateLimitEnd(state.notice);

export interface ResendOptions {
  /** Asks for the mail: the address, or null for the signed-in account's own. */
  send(email: string | null): Promise<void>;
  now?: () => number;
  report?: (error: unknown) => void;
}

export interface Resend {
  $state: ReadableAtom<ResendState>;
  /** Sends a new link, unless one went less than a minute ago (then says how long to wait). */
  request(email: string | null): Promise<void>;
}

export function createResend(options: ResendOptions): Resend {
  const { now = Date.now, report = () => undefined } = options;
  const $state = atom<ResendState>({ sentTo: null, ...forms.untouched });
  /** The wait for the next mail, as the engine records a 429's. */
  const waitFor = (until: number | undefined) => ({
    kind: 'rateLimited' as const,
    until: until ?? now() + resendIntervalMs,
  });

  async function request(value: string | null): Promise<void> {
    const email = value === null ? null : forms.cleanEmail(value);
    const sent = await forms.submit(forms.formIn($state), {
      busy: 'sending' as const,
      // Within the wait the address is not checked: the wait is what the parent is told.
      check: (form): ResendState['problems'] => {
        const waiting = forms.waitingOut(form.notice, now()) !== undefined;
        // The engine's check, in the resend texts' words (the sign-in pages' module stays theirs).
        const check = email === null || waiting ? undefined : forms.checkEmail(email);
        if (check === undefined) return {};
        return { email: { kind: 'client', key: check === 'required' ? 'emailRequired' : 'emailInvalid' } };
      },
      checkNotice: null,
      // Refused kindly, without a call: the countdown already says when.
      blocked: (form) => forms.waitingOut(form.notice, now()),
      eachAttempt: { sentTo: null },
      send: () => options.send(email),
      fields: ['email'],
      failed: (error, { notice, problems }): forms.FailureRecord<ResendState> => {
        // A 429 that names no time waits the service's minute.
        if (notice.kind === 'rateLimited') return { notice: waitFor(notice.until), problems: {} };
        report(error);
        // What the server said about the address, and about what this page does not show, at the field.
        const others =
          notice.kind === 'fixFields' || notice.kind === 'failed' ? (notice.otherNotes ?? []) : [];
        const notes = [...(problems.email?.notes ?? []), ...others];
        if (notes.length > 0) return { notice: null, problems: { email: { kind: 'server', notes } } };
        return { notice: notice.kind === 'fixFields' ? null : notice, problems: {} };
      },
      now,
    });
    if (sent.sent) $state.set({ ...$state.get(), busy: null, sentTo: { email }, notice: waitFor(undefined) });
  }

  return { $state, request };
}
