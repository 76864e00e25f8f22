import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { connect } from 'node:net';

const running = new Set<ChildProcess>();

// Whatever way this process ends (an error, Ctrl-C, a test runner's SIGTERM), its servers end
// with it: they run in their own process groups, so nobody else would stop them.
process.once('exit', () => {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** Where everything a server prints goes, whole and without colours (`site se` → `.logs/site-se.log`). */
export function serverLogPath(name: string): string {
  return `.logs/${name.replace(/[^\w-]+/g, '-')}.log`;
}

// ANSI colour codes (ESC [ … m), which wrangler adds to its lines.
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A child process started in its own process group, so stopping it stops its children too. */
export interface Managed {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startManaged(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Managed {
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv(env),
  });
  // The whole output in a file of its own, for the engineer reading back and for tests that
  // check what a server logged (the console below shows only errors, and only when asked).
  mkdirSync('.logs', { recursive: true });
  const logFile = createWriteStream(serverLogPath(name), { flags: 'w' });
  const keep = (chunk: Buffer) => logFile.write(chunk.toString().replace(colours, ''));
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => {
    keep(chunk);
    if (process.env['VERBOSE_SERVERS']) console.log(prefix(chunk));
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    const text = prefix(chunk);
    // Wrangler reports its own failed update check on a machine without internet; not ours.
    // A client that does not trust the local certificate (a readiness probe) is not an error of ours.
    if (text && !/update check|fetch failed|EAI_AGAIN|ENOTFOUND|getaddrinfo|TLS handshake failed/i.test(text))
      console.error(text);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  running.add(child);
  child.once('exit', () => {
    running.delete(child);
    logFile.end();
  });
  return {
    name,
    child,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timeout = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/** Resolves once `url` answers at all (any status), or rejects after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000, process?: Managed): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && process.child.exitCode !== null) {
      throw new Error(`${process.name} exited (code ${process.child.exitCode}) before ${url} answered`);
    }
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * True when something already listens on `url`'s port (a server left running by `npm start`).
 * A TCP connect, not a fetch: a server with another local certificate still counts as there.
 */
export function isAnswering(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port: Number(port) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The project's root folder, wherever a script is started from. */
export const projectRoot = new URL('../../', import.meta.url).pathname;

/** A command installed by npm into node_modules/.bin (works outside `npm run` too). */
export function bin(name: string): string {
  return `${projectRoot}node_modules/.bin/${name}`;
}

/**
 * Environment for child processes: node_modules/.bin first on PATH, so tools whose shebang
 * says `node` run on the project's Node 22 rather than the machine's older one.
 */
export function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${projectRoot}node_modules/.bin:${process.env['PATH'] ?? ''}`, ...extra };
}
