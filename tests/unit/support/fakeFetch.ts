import { createApiClients, type ApiClients } from '../../support/apiClients.ts';

/** What one request looked like when it left the client. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON body, parsed back; undefined when none was sent. */
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Replier = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON reply as a server would send it. */
export function jsonReply(value: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function textReply(text: string, status = 200, contentType = 'text/plain; charset=utf-8'): Response {
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

export function emptyReply(status = 204): Response {
  return new Response(null, { status });
}

/** A fetch that records every request and answers with `reply` (200 `{}` by default). */
export function fakeFetch(reply: Replier = () => jsonReply({})) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return reply(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export const testEndpoints = {
  identityApi: 'https://id.test.example',
  mainApi: 'https://api.test.example',
} as const;

export const testToken = 'eyJ.test.token';

/** Every client, talking to a recording fetch, with a signed-in user's token. */
export function clientsWith(reply?: Replier): { clients: ApiClients; requests: RecordedRequest[] } {
  const { fetch, requests } = fakeFetch(reply);
  const clients = createApiClients({ endpoints: testEndpoints, accessToken: () => testToken, fetch });
  return { clients, requests };
}
