import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { statusText } from '../../../src/lib/errors/statusText.ts';
import { errorBody } from './errorBody.ts';
import { faultRuleProblems, FaultStore, type Fault, type FaultRule } from './faults.ts';
import { siteOrigins } from './origins.ts';

function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A fault's reply. It carries the CORS headers a real reply would, because without them a
 * browser reports any status as a network failure and a test of the 500 text would see status 0.
 */
function sendFault(req: IncomingMessage, res: ServerResponse, fault: Fault & { status: number }): void {
  const origin = req.headers.origin;
  const cors: Record<string, string> =
    origin !== undefined && siteOrigins.includes(origin)
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
      : {};
  const body =
    fault.body ??
    errorBody('InjectedFault', `Injected fault: ${fault.status} ${statusText(fault.status)}`, {
      exceptionType: 'StandInFaultException',
      status: fault.status,
    });
  if (typeof body === 'string') {
    res.writeHead(fault.status, { 'Content-Type': 'text/plain; charset=utf-8', ...cors });
    res.end(body);
  } else sendJson(res, fault.status, body, cors);
}

async function handleControl(req: IncomingMessage, res: ServerResponse, name: string, faults: FaultStore) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  if (url.pathname === '/__control/health') return sendJson(res, 200, { service: name, status: 'ok' });
  switch (req.method) {
    case 'GET':
      return sendJson(res, 200, faults.list());
    case 'DELETE': {
      // `?id=` removes one test's own fault and leaves those of tests running beside it.
      const id = url.searchParams.get('id');
      if (id === null) faults.clear();
      else if (!/^\d+$/.test(id) || !faults.remove(Number(id)))
        return sendJson(res, 404, errorBody('FaultNotFound', `No fault with id ${id}.`, { status: 404 }));
      res.writeHead(204).end();
      return;
    }
    case 'POST': {
      const rule = await readJson(req);
      const problems = faultRuleProblems(rule);
      if (problems.length > 0) {
        return sendJson(
          res,
          400,
          errorBody('InvalidFault', problems.join(' '), { exceptionType: 'ValidationException' }),
        );
      }
      return sendJson(res, 201, faults.add(rule as FaultRule));
    }
    default:
      return sendJson(res, 405, errorBody('MethodNotAllowed', 'Use GET, POST or DELETE.', { status: 405 }));
  }
}

/**
 * Wraps a stand-in's request listener with the control endpoints every stand-in has
 * (`/__control/health`, `/__control/faults`) and applies the faults a test asked for before
 * the request reaches the stand-in. Other `/__control/…` paths belong to the stand-in itself.
 */
export function withControl(
  name: string,
  listener: RequestListener,
  faults = new FaultStore(),
  /**
   * Whose request this is, for faults aimed at one account (left out: such faults never
   * apply). A promise when finding out needs I/O (the identity stand-in reads a revocation's
   * body and looks its refresh token up); otherwise an answer at once, so the main API's
   * requests reach it in the same tick as before.
   */
  accountOf: (req: IncomingMessage) => string | undefined | Promise<string | undefined> = () => undefined,
): RequestListener {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (path === '/__control/health' || path === '/__control/faults') {
      void handleControl(req, res, name, faults);
      return;
    }
    const account = accountOf(req);
    if (account instanceof Promise) {
      // An account that cannot be told is no account: the request goes on unfaulted, never lost.
      void account.then(
        (known) => applyFault(req, res, listener, faults, path, known),
        () => applyFault(req, res, listener, faults, path, undefined),
      );
      return;
    }
    applyFault(req, res, listener, faults, path, account);
  };
}

/** Answers with the first fault that matches the request, or hands it to the stand-in. */
function applyFault(
  req: IncomingMessage,
  res: ServerResponse,
  listener: RequestListener,
  faults: FaultStore,
  path: string,
  account: string | undefined,
): void {
  const fault = faults.take(req.method ?? 'GET', path, account);
  if (fault === undefined) {
    listener(req, res);
    return;
  }
  switch (fault.kind) {
    case 'drop':
      // No reply at all: the client sees the connection close, as on a lost network.
      req.socket.destroy();
      return;
    case 'delay':
      void sleep(fault.ms ?? 0).then(() => listener(req, res));
      return;
    case 'status':
      sendFault(req, res, { ...fault, status: fault.status ?? 500 });
      return;
  }
}
