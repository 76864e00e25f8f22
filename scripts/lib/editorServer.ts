import { readFile } from 'node:fs/promises';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decapBundleFile, editorFolder, editorLocalApiPath } from '../../src/config/editorSite.ts';
import { editorConfigYaml } from './editorConfig.ts';
import { ensureLocalCertificate } from './localCertificate.ts';
import { editorContentSecurityPolicy } from '../../src/lib/editorSignIn/editorHeaders.ts';
import { projectRoot, startManaged, waitForUrl } from './processes.ts';

/**
 * The content editor locally: Decap CMS's page on https (the local certificate every site
 * uses), with decap-server, Decap's local proxy, behind the same origin at /api/v1. decap-server
 * reads and writes the files of `repoDir` (`MODE=fs`: straight into the working tree, no commit);
 * `npm start` points it at the project, the browser test at a temporary copy.
 */

/** Decap's prebuilt bundle and the chunks it loads from beside itself. */
export const decapDistDir = join(projectRoot, 'node_modules/decap-cms/dist');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
};

/** A free port on loopback for decap-server, which only this server talks to. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The editor's static files: its page from editor/, Decap's from node_modules. */
function staticFile(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '/index.html') return join(projectRoot, editorFolder, 'index.html');
  // Only plain file names under decap/: never a path out of Decap's folder.
  const bundled = /^\/decap\/([\w.-]+\.js(?:\.map)?)$/.exec(pathname);
  return bundled ? join(decapDistDir, bundled[1]!) : undefined;
}

async function serveStatic(pathname: string, response: ServerResponse): Promise<void> {
  if (pathname === '/config.yml') {
    // The local configuration (decap-server, no sign-in), written from the schema on every load:
    // the committed editor/config.yml is the deployed one.
    response
      .writeHead(200, { 'content-type': contentTypes['.yml']!, 'cache-control': 'no-store' })
      .end(editorConfigYaml('local'));
    return;
  }
  const path = staticFile(pathname);
  const body = path ? await readFile(path).catch(() => undefined) : undefined;
  if (!path || !body) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const type = contentTypes[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream';
  // The page is read again on every load; Decap's 5 MB bundle changes only with an upgrade, so a
  // reload need not fetch it again.
  const caching = pathname.startsWith('/decap/') ? 'max-age=3600' : 'no-store';
  response
    .writeHead(200, {
      'content-type': type,
      'cache-control': caching,
      // The deployed editor's policy (editor/_headers), so that what works here, the browser
      // test included, works under it.
      'content-security-policy': editorContentSecurityPolicy,
    })
    .end(body);
}

async function passToDecapServer(request: IncomingMessage, response: ServerResponse, apiUrl: string) {
  const answer = await fetch(apiUrl, {
    method: request.method,
    headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
    body: request.method === 'POST' ? (await readBody(request)).toString('utf8') : undefined,
  });
  response
    .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
    .end(Buffer.from(await answer.arrayBuffer()));
}

export interface RunningEditor {
  url: string;
  stop(): Promise<void>;
}

/** Starts decap-server on `repoDir` and the editor's https server on `port` (0: any free port). */
export async function startEditor({
  port,
  repoDir,
}: {
  port: number;
  repoDir: string;
}): Promise<RunningEditor> {
  const decapPort = await freePort();
  const decapServer = startManaged(
    'editor decap-server',
    process.execPath,
    [join(projectRoot, 'node_modules/decap-server/dist/index.js')],
    {
      PORT: String(decapPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repoDir,
      LOG_LEVEL: 'warn',
    },
  );
  const apiUrl = `http://127.0.0.1:${decapPort}${editorLocalApiPath}`;
  try {
    await waitForUrl(apiUrl, 30_000, decapServer);
  } catch (error) {
    await decapServer.stop();
    throw error;
  }
  const server: Server = createHttpsServer(ensureLocalCertificate(), (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'https://localhost');
    const handled =
      pathname === editorLocalApiPath
        ? passToDecapServer(request, response, apiUrl)
        : serveStatic(pathname, response);
    handled.catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The editor's server failed: ${(error as Error).message}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  return {
    url: `https://localhost:${listening}/`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await decapServer.stop();
    },
  };
}

/** Decap's files a deployed editor needs: the bundle and the chunks it loads, no source maps. */
export function isDeployedDecapFile(name: string): boolean {
  return name.endsWith(decapBundleFile);
}
