import { describe, expect, it } from 'vitest';
import type { ApiClients } from '../../support/apiClients.ts';
import { ReplyShapeError } from '../../../src/lib/errors/ApiError.ts';
import { MissingParameterError } from '../../../src/lib/errors/MissingParameterError.ts';
import { clientsWith, emptyReply, jsonReply, testEndpoints, testToken } from '../support/fakeFetch.ts';

/** One client function and the request it must send (spec §7). */
export interface CallCase {
  name: string;
  call: (clients: ApiClients) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query below the service's base address. */
  url: string;
  body?: unknown;
  /** What a 204 reply yields: null for a JSON reply, [] for a list, undefined for no reply. */
  empty: unknown;
  /** Calls with a missing path or required query parameter, by the parameter's name. */
  missing?: Record<string, (clients: ApiClients) => Promise<unknown>>;
}

/**
 * The tests every client function gets: address, method, headers and body of the request; the
 * empty result of a 204; a reply that does not fit its schema rejected (every call that reads
 * one); and a rejection before any request for each missing parameter.
 */
export function describeCalls(service: 'identity' | 'main', cases: readonly CallCase[]): void {
  const base = service === 'identity' ? testEndpoints.identityApi : testEndpoints.mainApi;
  for (const testCase of cases) {
    describe(testCase.name, () => {
      it(`should send ${testCase.method} ${testCase.url}`, async () => {
        // The request is what counts here; an empty reply fits every call.
        const { clients, requests } = clientsWith(() => emptyReply());
        await testCase.call(clients);
        expect(requests).toHaveLength(1);
        const [request] = requests;
        expect(request?.method).toBe(testCase.method);
        expect(request?.url).toBe(`${base}${testCase.url}`);
        expect(request?.body).toEqual(testCase.body);
        expect(request?.headers['Accept']).toBe('application/json');
        expect(request?.headers['Content-Type']).toBe(
          testCase.body === undefined ? undefined : 'application/json',
        );
        if (service === 'identity') {
          expect(request?.credentials).toBe('include');
          expect(request?.headers['Authorization']).toBeUndefined();
        } else {
          expect(request?.credentials).toBeUndefined();
          expect(request?.headers['Authorization']).toBe(`Bearer ${testToken}`);
        }
      });

      it('should yield an empty result for a 204 reply', async () => {
        const { clients } = clientsWith(() => emptyReply());
        await expect(testCase.call(clients)).resolves.toEqual(testCase.empty);
      });

      if (testCase.empty === null || Array.isArray(testCase.empty)) {
        it('should reject a reply that does not fit what the call answers', async () => {
          // A number is neither an entity nor a list of them.
          const { clients } = clientsWith(() => jsonReply(42));
          await expect(testCase.call(clients)).rejects.toBeInstanceOf(ReplyShapeError);
        });
      }

      for (const [parameter, call] of Object.entries(testCase.missing ?? {})) {
        it(`should reject before any request when ${parameter} is missing`, async () => {
          const { clients, requests } = clientsWith();
          const rejection = expect(call(clients)).rejects;
          await rejection.toBeInstanceOf(MissingParameterError);
          await rejection.toMatchObject({ parameter });
          expect(requests).toHaveLength(0);
        });
      }
    });
  }
}

/** Stands for a value a caller failed to provide (what plain JavaScript callers can pass). */
export const absent = undefined as unknown as string;
export const nullValue = null as unknown as string;
