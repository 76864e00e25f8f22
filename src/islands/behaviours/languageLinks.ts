import { keepingQuery, pathInLanguage } from '../../lib/shell/languageSwitch.ts';

/**
 * Language buttons keep the page and what came with it: the play centre and age group of an
 * item page's address (`data-path-pattern`, against the list's `data-own-pattern`), its query
 * and its fragment. The head's first-tap script does the same for a tap before this runs.
 * No React: the language buttons are the shell's static links, on every page.
 */
export function startLanguageLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-query]')) {
    const target = link.dataset['pathPattern'];
    const own = link.closest<HTMLElement>('[data-own-pattern]')?.dataset['ownPattern'];
    const path = target && own ? pathInLanguage(own, target, location.pathname) : null;
    link.href = keepingQuery(path ?? link.getAttribute('href') ?? link.href, location);
  }
}
