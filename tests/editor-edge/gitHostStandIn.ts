import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * A stand-in of GitHub's OAuth web flow for the editor's sign-in tests: the authorize page
 * (which approves at once, as a person who clicks "Authorize" would) and the token endpoint,
 * answering as GitHub does, unknown codes with status 200 and `{ error }`. The code `down`
 * answers 503, as a host that is away. `GET /_control/exchanges` lists every code exchange it
 * was asked for, so a test can prove that none happened.
 */
export const standInClient = { id: 'editor-test-client', secret: 'editor-test-secret' } as const;

export interface Exchange {
  code: string;
  clientId: string;
  secretMatches: boolean;
  redirectUri: string;
  accept: string;
}

const issued = new Set<string>();
const exchanges: Exchange[] = [];
let codesIssued = 0;

/** The token the stand-in gives for a code, so a test knows which one to expect. */
export const standInToken = (code: string) => `gho_standin_${code}`;

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

function authorize(url: URL, response: ServerResponse): void {
  const redirectUri = url.searchParams.get('redirect_uri');
  if (url.searchParams.get('client_id') !== standInClient.id || !redirectUri) {
    return send(response, 404, { error: 'unknown client' });
  }
  codesIssued += 1;
  const code = `good-${codesIssued}`;
  issued.add(code);
  const back = new URL(redirectUri);
  back.searchParams.set('code', code);
  back.searchParams.set('state', url.searchParams.get('state') ?? '');
  response.writeHead(302, { Location: back.toString() });
  response.end();
}

async function accessToken(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await formBody(request);
  const exchange: Exchange = {
    code: body.get('code') ?? '',
    clientId: body.get('client_id') ?? '',
    secretMatches: body.get('client_secret') === standInClient.secret,
    redirectUri: body.get('redirect_uri') ?? '',
    accept: request.headers.accept ?? '',
  };
  exchanges.push(exchange);
  if (exchange.code === 'down') return send(response, 503, { message: 'Service unavailable' });
  if (exchange.clientId !== standInClient.id || !exchange.secretMatches) {
    return send(response, 200, {
      error: 'incorrect_client_credentials',
      error_description: 'The client_id and/or client_secret passed are incorrect.',
    });
  }
  if (!issued.delete(exchange.code)) {
    return send(response, 200, {
      error: 'bad_verification_code',
      error_description: 'The code passed is incorrect or expired.',
    });
  }
  send(response, 200, { access_token: standInToken(exchange.code), token_type: 'bearer', scope: 'repo' });
}

export const gitHostStandIn: RequestListener = (request, response) => {
  const url = new URL(request.url ?? '/', 'https://localhost');
  if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') return authorize(url, response);
  if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
    void accessToken(request, response);
    return;
  }
  if (request.method === 'GET' && url.pathname === '/_control/exchanges')
    return send(response, 200, exchanges);
  send(response, 404, { message: 'Not Found' });
};
