import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Language } from '../../../src/config/languages.ts';
import { seedAccounts, seededPassword } from '../seed/accounts.ts';
import { escapeHtml, page } from '../shared/html.ts';
import { providerPagePolicy } from './framing.ts';
import { pageLanguage, signInTexts } from './texts.ts';

export interface SignInPageOptions {
  uid: string;
  language: Language;
  error?: string;
  email?: string;
}

function accountRows(uid: string, signInAs: string): string {
  return seedAccounts
    .map((account) => {
      const name = `${account.firstname} ${account.lastname}`;
      const button =
        account.password === null
          ? '—'
          : `<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<input type="hidden" name="email" value="${escapeHtml(account.email)}">
<input type="hidden" name="password" value="${escapeHtml(account.password)}">
<button class="link" type="submit" data-testid="sign-in-as-${escapeHtml(account.key)}">${escapeHtml(signInAs)} ${escapeHtml(name)}</button>
</form>`;
      return `<tr><td>${escapeHtml(name)}<br><span class="note">${escapeHtml(account.email)}</span></td><td class="note">${escapeHtml(account.purpose)}</td><td>${button}</td></tr>`;
    })
    .join('\n');
}

/**
 * The sign-in form of an OIDC interaction: e-mail and password, plus the seeded accounts as
 * one-click buttons, so a tester can sign in without looking anything up.
 */
export function signInPage({ uid, language, error, email }: SignInPageOptions): string {
  const t = signInTexts(language);
  const action = `/interaction/${escapeHtml(uid)}/login`;
  return page(
    language,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
${error ? `<p class="error" role="alert" data-testid="sign-in-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}" data-testid="sign-in-form">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<p><button type="submit">${escapeHtml(t.submit)}</button></p>
</form>
<p><a href="/interaction/${escapeHtml(uid)}/abort">${escapeHtml(t.cancel)}</a></p>
<h2>${escapeHtml(t.seededAccounts)}</h2>
<p class="note">${escapeHtml(t.passwordHint)} <code>${escapeHtml(seededPassword)}</code></p>
<table data-testid="seeded-accounts">
${accountRows(uid, t.signInAs)}
</table>`,
  );
}

const submitLogoutForm = `document.getElementById('op.logoutForm').submit()`;

/**
 * The provider's sign-out confirmation, submitted at once: the product signs out silently
 * (spec §4) in a hidden frame where nobody could click "yes". `logout=yes` ends the whole
 * provider session (not only this client's part), as the product's sign-out means. Its
 * policy allows exactly this script (by hash) and framing by the five sites.
 */
export function logoutPage(ctx: KoaContextWithOIDC, form: string): void {
  const language = pageLanguage(ctx.oidc.params?.['ui_locales'], ctx.get('accept-language'));
  const t = signInTexts(language);
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  ctx.set('Content-Security-Policy', providerPagePolicy([submitLogoutForm]));
  ctx.type = 'html';
  ctx.body = page(
    language,
    t.signOut,
    `<h1>${escapeHtml(t.signingOut)}</h1>
${confirmed}
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(t.signOut)}</button></noscript>
<script>${submitLogoutForm}</script>`,
  );
}

/**
 * Where end-session lands without a (registered) post_logout_redirect_uri. Replaces
 * node-oidc-provider's default page, which loads a web font from the internet.
 */
export function signedOutPage(ctx: KoaContextWithOIDC): void {
  ctx.type = 'html';
  ctx.body = page('en', 'Signed out', '<h1 data-testid="signed-out">You are signed out</h1>');
}

/** What a tester sees at the root: the accounts, the discovery document, the control endpoints. */
export function homePage(issuer: string): string {
  const rows = seedAccounts
    .map(
      (account) =>
        `<tr><td>${escapeHtml(account.email)}</td><td>${escapeHtml(account.password ?? '(none)')}</td><td class="note">${escapeHtml(account.purpose)}</td></tr>`,
    )
    .join('\n');
  return page(
    'en',
    'Identity stand-in',
    `<h1>Identity stand-in</h1>
<p>OpenID provider for the local sites. Discovery: <a href="${escapeHtml(issuer)}/.well-known/openid-configuration">/.well-known/openid-configuration</a></p>
<p class="note">Sign in from a site (https://localhost:8781 …), or see tests/stand-ins/README.md for the REST calls and control endpoints.</p>
<table data-testid="seeded-accounts"><tr><th>E-mail</th><th>Password</th><th>For</th></tr>
${rows}
</table>`,
  );
}

/** The provider's error page (a bad redirect URI, a missing PKCE challenge …), in the stand-in's frame. */
export function providerErrorPage(ctx: KoaContextWithOIDC, out: Record<string, unknown>): void {
  const rows = Object.entries(out)
    .map(
      ([name, value]) =>
        `<dt>${escapeHtml(name)}</dt><dd data-testid="${escapeHtml(name)}">${escapeHtml(value)}</dd>`,
    )
    .join('\n');
  ctx.type = 'html';
  ctx.body = page(
    'en',
    'Sign-in could not continue',
    `<h1>Sign-in could not continue</h1>\n<dl>\n${rows}\n</dl>`,
  );
}
