import { storedKeys } from '../../config/storage.ts';
import { site } from '../../config/site.ts';
import { log } from '../log/log.ts';
import { tabStorage } from '../storage/appStorage.ts';
import { tellIdentityService } from './identitySignOut.ts';
import { identitySignOutPorts, identitySignOutSettings } from './identitySignOutPorts.ts';
import { liftSignedOutMark, signedOutHere } from './signedOutMark.ts';

/*
 * Finishing a sign-out the identity service did not complete (signOut.ts): while its mark is
 * there, every page of the site asks the service again, in the background, until it has ended
 * its session; only then does the mark come down. Nobody is signed in silently meanwhile.
 */

/** How often an open page asks again while the mark is there and the page is seen. */
export const finishSignOutEveryMs = 20_000;

/**
 * How long the service has, in the background: nobody waits for it, so a service that is only
 * slow (the tap's 4 s were not enough) gets to end its session now, and the notice follows.
 */
const backgroundLimitMs = 30_000;

export interface FinishSignOutPorts {
  /** Whether the sign-out's mark is there. */
  marked(): boolean;
  lift(): void;
  /** The id token this tab kept for it, if this is the tab that signed out. */
  hint(): string | undefined;
  /** GET /api/Authentication: whether the service still knows this browser; rejects when unreachable. */
  serviceKnowsBrowser(): Promise<boolean>;
  /** End-session in a hidden frame, within the sign-out's limit; whether it came back ended. */
  endSession(idToken: string | undefined): Promise<boolean>;
}

/**
 * One try. The service's own word that it does not know this browser (its sign-in cookie is
 * gone) is enough: there is nothing left to end. Otherwise its end-session must come back.
 * Resolves true when no mark remains; never rejects.
 */
export async function finishSignOut(ports: FinishSignOutPorts): Promise<boolean> {
  if (!ports.marked()) return true;
  try {
    const known = await ports.serviceKnowsBrowser();
    if (known && !(await ports.endSession(ports.hint()))) return false;
  } catch {
    // Still away: the next try.
    return false;
  }
  ports.lift();
  return true;
}

function browserPorts(): FinishSignOutPorts {
  const { key } = storedKeys.signOutHint;
  return {
    marked: signedOutHere,
    lift: () => {
      liftSignedOutMark();
      tabStorage().remove(key);
    },
    hint: () => tabStorage().get<string>(key),
    async serviceKnowsBrowser() {
      const response = await fetch(`${site.endpoints.identityApi}/api/Authentication`, {
        credentials: 'include',
        signal: AbortSignal.timeout(backgroundLimitMs),
      });
      if (!response.ok) throw new Error(`GET /api/Authentication answered ${response.status}`);
      return (await response.json()) === true;
    },
    async endSession(idToken) {
      const outcome = await tellIdentityService(
        { idToken },
        identitySignOutSettings(),
        identitySignOutPorts(),
      );
      return outcome.ended;
    },
  };
}

/**
 * Tries now and then every `finishSignOutEveryMs` while the page is seen, until the mark is
 * gone; `onFinished` is told once it is (the sign-in page then says the sign-out is complete).
 */
export function keepFinishingSignOut(
  onFinished: () => void,
  ports: FinishSignOutPorts = browserPorts(),
): void {
  let trying = false;
  const attempt = async () => {
    if (trying || document.visibilityState !== 'visible') return;
    trying = true;
    const finished = await finishSignOut(ports);
    trying = false;
    if (!finished) return;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', tryWhenSeen);
    log.info('The identity service has ended the session of an earlier sign-out');
    onFinished();
  };
  const tryWhenSeen = () => void attempt();
  const timer = setInterval(tryWhenSeen, finishSignOutEveryMs);
  document.addEventListener('visibilitychange', tryWhenSeen);
  void attempt();
}
