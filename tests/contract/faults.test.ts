import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '../../src/lib/errors/ApiError.ts';
import { errorText } from '../support/errorText.ts';
import { errorTranslationKey } from '../../src/lib/errors/translationKey.ts';
import { addFault, clients, standInUrls } from './support/standIns.ts';

/**
 * Faults are global to a stand-in and contract files run in parallel, so every fault here
 * matches only a path no other test asks for: a location id made up for this test.
 */
function probe(): { id: string; path: string } {
  const id = `fault-probe-${randomUUID()}`;
  return { id, path: `/api/Location/GetLocation/${id}` };
}

afterAll(async () => {
  // Every fault here was used up: none is left to trip a later test.
  for (const url of [standInUrls.mainApi, standInUrls.identity]) {
    const faults = (await (await fetch(`${url}/__control/faults`)).json()) as { path: string }[];
    expect(faults.filter((fault) => fault.path.includes('fault-probe-'))).toEqual([]);
  }
});

describe('failure on purpose', () => {
  it('should answer with the status asked for, and the client should show the server-failure text', async () => {
    const { id, path } = probe();
    await addFault('mainApi', { path, kind: 'status', status: 500, times: 1 });
    const error = await clients()
      .locations.get(id)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      message: 'Internal Server Error',
      body: { code: 'InjectedFault' },
    });
    expect(errorTranslationKey(error)).toBe('errors.server');
    expect(errorText(error)).toBe('Injected fault: 500 Internal Server Error');
  });

  it('should apply a fault only as many times as asked', async () => {
    const { id, path } = probe();
    await addFault('mainApi', { path, kind: 'status', status: 503, times: 1 });
    await expect(clients().locations.get(id)).rejects.toMatchObject({ status: 503 });
    await expect(clients().locations.get(id)).rejects.toMatchObject({ status: 404 });
  });

  it('should remove one fault by its id and leave the others in place', async () => {
    const [mine, theirs] = [probe(), probe()];
    const own = await addFault('mainApi', { path: mine.path, kind: 'status', status: 503, times: 1 });
    await addFault('mainApi', { path: theirs.path, kind: 'status', status: 503, times: 1 });
    const remove = (id: string) =>
      fetch(`${standInUrls.mainApi}/__control/faults?id=${id}`, { method: 'DELETE' });
    expect((await remove(String(own.id))).status).toBe(204);
    expect((await remove(String(own.id))).status).toBe(404);
    expect((await remove('1; DROP')).status).toBe(404);
    await expect(clients().locations.get(mine.id)).rejects.toMatchObject({ status: 404 });
    await expect(clients().locations.get(theirs.id)).rejects.toMatchObject({ status: 503 });
  });

  it('should drop the connection, which the client reports as a network failure', async () => {
    const { id, path } = probe();
    await addFault('mainApi', { path, kind: 'drop', times: 1 });
    const error = await clients()
      .locations.get(id)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorTranslationKey(error)).toBe('errors.network');
  });

  it('should answer late, which a client with a shorter time limit reports as a timeout', async () => {
    const { id, path } = probe();
    await addFault('mainApi', { path, kind: 'delay', ms: 1_000, times: 1 });
    const error = await clients(undefined, { timeoutMs: 200 })
      .locations.get(id)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(errorTranslationKey(error)).toBe('errors.network');
  });

  it('should answer late and then normally when the client waits', async () => {
    const { id, path } = probe();
    await addFault('mainApi', { path, kind: 'delay', ms: 300, times: 1 });
    const started = Date.now();
    await expect(clients().locations.get(id)).rejects.toMatchObject({ status: 404 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('should fail identity calls too, with the body a test gives', async () => {
    const userId = `fault-probe-${randomUUID()}`;
    await addFault('identity', {
      path: `/api/User/email/confirm/${userId}`,
      method: 'POST',
      kind: 'status',
      status: 400,
      body: { exceptionType: 'ValidationException', message: 'Rejected', errors: { Code: ['Blocked link'] } },
      times: 1,
    });
    const error = await clients()
      .identity.confirmEmail(userId, 'code')
      .catch((caught: unknown) => caught);
    expect(errorText(error)).toBe('Rejected: Blocked link');
    // Used up: the next call reaches the stand-in, which does not know the user.
    await expect(clients().identity.confirmEmail(userId, 'code')).rejects.toMatchObject({ status: 404 });
  });
});
