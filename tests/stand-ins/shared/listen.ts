import type { RequestListener } from 'node:http';
import { createServer, type Server } from 'node:https';
import { ensureLocalCertificate } from '../../../scripts/lib/localCertificate.ts';

export interface RunningServer {
  name: string;
  url: string;
  close(): Promise<void>;
}

function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // Keep-alive connections from fetch or a browser would otherwise hold close() open.
    server.closeAllConnections();
  });
}

/**
 * Serves `listener` over https with the project's local certificate, as development runs on
 * https://localhost (see src/config/environments.ts), on loopback only: 127.0.0.1, and ::1
 * where the machine has IPv6, because "localhost" resolves to either depending on the machine
 * and the client. Never on other interfaces: the stand-ins hold well-known passwords.
 */
export async function listen(name: string, listener: RequestListener, port: number): Promise<RunningServer> {
  const tls = ensureLocalCertificate();
  const ipv4 = createServer(tls, listener);
  try {
    await listenOn(ipv4, port, '127.0.0.1');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'EADDRINUSE'
        ? `Port ${port} (${name} stand-in) is already in use. Is "npm start" running in another terminal?`
        : `The ${name} stand-in could not listen on port ${port}: ${String(error)}`,
      { cause: error },
    );
  }
  const ipv6 = createServer(tls, listener);
  const servers = [ipv4];
  try {
    await listenOn(ipv6, port, '::1');
    servers.push(ipv6);
  } catch {
    // No IPv6 loopback here (or the port is taken on it): 127.0.0.1 is enough.
  }
  return {
    name,
    url: `https://localhost:${port}`,
    close: async () => {
      await Promise.all(servers.map(close));
    },
  };
}
