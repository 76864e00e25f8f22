import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { failedCallLevel } from '../lib/errors/failedCallLevel.ts';
import { log } from '../lib/log/log.ts';
import { islandHydratedAttribute, islandHydratedEvent } from '../lib/shell/shellReady.ts';
import IslandBoundary from './IslandBoundary.tsx';
import { pageConfig, type ConfiguredPage, type PageConfigs } from './pageConfig.ts';

/** How a page's view goes on screen. */
export interface MountOptions {
  /**
   * The id of the element the view goes into: it replaces the page's loading state, or, on a
   * page the build drew with the same view (`data-prerendered`), hydrates the build's markup.
   */
  root: string;
  /** The page's name in the log, before each failed call (`booking`, `shop`). */
  area: string;
  /** What the log says when the view itself fails to draw (`booking: the page failed`). */
  failed: string;
}

/** Calls `done` once, after React's first commit of what it is wrapped around. */
function AfterFirstCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
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
  /**
   * Runs `run` once the view is on screen: at once, or on a prerendered page once React has
   * taken the build's markup over. What changes the page's stores waits for it there: a store
   * that changed while React hydrates makes React draw everything again in one long task.
   */
  whenDrawn(run: () => void): void;
}

/**
 * The one way a page puts its React UI on screen: reads the page's configuration (once,
 * typed), starts one React root in `options.root` with every island's error boundary around
 * what it draws, and logs a failed call by the one rule. Null when the page has no such
 * element or no configuration of this page. A page with a parent's details also drops its
 * view on sign-out (`dropOnSignOut`, personalView.ts), and a page whose address names what it
 * shows points its language links at it (`pointLanguageLinks`, pageLanguageLinks.ts): modules
 * of their own, so a page that needs neither (onboarding) downloads neither. A root the build
 * drew with the same view (`data-prerendered`) is hydrated; the shell's small islands have their
 * own way (components/Island.astro, hydrateIsland.ts).
 */
export function mountPage<Page extends ConfiguredPage>(
  page: Page,
  options: MountOptions,
): MountedPage<PageConfigs[Page]> | null {
  const container = document.getElementById(options.root);
  const config = pageConfig(page);
  if (!container || !config) return null;
  // A page the build drew with this view (an article, a class it knew) is hydrated: React takes
  // over the build's markup, changing only what its state changes, and what the parent typed
  // or focused before the script came stays as it is.
  const prerendered = container.hasAttribute('data-prerendered');
  let root: Root | null = null;
  let drawn = !prerendered;
  const waiting: (() => void)[] = [];
  // The head's first-tap script holds a tap on the build's controls until this (lib/shell/firstTap.ts).
  const hydrated = () => {
    if (drawn) return;
    drawn = true;
    for (const run of waiting.splice(0)) run();
    container.setAttribute(islandHydratedAttribute, '');
    container.dispatchEvent(new Event(islandHydratedEvent));
  };
  let dropped = false;
  const failed = (error: unknown) => log.error(options.failed, error);
  return {
    config,
    render(view) {
      if (dropped) return;
      const boundary = <IslandBoundary onError={failed}>{view}</IslandBoundary>;
      // The same tree every time: the wrapper draws nothing, so the build's markup still matches.
      const tree = prerendered ? <AfterFirstCommit done={hydrated}>{boundary}</AfterFirstCommit> : boundary;
      if (root) root.render(tree);
      else if (prerendered)
        // In a transition: React hydrates in slices and a phone's main thread is never long busy.
        startTransition(() => {
          root = hydrateRoot(container, tree, {
            onRecoverableError: (error) =>
              log.warn(`${options.area}: drawn again, its markup differed`, error),
          });
        });
      else (root = createRoot(container)).render(tree);
    },
    drop() {
      dropped = true;
      root?.unmount();
    },
    report: (error) => log[failedCallLevel(error)](options.area, error),
    whenDrawn(run) {
      if (drawn) run();
      else waiting.push(run);
    },
  };
}
