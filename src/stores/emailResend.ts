import * as forms from '../lib/forms/index.ts';
import { atom, type ReadableAtom } from 'nanostores';
import { emailProblem } from '../lib/signIn/forms.ts';

/**
 * "Send me a new link" (identity `POST /api/User/email/send-confirmation`): on the e-mail
 * confirmation page when a link is used, expired or broken, and on onboarding while the
 * address is unconfirmed. The service mails an account at most once a minute; the button
 * says so before the parent tries, counting down to when another mail can go (spec §9 mm:ss).
 */
export const resendIntervalMs = 60 * 1000;

/** The status line's message: a wait asked for, or a call that failed. */
export type ResendNotice =
  Extract<forms.FormNotice, { kind: 'unavailable' | 'timeout' | 'failed' }> | { kind: 'tooSoon' };

/** What the address's own check finds. */
export type ResendProblem = 'emailRequired' | 'emailInvalid';

/** The address is typed on the confirmation page (onboarding sends for the account's own). */
export interface ResendState extends forms.FormStatus<'email', ResendProblem, ResendNotice, 'sending'> {
  /** Once a mail went: the address it went to (null: the signed-in account's). */
  sentTo: { email: string | null } | null;
  /** Until when another mail is refused (epoch ms), or null: the button counts down to it. */
  waitUntil: number | null;
}

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
  const $state = atom<ResendState>({ sentTo: null, waitUntil: null, ...forms.untouched });
  const update = (change: Partial<ResendState>) => $state.set({ ...$state.get(), ...change });
  const form = forms.formIn($state);

  async function request(value: string | null): Promise<void> {
    const email = value === null ? null : forms.cleanEmail(value);
    const tooSoon = () => {
      const { waitUntil } = $state.get();
      return waitUntil !== null && waitUntil > now();
    };
    const sent = await forms.submit(form, {
      busy: 'sending' as const,
      // Within the minute the address is not checked: the wait is what the parent is told.
      check: (): ResendState['problems'] => {
        const invalid = email === null || tooSoon() ? undefined : emailProblem(email);
        return invalid ? { email: { kind: 'client', key: invalid } } : {};
      },
      checkNotice: null,
      // Refused kindly, without a call: the countdown already says when.
      blocked: () => (tooSoon() ? { kind: 'tooSoon' as const } : undefined),
      eachAttempt: { sentTo: null },
      send: () => options.send(email),
      fields: ['email'],
      failed: (error, { notice, problems }): forms.FailureRecord<ResendState> => {
        if (notice.kind === 'rateLimited')
          return {
            notice: { kind: 'tooSoon' },
            problems: {},
            also: { waitUntil: notice.until ?? now() + resendIntervalMs },
          };
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
    if (sent.sent) update({ busy: null, sentTo: { email }, waitUntil: now() + resendIntervalMs });
  }

  return { $state, request };
}
