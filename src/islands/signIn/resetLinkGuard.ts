import { pagePath } from '../../config/routes.ts';
import { isLanguage } from '../../config/languages.ts';
import { site } from '../../config/site.ts';
import { applyGuards, currentGuardInput } from '../../lib/guards/applyGuards.ts';
import { requireQueryParams } from '../../lib/guards/parameterGuards.ts';
import { rememberResetLink, rememberedResetLink } from '../../lib/signIn/handoff.ts';
import { addressWithLink, addressWithoutCode, resetLinkFrom } from '../../lib/signIn/resetLink.ts';

/**
 * The reset page's first script. The link's code leaves the address bar at once and is kept
 * for this tab (a reload still works); a page opened without a whole link (a cut-off address,
 * a reload in another tab) goes by the route guard of spec §5 to the sign-in page, with a
 * notice and the return state kept, instead of showing a form that cannot work.
 * No React: it runs first, before the reset form's island, and needs none of its own.
 */
const language = document.documentElement.lang;
const signInPage = pagePath('signIn', isLanguage(language) ? language : site.country.languages[0]);
const link = resetLinkFrom(window.location.search, rememberedResetLink(window.sessionStorage));
if (link) {
  rememberResetLink(window.sessionStorage, link);
  window.history.replaceState(window.history.state, '', addressWithoutCode(window.location.href));
}
applyGuards(
  [
    requireQueryParams(['userId', 'code'], {
      returnUrl: `${signInPage}?notice=resetLinkIncomplete`,
    }),
  ],
  { ...currentGuardInput(), url: addressWithLink(window.location.href, link) },
);
