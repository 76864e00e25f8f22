import { editorSignInPaths, type EditorFunctionEnv } from '../../config/editorProject.ts';
import { errorResponse, functionLogger } from '../edge/functionContext.ts';
import { functionSecurityHeaders } from '../edge/securityHeaders.ts';
import { authorizeUrl, exchangeCode, gitHostOrigin } from './gitHost.ts';
import { handshakePage } from './handshakePage.ts';
import { callbackRefusal, editorOrigin, startRefusal } from './requestChecks.ts';
import { clearedStateCookie, newState, sameState, stateCookie, stateFromCookies } from './state.ts';

/**
 * The editor's two sign-in Functions (editor/functions/auth.ts and callback.ts): the popup
 * Decap opens starts at `/auth`, goes to the git host, and ends at `/callback`, which hands
 * the token to the editor (handshakePage.ts). docs/deploy.md, "The content editor".
 */

interface Settings {
  editor: string;
  gitHost: string;
  clientId: string;
  redirectUri: string;
}

/** The project's settings, or what is missing: nothing is guessed where a secret is at stake. */
function settingsFrom(request: Request, env: Partial<EditorFunctionEnv>): Settings | string {
  const editor = editorOrigin(request, env);
  const gitHost = gitHostOrigin(env);
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    return 'GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set for this project';
  }
  if (!editor) return 'EDITOR_ORIGIN must be an https origin';
  if (!gitHost) return 'GITHUB_OAUTH_ORIGIN must be an https origin';
  return {
    editor,
    gitHost,
    clientId: env.GITHUB_CLIENT_ID,
    redirectUri: editor + editorSignInPaths.callback,
  };
}

/**
 * `GET /auth`: a new state in a cookie, and off to the git host's authorize page. The
 * redirect keeps the popup tied to the editor (Cross-Origin-Opener-Policy `unsafe-none`, see
 * handshakePage.ts) and tells the git host nothing about where it came from.
 */
export function handleSignInStart(request: Request, env: Partial<EditorFunctionEnv>): Response {
  const refusal = startRefusal(request);
  if (refusal) return errorResponse(403, refusal);
  const settings = settingsFrom(request, env);
  if (typeof settings === 'string') {
    functionLogger({}).error('editor sign-in: project misconfigured', { problem: settings });
    return errorResponse(500, `Sign-in is not set up: ${settings}.`);
  }
  const state = newState();
  return new Response(null, {
    status: 302,
    headers: {
      ...functionSecurityHeaders(),
      Location: authorizeUrl({ ...settings, state }),
      'Set-Cookie': stateCookie(state),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'unsafe-none',
    },
  });
}

/**
 * `GET /callback?code&state`: refuses a state that is missing or not this browser's before
 * anything else, exchanges the code, and answers the popup's last page, which hands the
 * outcome to the editor's origin only. The state cookie goes whatever the outcome.
 */
export async function handleSignInCallback(
  request: Request,
  env: Partial<EditorFunctionEnv>,
  send: typeof fetch = fetch,
): Promise<Response> {
  const settings = settingsFrom(request, env);
  const log = functionLogger({});
  if (typeof settings === 'string') {
    log.error('editor sign-in: project misconfigured', { problem: settings });
    // No origin to trust: the page then says what is wrong and posts nothing to anyone.
    return errorResponse(500, `Sign-in is not set up: ${settings}.`);
  }
  const answer = (outcome: Parameters<typeof handshakePage>[1], status: number) => {
    const response = handshakePage(settings.editor, outcome, status);
    response.headers.append('Set-Cookie', clearedStateCookie);
    return response;
  };
  const refusal = callbackRefusal(request);
  if (refusal) return answer({ ok: false, message: refusal }, 403);

  const query = new URL(request.url).searchParams;
  const expected = stateFromCookies(request.headers.get('Cookie'));
  const received = query.get('state');
  if (!expected || !received || !sameState(expected, received)) {
    return answer(
      { ok: false, message: 'This sign-in was not started here, or took too long. Sign in again.' },
      400,
    );
  }
  const hostError = query.get('error');
  if (hostError) {
    // The person said no at the git host, or the host refused the app (`access_denied`, …).
    const description = query.get('error_description') ?? hostError;
    return answer({ ok: false, message: `GitHub did not sign you in: ${description.slice(0, 200)}` }, 400);
  }
  const code = query.get('code');
  if (!code) return answer({ ok: false, message: 'GitHub sent no code back. Sign in again.' }, 400);

  const outcome = await exchangeCode({
    gitHost: settings.gitHost,
    clientId: settings.clientId,
    clientSecret: env.GITHUB_CLIENT_SECRET!,
    code,
    redirectUri: settings.redirectUri,
    fetch: send,
  });
  if (!outcome.ok) log.error('editor sign-in: token exchange failed', { message: outcome.message });
  return answer(outcome, outcome.ok ? 200 : 502);
}
