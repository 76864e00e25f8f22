import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '../config/languages.ts';
import { site } from '../config/site.ts';
import { failedCallLevel } from '../lib/errors/failedCall.ts';
import { log } from '../lib/log/log.ts';
import { isSignedOut } from '../lib/session/state.ts';
import { $session } from '../stores/session.ts';
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
  /**
   * A view with a parent's details, children or orders (the booking form, the shop's article
   * and order pages): the moment a parent this page knew as signed in signs out, here (at the
   * tap) or in another tab, the view leaves the screen, before the page leaves for the sign-in
   * page, and nothing draws it again (an answer arriving late included).
   */
  personal: boolean;
}

/** A page's React UI on screen: its configuration, its one root, its log and its language links. */
export interface MountedPage<Config> {
  /** What the build wrote into the page for its script (components/PageConfig.astro). */
  config: Config;
  /** Draws the page's view, inside the error boundary; again with each call, on the one root. */
  render(view: ReactNode): void;
  /** Logs a failed call by the one rule (lib/errors/failedCall.ts): a warning or an error. */
  report(error: unknown): void;
  /**
   * Each language button leads to this page in that language: the built page knows only its
   * folder, the address names what it shows. `pathIn` gives the page's path in a language, or
   * null to leave that button as the build wrote it.
   */
  languageLinks(pathIn: (language: Language) => string | null): void;
}

/**
 * The one way a page puts its React UI on screen: reads the page's configuration (once,
 * typed), starts one React root in `options.root` with every island's error boundary around
 * what it draws, and owns the rule for logging a failed call and the language links. Null when
 * the page has no such element or no configuration of this page. Islands prerendered with
 * their markup are hydrated instead (components/Island.astro, hydrateIsland.ts).
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
  if (options.personal) {
    let signedIn = false;
    const stop = $session.subscribe((session) => {
      if (session.status === 'signedIn') signedIn = true;
      else if (signedIn && isSignedOut(session)) {
        dropped = true;
        root.unmount();
        queueMicrotask(stop);
      }
    });
  }
  const failed = (error: unknown) => log.error(options.failed, error);
  return {
    config,
    render(view) {
      if (!dropped) root.render(<IslandBoundary onError={failed}>{view}</IslandBoundary>);
    },
    report: (error) => log[failedCallLevel(error)](options.area, error),
    languageLinks(pathIn) {
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-query][hreflang]')) {
        const language = site.country.languages.find((each) => each === link.hreflang);
        const path = language ? pathIn(language) : null;
        if (path !== null) link.href = path;
      }
    },
  };
}
