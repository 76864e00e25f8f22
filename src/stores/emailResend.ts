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
  const fail = (notice: ResendNotice | null, problems: ResendState['problems'] = {}) =>
    update({ ...forms.refused($state.get(), problems, notice), sentTo: null });

  async function request(value: string | null): Promise<void> {
    const { busy, waitUntil } = $state.get();
    if (busy) return;
    // Refused kindly, without a call: the countdown already says when.
    if (waitUntil !== null && waitUntil > now()) return fail({ kind: 'tooSoon' });
    const email = value === null ? null : forms.cleanEmail(value);
    const invalid = email === null ? undefined : emailProblem(email);
    if (invalid) return fail(null, { email: { kind: 'client', key: invalid } });
    update({ ...forms.sending('sending' as const), sentTo: null });
    try {
      await options.send(email);
    } catch (error) {
      const { notice, problems } = forms.readFailedCall(error, forms.fieldsNamed(['email']), now());
      if (notice.kind === 'rateLimited') {
        fail({ kind: 'tooSoon' });
        return update({ waitUntil: notice.until ?? now() + resendIntervalMs });
      }
      report(error);
      // What the server said about the address, and about what this page does not show, at the field.
      const others = notice.kind === 'fixFields' || notice.kind === 'failed' ? (notice.otherNotes ?? []) : [];
      const notes = [...(problems.email?.notes ?? []), ...others];
      if (notes.length > 0) return fail(null, { email: { kind: 'server', notes } });
      return fail(notice.kind === 'fixFields' ? null : notice);
    }
    update({ busy: null, sentTo: { email }, waitUntil: now() + resendIntervalMs });
  }

  return { $state, request };
}
