import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { failedCallLevel } from '../lib/errors/failedCallLevel.ts';
import { log } from '../lib/log/log.ts';
import IslandBoundary from './IslandBoundary.tsx';
import { pageConfig, type ConfiguredPage, type PageConfigs } from './pageConfig.ts';

/** How a page's view goes on screen. */
export interface MountOptions {
  /** The id of the element the view replaces (the page's prerendered loading state). */
  root: string;
  /** The page's name in the log, before each failed call (`booking`, `shop`). */
  area: string;
  /** What the log says when the view itself fails to draw (`booking: the page failed`). */
  failed: string;
}

/** A page's React UI on screen: its configuration, its one root and its log. */
export interface MountedPage<Config> {
  /** What the build wrote into the page for its script (components/PageConfig.astro). */
  config: Config;
  /** Draws the page's view, inside the error boundary; again with each call, on the one root. */
  render(view: ReactNode): void;
  /** Takes the view off the screen for good: nothing draws it again, a late answer included. */
  drop(): void;
  /** Logs a failed call by the one rule (lib/errors/failedCallLevel.ts): a warning or an error. */
  report(error: unknown): void;
}

/**
 * The one way a page puts its React UI on screen: reads the page's configuration (once,
 * typed), starts one React root in `options.root` with every island's error boundary around
 * what it draws, and logs a failed call by the one rule. Null when the page has no such
 * element or no configuration of this page. A page with a parent's details also drops its
 * view on sign-out (`dropOnSignOut`, personalView.ts), and a page whose address names what it
 * shows points its language links at it (`pointLanguageLinks`, pageLanguageLinks.ts): modules
 * of their own, so a page that needs neither (onboarding) downloads neither. Islands
 * prerendered with their markup are hydrated instead (components/Island.astro,
 * hydrateIsland.ts).
 */
export function mountPage<Page extends ConfiguredPage>(
  page: Page,
  options: MountOptions,
): MountedPage<PageConfigs[Page]> | null {
  const container = document.getElementById(options.root);
  const config = pageConfig(page);
  if (!container || !config) return null;
  const root = createRoot(container);
  let dropped = false;
  const failed = (error: unknown) => log.error(options.failed, error);
  return {
    config,
    render(view) {
      if (!dropped) root.render(<IslandBoundary onError={failed}>{view}</IslandBoundary>);
    },
    drop() {
      dropped = true;
      root.unmount();
    },
    report: (error) => log[failedCallLevel(error)](options.area, error),
  };
}
