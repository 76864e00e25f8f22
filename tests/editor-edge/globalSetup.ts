import { developmentPorts } from '../../src/config/environments.ts';
import {
  ensureLocalCertificate,
  localCertPath,
  trustLocalCertificate,
} from '../../scripts/lib/localCertificate.ts';
import { bin, startManaged, waitForUrl } from '../../scripts/lib/processes.ts';
import { pagesDevArgs, wranglerEnv } from '../../scripts/lib/sites.ts';
import { listen } from '../stand-ins/shared/listen.ts';
import { gitHostStandIn, standInClient } from './gitHostStandIn.ts';
import { editorUrl, gitHostUrl } from './urls.ts';

/**
 * Starts the stand-in of GitHub's sign-in and the content editor's project on wrangler pages
 * dev (workerd, the runtime Cloudflare runs) once for the suite, with the project's Functions
 * and configuration from editor/ and the stand-in's client as its secrets. Both run whatever
 * is built: the Functions need no build, so neither does this suite.
 */
export default async function setup() {
  ensureLocalCertificate();
  trustLocalCertificate();
  const gitHost = await listen('git host', gitHostStandIn, developmentPorts.gitHostStandIn);
  const editor = startManaged(
    'editor',
    bin('wrangler'),
    pagesDevArgs({
      where: ['--cwd', 'editor'],
      port: developmentPorts.editor,
      inspectorPort: 9250,
      bindings: {
        GITHUB_CLIENT_ID: standInClient.id,
        GITHUB_CLIENT_SECRET: standInClient.secret,
        GITHUB_OAUTH_ORIGIN: gitHostUrl,
      },
      persistTo: '../.wrangler/state/editor',
    }),
    // workerd trusts the CAs miniflare reads from NODE_EXTRA_CA_CERTS: the callback calls the
    // stand-in over https with the local certificate.
    { ...wranglerEnv, NODE_EXTRA_CA_CERTS: localCertPath },
  );
  try {
    await waitForUrl(`${editorUrl}/auth`, 90_000, editor);
  } catch (error) {
    await editor.stop();
    await gitHost.close();
    throw error;
  }
  return async () => {
    await editor.stop();
    await gitHost.close();
  };
}
