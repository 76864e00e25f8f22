import { $loaderVisible } from '../../stores/navigation.ts';

/** The loader overlay is static markup; this only shows and hides it (CSS does the fades). */
export function startLoader(): void {
  const loader = document.querySelector<HTMLElement>('[data-loader]');
  if (!loader) return;
  $loaderVisible.subscribe((visible) => loader.classList.toggle('loader--shown', visible));
}
