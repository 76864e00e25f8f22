import type { StandInState } from '../seed/state.ts';
import { errorBody } from '../shared/errorBody.ts';
import { jsonBody, text } from '../shared/requests.ts';
import type { IdentityApp } from './app.ts';

/** The access-token lifetime unless a test shortens it: an hour, as the real service. */
export const defaultAccessTokenSeconds = 60 * 60;

/**
 * Access-token lifetimes a test can shorten at run time, to see silent renew happen within a
 * test: for everybody, or for one account only, so browser tests running in parallel with
 * other accounts keep their hour-long tokens. Read by the provider's `ttl.AccessToken` for
 * every token it issues, code exchange and refresh alike; tokens already issued keep theirs.
 */
export class TokenLifetimes {
  #everybody: number | undefined;
  readonly #perAccount = new Map<string, number>();

  accessTokenSeconds(accountId: string | undefined): number {
    return (
      (accountId === undefined ? undefined : this.#perAccount.get(accountId)) ??
      this.#everybody ??
      defaultAccessTokenSeconds
    );
  }

  set(seconds: number, accountId?: string): void {
    if (accountId === undefined) this.#everybody = seconds;
    else this.#perAccount.set(accountId, seconds);
  }

  reset(accountId?: string): void {
    if (accountId !== undefined) return void this.#perAccount.delete(accountId);
    this.#everybody = undefined;
    this.#perAccount.clear();
  }

  describe(state: StandInState) {
    const accounts = Object.fromEntries(
      [...this.#perAccount].map(([id, seconds]) => [state.accounts.get(id)?.user.email ?? id, seconds]),
    );
    return {
      defaultSeconds: defaultAccessTokenSeconds,
      accessTokenSeconds: this.#everybody ?? defaultAccessTokenSeconds,
      accounts,
    };
  }
}

const maxSeconds = 24 * 60 * 60;

/**
 * `GET|POST|DELETE /__control/token-ttl` (README, "Control endpoints"). POST
 * `{ accessTokenSeconds, email? }` sets it, DELETE (optionally `?email=`) resets it; every call
 * answers the lifetimes now in force.
 */
export function addTokenTtlRoutes(app: IdentityApp, lifetimes: TokenLifetimes, state: StandInState): void {
  const accountIdFor = (email: string) => (email === '' ? undefined : state.accountByEmail(email)?.user.guid);
  const unknownAccount = () =>
    errorBody('UnknownAccount', 'No account has that e-mail address.', { status: 404 });

  app.get('/__control/token-ttl', (c) => c.json(lifetimes.describe(state)));

  app.post('/__control/token-ttl', async (c) => {
    const body = await jsonBody(c);
    const seconds = body['accessTokenSeconds'];
    if (!Number.isInteger(seconds) || (seconds as number) < 1 || (seconds as number) > maxSeconds) {
      return c.json(
        errorBody('InvalidTokenTtl', `accessTokenSeconds must be an integer 1–${maxSeconds}.`),
        400,
      );
    }
    const email = text(body['email']);
    const accountId = accountIdFor(email);
    if (email !== '' && accountId === undefined) return c.json(unknownAccount(), 404);
    lifetimes.set(seconds as number, accountId);
    return c.json(lifetimes.describe(state));
  });

  app.delete('/__control/token-ttl', (c) => {
    const email = text(c.req.query('email'));
    const accountId = accountIdFor(email);
    if (email !== '' && accountId === undefined) return c.json(unknownAccount(), 404);
    lifetimes.reset(accountId);
    return c.json(lifetimes.describe(state));
  });
}
