import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
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
 * WebKitGTK, driven by its own WebDriver. One driver serves one session at a time, and each
 * session is a new browser process with an ephemeral profile, so a tab starts with nothing.
 */
export async function launchWebKit(): Promise<Engine> {
  const driverPath = requireTestTool('webkit');
  const python = webkitPython();
  if (!python) throw new Error(`Missing ${installHint('webkit')}`);
  const screen = await display();
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
    });
    // GTK's and WebKit's own warnings on stderr are not the page's; the page's console is on stdout.
    driver.child.stderr?.removeAllListeners('data');
    if (process.env['VERBOSE_SERVERS'])
      driver.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    await waitForUrl(`${driverUrl}/status`, 15_000, driver);
  } catch (error) {
    screen.stop();
    throw error;
  }

  let current: string[] | null = null;
  createInterface({ input: driver.child.stdout! }).on('line', (line) => {
    if (current && consoleError.test(line)) current.push(line);
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
      return {
        engine: 'webkit',
        problems,
        async goto(url) {
          await session.navigate(url);
        },
        url: () => session.currentUrl(),
        run: (fn, ...args) => session.execute(`return (${fn.toString()}).apply(null, arguments);`, args),
        async click(selector) {
          await session.click(await session.findElement(selector));
        },
        async type(selector, text) {
          await session.sendKeys(await session.findElement(selector), text);
        },
        screenshot: () => session.screenshot(),
        async close() {
          if (current === problems) current = null;
          await session.end();
        },
      };
    },
    async close() {
      await driver.stop();
      screen.stop();
    },
  };
}
