import { $loaderVisible } from '../../stores/navigation.ts';
import { $session } from '../../stores/session.ts';

/**
 * The loader overlay is static markup; this only shows and hides it (CSS does the fades). While
 * the parent signs out it also says so, in words, and the page under it is out of reach
 * (`inert`): nothing may act as the parent once they have tapped sign-out.
 * No React: the overlay must answer at once on every page, before any island has woken.
 */
export function startLoader(): void {
  const loader = document.querySelector<HTMLElement>('[data-loader]');
  if (!loader) return;
  const words = loader.querySelector<HTMLElement>('[data-loader-signing-out]');
  const loading = loader.querySelector<HTMLElement>('[data-loader-text]');
  let signingOut = false;
  const show = () => loader.classList.toggle('loader--shown', signingOut || $loaderVisible.get());
  $loaderVisible.subscribe(show);
  $session.subscribe((session) => {
    if (signingOut || session.status !== 'signingOut') return;
    signingOut = true;
    if (words) words.hidden = false;
    if (loading) loading.hidden = true;
    for (const part of document.body.children)
      if (part !== loader && part instanceof HTMLElement) part.inert = true;
    show();
  });
}
