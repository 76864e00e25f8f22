import { keepingQuery } from '../../lib/shell/languageSwitch.ts';

/** Language buttons keep the page and what came with it: its query and fragment. */
export function startLanguageLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-query]')) {
    link.href = keepingQuery(link.getAttribute('href') ?? link.href, location);
  }
}
