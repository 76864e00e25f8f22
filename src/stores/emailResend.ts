import { cleanEmail } from '../lib/forms/fieldChecks.ts';
import { atom, type ReadableAtom } from 'nanostores';
import type { ErrorTranslationKey } from '../lib/errors/translationKey.ts';
import { fieldsNamed, readFailedCall } from '../lib/forms/failedCall.ts';
import { emailProblem } from '../lib/signIn/forms.ts';

/**
 * "Send me a new link" (identity `POST /api/User/email/send-confirmation`): on the e-mail
 * confirmation page when a link is used, expired or broken, and on onboarding while the
 * address is unconfirmed. The service mails an account at most once a minute; the button
 * says so before the parent tries, counting down to when another mail can go (spec §9 mm:ss).
 */
export const resendIntervalMs = 60 * 1000;

export type ResendProblem =
  | 'emailRequired'
  | 'emailInvalid'
  /** The server's words about the address (a 400 with field errors): see `messages`. */
  | 'fields'
  | 'unavailable'
  | 'timeout'
  | ErrorTranslationKey;

export interface ResendState {
  phase: 'idle' | 'sending' | 'sent' | 'tooSoon' | 'failed';
  /** The address the last request named (null: the signed-in account's). */
  email: string | null;
  /** Until when another mail is refused (epoch ms), or null: the button counts down to it. */
  waitUntil: number | null;
  problem: ResendProblem | null;
  messages: string[];
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
  const $state = atom<ResendState>({
    phase: 'idle',
    email: null,
    waitUntil: null,
    problem: null,
    messages: [],
  });
  const update = (change: Partial<ResendState>) => $state.set({ ...$state.get(), ...change });

  async function request(value: string | null): Promise<void> {
    const { phase, waitUntil } = $state.get();
    if (phase === 'sending') return;
    // Refused kindly, without a call: the countdown already says when.
    if (waitUntil !== null && waitUntil > now())
      return update({ phase: 'tooSoon', problem: null, messages: [] });
    const email = value === null ? null : cleanEmail(value);
    const invalid = email === null ? undefined : emailProblem(email);
    if (invalid === 'emailRequired' || invalid === 'emailInvalid')
      return update({ phase: 'failed', problem: invalid, messages: [] });
    update({ phase: 'sending', email, problem: null, messages: [] });
    try {
      await options.send(email);
    } catch (error) {
      const { notice, problems } = readFailedCall(error, fieldsNamed(['email']), now());
      if (notice.kind === 'rateLimited') {
        return update({ phase: 'tooSoon', waitUntil: notice.until ?? now() + resendIntervalMs });
      }
      report(error);
      // The server's words about the address, or about what this page does not show.
      const others = notice.kind === 'fixFields' || notice.kind === 'failed' ? notice.otherMessages : [];
      const messages = [...(problems.email?.messages ?? []), ...(others ?? [])];
      if (messages.length > 0) return update({ phase: 'failed', problem: 'fields', messages });
      if (notice.kind === 'fixFields') return update({ phase: 'failed', problem: 'fields', messages });
      return update({ phase: 'failed', problem: notice.kind === 'failed' ? notice.key : notice.kind });
    }
    update({ phase: 'sent', waitUntil: now() + resendIntervalMs });
  }

  return { $state, request };
}
