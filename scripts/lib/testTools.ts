import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Where the test suites find the browsers and programs they need, in one place: the browser
 * suite (Playwright's config), the cross-engine suite (tests/engines), the stand-ins' own
 * browser checks, the HTML check and the benches. Each is looked for in this order: its
 * environment variable, then Playwright's own build where `npx playwright install` put one,
 * then Debian's package. Nothing is downloaded.
 */
export type TestTool = 'chromiumShell' | 'chromium' | 'firefox' | 'webkit' | 'java';

interface ToolSource {
  /** What a person installs, said in one line. */
  what: string;
  /** The variable that names the program outright. */
  variable: string;
  /** Playwright's own build of it, when installed. */
  playwright?: () => string;
  /** Where Debian's package puts it. */
  debian: string[];
  /** Its command's name, looked for on the PATH last (a Mac's Firefox or Java, say). */
  command?: string;
  /** The Debian packages, as `.ci/run` installs them. */
  packages: string[];
}

const sources: Record<TestTool, ToolSource> = {
  // The suites' Chromium: the same engine without the browser around it (no GPU process, no
  // windows), the build Playwright itself runs headless. The browser suite needs a third less
  // CPU on it than on the full browser (docs/testing.md). Where it is not found, Playwright's
  // config leaves the choice to Playwright, which runs its own when installed.
  chromiumShell: {
    what: "Chromium's headless shell",
    variable: 'CHROMIUM_SHELL_PATH',
    debian: ['/usr/bin/chromium-headless-shell'],
    packages: ['chromium-headless-shell'],
  },
  // The full browser, for the benches (`npm run bench…`): their figures are a browser's, as a
  // parent's renders, compositor and all.
  chromium: {
    what: 'Chromium',
    variable: 'CHROMIUM_PATH',
    playwright: () => chromium.executablePath(),
    debian: ['/usr/bin/chromium'],
    packages: ['chromium'],
  },
  // Driven over WebDriver BiDi (puppeteer-core). Playwright's own Firefox is a patched build
  // that speaks Playwright's protocol, so it is not looked for.
  firefox: {
    what: 'Firefox',
    variable: 'FIREFOX_PATH',
    debian: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    command: 'firefox',
    packages: ['firefox-esr'],
  },
  // WebKitGTK's WebDriver; the browser it drives is tests/engines/webkit/webkitShell.py, which
  // needs GTK's Python bindings for WebKit and, without a display, Xvfb.
  webkit: {
    what: 'WebKitGTK WebDriver',
    variable: 'WEBKIT_WEBDRIVER_PATH',
    debian: ['/usr/bin/WebKitWebDriver'],
    packages: ['webkit2gtk-driver', 'gir1.2-webkit2-4.1', 'python3-gi', 'xvfb', 'xauth'],
  },
  java: {
    what: 'Java 17 or newer (for the Nu HTML Checker)',
    variable: 'JAVA',
    debian: ['/usr/bin/java'],
    command: 'java',
    packages: ['openjdk-17-jre-headless'],
  },
};

/** The program's path, or null where none of the places has it. */
export function findTestTool(tool: TestTool): string | null {
  const source = sources[tool];
  // A variable that names no file is a mistake to report, not to look past.
  const named = process.env[source.variable];
  if (named) return existsSync(named) ? named : null;
  const javaHome = process.env['JAVA_HOME'];
  if (tool === 'java' && javaHome) return existsSync(`${javaHome}/bin/java`) ? `${javaHome}/bin/java` : null;
  const own = source.playwright?.();
  if (own && existsSync(own)) return own;
  const debian = source.debian.find((path) => existsSync(path));
  if (debian) return debian;
  return source.command ? findOnPath(source.command) : null;
}

function findOnPath(command: string): string | null {
  const folders = (process.env['PATH'] ?? '').split(delimiter).filter(Boolean);
  return folders.map((folder) => join(folder, command)).find((path) => existsSync(path)) ?? null;
}

/** What to do about a missing tool, in one line. */
export function installHint(tool: TestTool): string {
  const source = sources[tool];
  return `${source.what}: apt-get install ${source.packages.join(' ')} (or set ${source.variable})`;
}

/** The program's path; throws the install line where there is none. */
export function requireTestTool(tool: TestTool): string {
  const path = findTestTool(tool);
  if (!path) throw new Error(`Missing ${installHint(tool)}`);
  return path;
}

/**
 * The Python that runs WebKit's browser (tests/engines/webkit/webkitShell.py): the first whose
 * GTK bindings load WebKit. Debian's own comes first: a Python from pyenv or a virtualenv,
 * earlier on the PATH, has no system packages.
 */
export function webkitPython(): string | null {
  const candidates = [process.env['WEBKIT_PYTHON'], '/usr/bin/python3', 'python3'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  return (
    candidates.find(
      (python) =>
        spawnSync(
          python,
          ['-c', "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1')"],
          {
            stdio: 'ignore',
          },
        ).status === 0,
    ) ?? null
  );
}

/**
 * What a tool lacks beyond its own program, as the install line, or null. WebKit's browser is a
 * GTK program: it needs Python's GTK bindings and, without a display, Xvfb.
 */
export function missingParts(tool: TestTool): string | null {
  if (tool !== 'webkit') return null;
  if (!webkitPython()) return installHint('webkit');
  if (!process.env['DISPLAY'] && !findOnPath('Xvfb')) return installHint('webkit');
  return null;
}
