import type { KoaContextWithOIDC } from 'oidc-provider';
import { pagePath } from '../../../src/config/routes.ts';
import { seedAccounts } from '../seed/accounts.ts';
import { developmentEndpoints } from '../shared/origins.ts';
import { escapeHtml, page } from '../shared/html.ts';
import { providerPagePolicy } from './framing.ts';
import { pageLanguage, providerPageTexts } from './texts.ts';

const submitLogoutForm = `document.getElementById('op.logoutForm').submit()`;

/**
 * The provider's sign-out confirmation, submitted at once: the product signs out silently
 * (spec §4) in a hidden frame where nobody could click "yes". `logout=yes` ends the whole
 * provider session (not only this client's part), as the product's sign-out means. Its
 * policy allows exactly this script (by hash) and framing by the five sites.
 */
export function logoutPage(ctx: KoaContextWithOIDC, form: string): void {
  const language = pageLanguage(ctx.oidc.params?.['ui_locales'], ctx.get('accept-language'));
  const t = providerPageTexts(language);
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
  const swedishSignIn = `${developmentEndpoints.se.host}${pagePath('signIn', 'sv')}`;
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
<p class="note">Sign in on a site's own sign-in page (<a href="${escapeHtml(swedishSignIn)}">${escapeHtml(swedishSignIn)}</a> …): this service has no form of its own, as the real one hands its login screen to the sites. tests/stand-ins/README.md has the REST calls and control endpoints.</p>
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
