/**
 * What a cross-engine test asks of a browser, whichever engine runs it: WebKitGTK through
 * WebKitWebDriver (classic WebDriver, `webkit/`) or Firefox through WebDriver BiDi
 * (puppeteer-core, `firefox/`). Kept small on purpose: navigate, run a function in the page,
 * click and type as a person does, and report every console error and uncaught error.
 */
export type EngineName = 'webkit' | 'firefox';

/** A phone-sized window in CSS pixels (an iPhone 13 / 14). */
export const phoneViewport = { width: 390, height: 844 } as const;

export interface Tab {
  readonly engine: EngineName;
  /** Loads the address and waits for its `load` event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn` in the page with JSON arguments and gives back its JSON result (a promise is
   * awaited). `fn` is sent as source text: it may use only its arguments and the page's globals.
   */
  run<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** A real click at the middle of the first element the CSS selector finds. */
  click(selector: string): Promise<void>;
  /** Focuses the element and types the text as key presses. */
  type(selector: string, text: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  /**
   * Console errors and uncaught errors (with promise rejections) since the tab opened, in it and
   * in every tab opened from it: they are one profile's, and count for the test alike.
   */
  readonly problems: readonly string[];
  /**
   * A new tab in the same profile, as a person opens one beside this: the same cookies,
   * localStorage and BroadcastChannel; a sessionStorage of its own. It starts blank, with this
   * tab's viewport.
   */
  openTab(): Promise<Tab>;
  /** Closes this tab; the first tab of a profile closes the profile, with every tab opened from it. */
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** The engine's name and version, for the report. */
  readonly version: string;
  /** A new tab in a fresh profile: no cookies, no storage, nothing from an earlier tab. */
  open(): Promise<Tab>;
  close(): Promise<void>;
}
