/**
 * Whether this page is already on its way to the sign-in page or the identity service: the
 * login guard, the sign-out watcher and the sign-in page's OIDC start can all ask at once, and
 * the first one leads. One flag for all of them (lib/session/controller.ts, signInRedirect.ts).
 */
let leaving = false;
// A page restored from the back-forward cache may leave again.
window.addEventListener('pageshow', () => {
  leaving = false;
});

/** Claims the one departure of this page; false when another is already under way. */
export function startLeaving(): boolean {
  if (leaving) return false;
  leaving = true;
  return true;
}

/** The departure did not happen (the identity service could not be reached): the page stays. */
export function stayOnPage(): void {
  leaving = false;
}
