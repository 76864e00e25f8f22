import type { Context } from 'hono';
import type { InteractionResults, Provider } from 'oidc-provider';
import type { StandInState } from '../seed/state.ts';
import type { IdentityApp, IdentityEnv } from './app.ts';
import { rememberSignIn, signedInAccountId } from './identityCookie.ts';
import { signInPage } from './pages.ts';
import { grantFor } from './provider.ts';
import { pageLanguage, signInTexts } from './texts.ts';

export interface InteractionOptions {
  provider: Provider;
  state: StandInState;
  mainApiAudience: string;
}

/**
 * The stand-in's own interaction pages (devInteractions are off): the sign-in form, and an
 * automatic answer to the consent prompt, which the first-party client never needs to show.
 */
export function addInteractionRoutes(
  app: IdentityApp,
  { provider, state, mainApiAudience }: InteractionOptions,
): void {
  const finish = async (c: Context<IdentityEnv>, result: InteractionResults) => {
    const location = await provider.interactionResult(c.env.incoming, c.env.outgoing, result, {
      mergeWithLastSubmission: false,
    });
    return c.redirect(location, 303);
  };

  app.get('/interaction/:uid', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    const language = pageLanguage(details.params['ui_locales'], c.req.header('accept-language'));
    if (details.prompt.name === 'login') {
      const accountId = await signedInAccountId(c);
      const forced = String(details.params['prompt'] ?? '')
        .split(' ')
        .includes('login');
      if (accountId !== undefined && state.accounts.has(accountId) && !forced) {
        return finish(c, { login: { accountId } });
      }
      return c.html(signInPage({ uid: details.uid, language }));
    }
    const accountId = details.session?.accountId ?? '';
    const grant = await grantFor(provider, accountId, String(details.params['client_id']), details.grantId, {
      scope: String(details.params['scope'] ?? 'openid'),
      audience: mainApiAudience,
    });
    return finish(c, { consent: { grantId: await grant.save() } });
  });

  app.post('/interaction/:uid/login', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    const language = pageLanguage(details.params['ui_locales'], c.req.header('accept-language'));
    const form = await c.req.parseBody();
    const email = typeof form['email'] === 'string' ? form['email'] : '';
    const account = state.accountByEmail(email);
    const t = signInTexts(language);
    if (account?.password === null) {
      return c.html(signInPage({ uid: details.uid, language, email, error: t.noPassword }), 401);
    }
    if (account === undefined || form['password'] !== account.password) {
      return c.html(signInPage({ uid: details.uid, language, email, error: t.wrongCredentials }), 401);
    }
    await rememberSignIn(c, account.user.guid);
    return finish(c, { login: { accountId: account.user.guid } });
  });

  app.get('/interaction/:uid/abort', (c) =>
    finish(c, { error: 'access_denied', error_description: 'End-User aborted interaction' }),
  );
}
