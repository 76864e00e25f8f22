import { signInLinkFor } from '../../lib/shell/signInLink.ts';

/**
 * Sign-in links name this very address as where to come back to, so a long press, a copied
 * link or a new tab gets it right too (a tap before this runs is completed by the head's
 * first-tap script, lib/shell/firstTap.ts).
 * No React: sign-in links are the shell's static links, on every page.
 */
export function startSignInLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-sign-in-link]')) {
    link.href = signInLinkFor(link.getAttribute('href') ?? link.href, location);
  }
}
