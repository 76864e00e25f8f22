import { ensureLocalCertificate } from '../../scripts/lib/localCertificate.ts';
import { createAccountSiteStandIn } from './account-site/server.ts';
import { signOutAccountEmail } from './identity/faultAccount.ts';
import { createIdentityStandIn } from './identity/server.ts';
import { requestAccountEmail } from './main-api/faultAccount.ts';
import { createMainApiStandIn } from './main-api/server.ts';
import { StandInState } from './seed/state.ts';
import { withControl } from './shared/control.ts';
import { listen, type RunningServer } from './shared/listen.ts';
import { developmentPorts, standInUrls } from './shared/origins.ts';

export interface StandInsOptions {
  /** Where the stand-ins write what they "send" (e-mails with links) and notable events. */
  log?: (line: string) => void;
}

export interface RunningStandIns {
  urls: typeof standInUrls;
  stop(): Promise<void>;
}

/**
 * Starts the identity service, main API and account-site stand-ins on their development ports
 * (8790, 8791, 8792; https with the local certificate), sharing one fresh seeded state. Fails
 * (and leaves nothing running) when a port is taken.
 */
export async function startStandIns(options: StandInsOptions = {}): Promise<RunningStandIns> {
  const log = options.log ?? ((line: string) => console.log(line));
  const state = new StandInState();
  const identity = createIdentityStandIn({
    issuer: standInUrls.identity,
    mainApiAudience: standInUrls.mainApi,
    state,
    log,
  });
  const mainApi = createMainApiStandIn({
    state,
    issuer: standInUrls.identity,
    audience: standInUrls.mainApi,
    ca: ensureLocalCertificate().cert,
    log,
  });
  const accountSite = createAccountSiteStandIn({ state, log });
  const services = [
    [
      'identity',
      withControl('identity', identity.listener, undefined, signOutAccountEmail(state, identity.provider)),
      developmentPorts.identity,
    ],
    [
      'main-api',
      withControl('main-api', mainApi.listener, undefined, requestAccountEmail(state)),
      developmentPorts.mainApi,
    ],
    ['account-site', withControl('account-site', accountSite.listener), developmentPorts.accountSite],
  ] as const;

  const running: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(running.map((server) => server.close()));
  };
  try {
    for (const [name, listener, port] of services) running.push(await listen(name, listener, port));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: standInUrls, stop };
}
