import { expect, type Page, type Request } from '@playwright/test';
import { storageKeyPrefix, storedKeys } from '../../../src/config/storage.ts';
import type { Place } from './signIn.ts';
import { englishIn, visibleText } from './visibleText.ts';

/**
 * Islands that wake by themselves (`load`, `idle`) and have not yet: one that waits to be seen
 * or for its page to change wakes, if at all, through a request, which `settled` waits for.
 */
const unwokenIslands =
  '[data-island]:not([data-wake="visible"]):not([data-wake="changed"]):not([data-hydrated])';

/** What a document found stored when it started, written by the init script below. */
interface StoredAtStart {
  localStorage: string[];
  sessionStorage: string[];
  cookies: string;
}

declare global {
  interface Window {
    storedAtStart?: StoredAtStart;
  }
}

/** The requests of one page still under way, and how many have started, as Playwright sees them. */
class Requests {
  private readonly underWay = new Set<Request>();
  private waiting: (() => void)[] = [];
  started = 0;

  constructor(page: Page) {
    page.on('request', (request) => {
      this.underWay.add(request);
      this.started += 1;
    });
    const ended = (request: Request) => {
      this.underWay.delete(request);
      if (this.underWay.size === 0) for (const resolve of this.waiting.splice(0)) resolve();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  get count(): number {
    return this.underWay.size;
  }

  /** Forgets the requests of the document before (a navigation ends them, whether told or not). */
  forget(): void {
    this.underWay.clear();
  }

  /** Resolves once no request is under way; rejects, naming them, if some still are after `ms`. */
  ended(ms: number): Promise<void> {
    if (this.underWay.size === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`requests still under way: ${this.describe()}`)), ms);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** The URLs under way, for a timeout's message. */
  describe(): string {
    return [...this.underWay].map((request) => request.url()).join(', ');
  }
}

/**
 * Visits in one page, each a first visit: before each, the cookies of every origin and the
 * site's local and session storage are cleared (the site keeps the consent choice, the play
 * centres a parent looked at and a reset link there), so every page shows what a new visitor
 * sees, consent panel open. `storedAtStart` says what the page found when it started, so a
 * scan can show that it really was a first visit.
 */
export async function firstVisits(page: Page) {
  const requests = new Requests(page);
  await page.context().addInitScript((displayFontKey: string) => {
    // A browser's error page (a load that failed) has an opaque origin: no storage, no cookies.
    const read = <T>(value: () => T, none: T): T => {
      try {
        return value();
      } catch {
        return none;
      }
    };
    window.storedAtStart = {
      localStorage: read(() => Object.keys(localStorage), []),
      // Not the display face's flag, which the tests' context writes into every new document
      // (fixtures.ts, `displayFaceFromStart`) so headings never swap during a check.
      sessionStorage: read(() => Object.keys(sessionStorage), []).filter((key) => key !== displayFontKey),
      cookies: read(() => document.cookie, ''),
    };
  }, storageKeyPrefix + storedKeys.displayFont.key);

  return {
    /** Opens `url` as a first visit. */
    async open(url: string): Promise<void> {
      // Storage is the origin's, so it is cleared from the document still open (all of a
      // test's pages are on one site). No page writes to storage as it is left: `storedAtStart`
      // would tell. A browser's error page has none to clear.
      await page.evaluate(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // An opaque origin.
        }
      });
      await page.context().clearCookies();
      requests.forget();
      await page.goto(url);
    },

    /**
     * The page has settled as a visitor sees it: the islands that wake by themselves have
     * woken, no request is under way, no transition is (a dialog fading in), and the browser
     * has had nothing else to do, twice in a row with no request started meanwhile. The page's
     * own idle work (islands that wake when idle, the session check) was asked for before, so it
     * has run by then; a response's work (a play centre that changed, a view drawn from an
     * answer) runs before the browser is idle, and any request it starts is waited for in turn.
     * This replaces `networkidle`, which waits half a second after the last request.
     */
    async settled(): Promise<void> {
      for (let quietRounds = 0; quietRounds < 2;) {
        await expect(page.locator(unwokenIslands)).toHaveCount(0);
        await requests.ended(15_000);
        const started = requests.started;
        const idle = await page
          .evaluate(async () => {
            // A dialog fades or slides in: axe would read its colours halfway. (The loader's and
            // spinners' animations never end.)
            const ending = document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
            await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
            await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
            return true;
          })
          .catch((error: Error) => {
            // The page went on to another (a guard, a redirect): that one settles in turn.
            if (/Execution context was destroyed/.test(error.message)) return false;
            throw error;
          });
        quietRounds = idle && requests.started === started && requests.count === 0 ? quietRounds + 1 : 0;
      }
    },

    /** What the page found in storage and cookies when it started. */
    async storedAtStart(): Promise<StoredAtStart | undefined> {
      return page.evaluate(() => window.storedAtStart);
    },
  };
}

/** Nothing stored: what `storedAtStart` finds on a first visit. */
export const nothingStored: StoredAtStart = { localStorage: [], sessionStorage: [], cookies: '' };

/**
 * Where no English may reach a parent (visibleText.spec.ts): the Swedish, German and Finnish
 * sites in their own language. Their pages' first visits are read for it by a11y.spec.ts, on
 * the visits its axe scan makes anyway.
 */
export const visibleTextPlaces = [
  { country: 'se', language: 'sv' },
  { country: 'de', language: 'de' },
  { country: 'fi', language: 'fi' },
] as const satisfies readonly Place[];

/**
 * `expectNoEnglish` (support/visibleText.ts) as a soft expectation, with its message: the lines
 * that hold English, the state of the page and its address. The next page is still read.
 */
export async function expectSoftNoEnglish(page: Page, state: string): Promise<void> {
  const lines = (await visibleText(page))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => englishIn(line).length > 0);
  expect.soft(lines, `English on ${state} (${page.url()})`).toEqual([]);
}
