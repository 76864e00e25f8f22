import type { ReadableAtom } from 'nanostores';
import {
  countBadgeContent,
  type CountBadgeContent,
  type CountBadgeTexts,
} from '../../lib/badge/countBadge.ts';
import type { SidebarCounts, SidebarCountsState } from '../../stores/sidebarCounts.ts';

/** What components/SidebarStatus.astro prerendered for this code, in the page's language. */
interface Prerendered {
  root: HTMLElement;
  notice: HTMLElement;
  template: HTMLTemplateElement;
  /** The href of the link each count belongs beside. */
  targets: Record<keyof SidebarCounts, string>;
  texts: CountBadgeTexts & { failed: string };
  language: string;
}

function prerendered(): Prerendered | undefined {
  const root = document.querySelector<HTMLElement>('[data-sidebar-counts]');
  const notice = root?.querySelector<HTMLElement>('[data-sidebar-counts-notice]');
  const template = root?.querySelector<HTMLTemplateElement>('template[data-count-badge-template]');
  if (!root || !notice || !template) return undefined;
  return {
    root,
    notice,
    template,
    targets: JSON.parse(root.dataset['targets'] ?? '{}') as Prerendered['targets'],
    texts: JSON.parse(root.dataset['texts'] ?? '{}') as Prerendered['texts'],
    language: document.documentElement.lang,
  };
}

/**
 * Fills a badge element of components/badge/CountBadge.astro (its number and its text
 * alternative) and shows it; hides it for null.
 */
function showCountBadge(badge: HTMLElement, content: CountBadgeContent | null): void {
  const number = badge.querySelector('[data-count-badge-number]');
  const label = badge.querySelector('[data-count-badge-label]');
  if (number) number.textContent = content?.shown ?? '';
  if (label) label.textContent = content?.label ?? '';
  badge.hidden = content === null;
}

/** A badge inside the sidebar link to `href` (added once), or undefined when there is no such link. */
function badgeFor(page: Prerendered, name: string, href: string): HTMLElement | undefined {
  const sidebar = page.root.closest('dialog') ?? document;
  const link = [...sidebar.querySelectorAll('a')].find((anchor) => anchor.getAttribute('href') === href);
  if (!link) return undefined;
  const existing = link.querySelector<HTMLElement>(`[data-count-badge="${name}"]`);
  if (existing) return existing;
  const badge = page.template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!badge) return undefined;
  badge.dataset['countBadge'] = name;
  link.append(badge);
  return badge;
}

/** The translated notice inside the sidebar (spec §8), in its polite live region. */
function showNotice(page: Prerendered, shown: boolean): void {
  if (!shown) {
    page.notice.replaceChildren();
    return;
  }
  if (page.notice.childElementCount > 0) return;
  const notice = document.createElement('div');
  notice.className = 'notice notice--error';
  const text = document.createElement('p');
  text.className = 'notice__text';
  text.textContent = page.texts.failed;
  notice.append(text);
  page.notice.append(notice);
}

/**
 * Shows the counts as badges beside the tickets and party links, and a failure as a notice
 * inside the sidebar; the links themselves never change, so they work whatever happens here.
 * While a newer count loads the previous badges stay, so reopening the menu does not flicker.
 */
export function renderSidebarCounts($counts: ReadableAtom<SidebarCountsState>): () => void {
  const page = prerendered();
  if (!page) return () => undefined;
  return $counts.subscribe((state) => {
    if (state.status === 'loading') {
      showNotice(page, false);
      return;
    }
    showNotice(page, state.status === 'failed');
    for (const [name, href] of Object.entries(page.targets)) {
      const badge = badgeFor(page, name, href);
      const count = state.status === 'loaded' ? state.counts[name as keyof SidebarCounts] : null;
      if (badge) showCountBadge(badge, countBadgeContent(count, page.texts, page.language));
    }
  });
}
