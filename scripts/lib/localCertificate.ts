import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { projectRoot } from './processes.ts';

/**
 * Local development runs on https://localhost. Cloudflare accepts only relative or https://
 * targets in `_redirects`, so the redirects to other country hosts and to the account site can
 * only be exercised locally over TLS; and the sign-in iframes (silent renew, session check)
 * need the sites and the identity service to be same-site, which Chromium decides by scheme.
 *
 * One self-signed certificate for `localhost` serves every local server. It is made with
 * openssl on first use and kept in `.local-cert/` (not committed).
 */
export const localCertificateDir = `${projectRoot}.local-cert`;
export const localKeyPath = `${localCertificateDir}/localhost-key.pem`;
export const localCertPath = `${localCertificateDir}/localhost-cert.pem`;

export function ensureLocalCertificate(): { key: string; cert: string } {
  if (!existsSync(localKeyPath) || !existsSync(localCertPath)) {
    mkdirSync(localCertificateDir, { recursive: true });
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-sha256',
          '-days',
          '825',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
          '-keyout',
          localKeyPath,
          '-out',
          localCertPath,
        ],
        { stdio: 'ignore' },
      );
    } catch (error) {
      throw new Error(
        `Could not create the local TLS certificate with openssl (${(error as Error).message}). Install it: apt-get install openssl`,
        { cause: error },
      );
    }
  }
  return { key: readFileSync(localKeyPath, 'utf8'), cert: readFileSync(localCertPath, 'utf8') };
}

/** Lets this Node process (scripts, test workers) trust the local certificate for fetch. */
export function trustLocalCertificate(): void {
  const { cert } = ensureLocalCertificate();
  const current = getCACertificates('default');
  if (!current.includes(cert)) setDefaultCACertificates([...current, cert]);
}
