import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { installHint, requireTestTool, webkitPython } from '../../../scripts/lib/testTools.ts';
import { startManaged, waitForUrl, type Managed } from '../../../scripts/lib/processes.ts';
import { phoneViewport, type Engine, type Tab } from '../engine.ts';
import { WebDriverSession } from './webDriver.ts';

const shell = new URL('./webkitShell.py', import.meta.url).pathname;

/**
 * A console line of WebKit's that counts as a problem: `CONSOLE ERROR`, `CONSOLE JS ERROR`
 * (uncaught errors and promise rejections), `CONSOLE SECURITY ERROR` (a CSP violation),
 * `CONSOLE NETWORK ERROR` (a failed load).
 */
const consoleError = /\bCONSOLE (?:[A-Z]+ )?ERROR\b/;

/**
 * Console errors of WebKit's that are not the page's problem:
 * - on every page, `manifest-src` unknown: WebKitGTK's build has no web app manifests
 *   (ENABLE(APPLICATION_MANIFEST) is on for Apple's ports only); Safari knows the directive;
 * - a page left (a navigation, a closed tab) while a cross-origin call or a dynamic import was
 *   under way: WebKit says so in the words of a real failure, a refused CORS call and
 *   "Importing a module script failed" (unhandled: the session's start, lib/session/boot.ts,
 *   does not catch it). A real one fails in Chromium and Firefox too, whose words tell it
 *   apart from a page left.
 */
const notThePage = [
  /Unrecognized Content-Security-Policy directive 'manifest-src'/,
  /CONSOLE JS ERROR Fetch API cannot load \S+ due to access control checks\.$/,
  /CONSOLE JS ERROR Unhandled Promise Rejection: TypeError: Importing a module script failed\.$/,
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A display for the GTK window: the machine's own, or an Xvfb of our own (`-displayfd` picks a
 * free display number and says which).
 */
async function display(): Promise<{ name: string; stop(): void }> {
  const own = process.env['DISPLAY'];
  if (own) return { name: own, stop: () => undefined };
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display`)));
    xvfb.stdio[3]?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return { name: `:${number}`, stop: () => xvfb.kill() };
}

/**
 * The windows (tabs) of one WebDriver session. The session sends every command to its current
 * window, so each tab's command switches to its own first, when another tab's spoke last; and
 * the commands go one at a time, for two tabs' commands interleaved would switch under each
 * other.
 */
class Windows {
  private readonly session: WebDriverSession;
  readonly first: string;
  private active: string | null;
  private queue: Promise<unknown> = Promise.resolve();
  private ended = false;

  constructor(session: WebDriverSession, first: string) {
    this.session = session;
    this.first = first;
    this.active = first;
  }

  /** Runs the command after the commands sent before it. */
  private queued<T>(command: () => Promise<T>): Promise<T> {
    const result = this.queue.then(command, command);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Runs the command in the window of that handle. */
  in<T>(handle: string, command: () => Promise<T>): Promise<T> {
    return this.queued(async () => {
      if (this.active !== handle) {
        await this.session.switchTo(handle);
        this.active = handle;
      }
      return command();
    });
  }

  /** Closes that window and leaves the others; nothing to do once the session has ended. */
  close(handle: string): Promise<void> {
    return this.queued(async () => {
      if (this.ended) return;
      if (this.active !== handle) await this.session.switchTo(handle);
      // No window is current now: the next command switches to its own.
      this.active = null;
      await this.session.closeWindow();
    });
  }

  /** Ends the session, and with it the browser and every window. */
  end(): Promise<void> {
    return this.queued(async () => {
      this.ended = true;
      await this.session.end();
    });
  }
}

/**
 * WebKitGTK, driven by its own WebDriver. One driver serves one session at a time, and each
 * session is a new browser process with a new, empty profile, so a tab starts with nothing.
 */
export async function launchWebKit(): Promise<Engine> {
  const driverPath = requireTestTool('webkit');
  const python = webkitPython();
  if (!python) throw new Error(`Missing ${installHint('webkit')}`);
  const screen = await display();
  const profiles = mkdtempSync(join(tmpdir(), 'webkit-profiles-'));
  const removeProfiles = () => rmSync(profiles, { recursive: true, force: true });
  const port = await freePort();
  const driverUrl = `http://127.0.0.1:${port}`;
  let driver: Managed;
  try {
    driver = startManaged('WebKitWebDriver', driverPath, [`--port=${port}`], {
      DISPLAY: screen.name,
      // A narrower or taller window for a look at a page (`ENGINE_VIEWPORT=320x2400`); a phone's otherwise.
      ENGINE_VIEWPORT: process.env['ENGINE_VIEWPORT'] ?? `${phoneViewport.width}x${phoneViewport.height}`,
      // Line-buffered, so each console line reaches us as it happens, not when the browser ends.
      PYTHONUNBUFFERED: '1',
      // Where each browser keeps its profile (webkitShell.py): removed with the engine.
      ENGINE_PROFILES: profiles,
    });
    // Not every line on stderr is a server's error to show: GTK's and WebKit's own warnings are
    // there, and the page's console lines (read below).
    driver.child.stderr?.removeAllListeners('data');
    if (process.env['VERBOSE_SERVERS'])
      driver.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    await waitForUrl(`${driverUrl}/status`, 15_000, driver);
  } catch (error) {
    screen.stop();
    removeProfiles();
    throw error;
  }

  let current: string[] | null = null;
  // WebKitGTK writes the page's console lines to stderr, whatever its setting's name says ("to
  // stdout"); stdout is read too, in case a later version goes by the name.
  for (const output of [driver.child.stdout!, driver.child.stderr!])
    createInterface({ input: output }).on('line', (line) => {
      if (current && consoleError.test(line) && !notThePage.some((known) => known.test(line)))
        current.push(line);
    });

  const capabilities = {
    acceptInsecureCerts: true,
    pageLoadStrategy: 'normal',
    'webkitgtk:browserOptions': { binary: python, args: [shell] },
  };
  const probe = await WebDriverSession.start(driverUrl, capabilities);
  const version = `WebKitGTK ${probe.capabilities.browserVersion}`;
  await probe.end();

  return {
    name: 'webkit',
    version,
    async open(): Promise<Tab> {
      const session = await WebDriverSession.start(driverUrl, capabilities);
      const problems: string[] = [];
      current = problems;
      const windows = new Windows(session, await session.windowHandle());
      const tabIn = (handle: string, close: () => Promise<void>): Tab => {
        const send = <T>(command: () => Promise<T>) => windows.in(handle, command);
        return {
          engine: 'webkit',
          problems,
          async goto(url) {
            await send(() => session.navigate(url));
          },
          url: () => send(() => session.currentUrl()),
          run: (fn, ...args) =>
            send(() => session.execute(`return (${fn.toString()}).apply(null, arguments);`, args)),
          async click(selector) {
            await send(async () => session.click(await session.findElement(selector)));
          },
          async type(selector, text) {
            await send(async () => session.sendKeys(await session.findElement(selector), text));
          },
          screenshot: () => send(() => session.screenshot()),
          async openTab() {
            const other = await send(() => session.newTab());
            return tabIn(other, () => windows.close(other));
          },
          close,
        };
      };
      return tabIn(windows.first, async () => {
        if (current === problems) current = null;
        await windows.end();
      });
    },
    async close() {
      await driver.stop();
      screen.stop();
      removeProfiles();
    },
  };
}
