import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteNotice } from '../../../src/lib/api/types/notice.ts';
import type { OpeningHoursDay } from '../../../src/lib/api/types/openingHours.ts';
import { featuredPlaygroundSlug, playgroundGuid } from '../../stand-ins/seed/countries.ts';
import { mainApiInProcess } from './mainApiApp.ts';

// The e2e helpers trust the local certificate on import; here nothing goes over the network.
vi.mock('../../../scripts/lib/localCertificate.ts', () => ({ trustLocalCertificate: () => undefined }));

const barkarby = playgroundGuid(featuredPlaygroundSlug('se'));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let app: ReturnType<typeof mainApiInProcess>['app'];
beforeEach(() => {
  app = mainApiInProcess().app;
});

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const noticesOf = async (location: string) =>
  (await call<SiteNotice[]>('GET', `/api/application-notice/by-location/${location}`)).body;
const overview = async (location: string, from: string, to: string) =>
  (
    await call<OpeningHoursDay[]>(
      'GET',
      `/api/openinghours/overview?location=${location}&from=${from}&to=${to}`,
    )
  ).body;
const websiteWeek = async (location: string) =>
  (await call<OpeningHoursDay[]>('GET', `/api/openinghours/overviewwp?locationId=${location}`)).body;

/** The featured play centre's own notice that shows (the Warning). */
async function ownNotice(): Promise<SiteNotice> {
  const notice = (await noticesOf(barkarby)).find((candidate) => candidate.locationIds?.includes(barkarby));
  if (!notice) throw new Error('Barkarby should have a notice of its own');
  return notice;
}

describe('changing a notice at the main API stand-in', () => {
  it('should answer the changed notice at once on the normal route, and the seeded one after DELETE', async () => {
    const seeded = await ownNotice();
    const changed = await call<SiteNotice>('PUT', `/__control/notices/${seeded.guid}`, {
      name: 'Ny rubrik',
      text: 'Ny text från testet.',
    });
    expect(changed).toEqual({
      status: 200,
      body: { ...seeded, name: 'Ny rubrik', text: 'Ny text från testet.' },
    });
    expect(await ownNotice()).toEqual(changed.body);
    // A second change keeps the seeded version to go back to.
    await call('PUT', `/__control/notices/${seeded.guid}`, { text: 'Andra ändringen.' });
    expect(await ownNotice()).toMatchObject({ name: 'Ny rubrik', text: 'Andra ändringen.' });

    expect(await call('DELETE', `/__control/notices/${seeded.guid}`)).toEqual({ status: 200, body: seeded });
    expect(await ownNotice()).toEqual(seeded);
    // Restoring an unchanged notice is no error, so a cleanup can run twice.
    expect(await call('DELETE', `/__control/notices/${seeded.guid}`)).toEqual({ status: 200, body: seeded });
  });

  it('should change only the fields sent', async () => {
    const seeded = await ownNotice();
    await call('PUT', `/__control/notices/${seeded.guid}`, { text: null });
    expect(await ownNotice()).toEqual({ ...seeded, text: null });
  });

  it('should answer 404 for an unknown notice and 400 for a body it cannot use, changing nothing', async () => {
    const seeded = await ownNotice();
    expect((await call('PUT', '/__control/notices/no-such-notice', { name: 'x' })).status).toBe(404);
    expect((await call('DELETE', '/__control/notices/no-such-notice')).status).toBe(404);
    for (const body of [{}, { name: 3 }, { type: 'Info' }, { name: 'x', disabled: true }, ['x']]) {
      const reply = await call<{ code: string; message: string }>(
        'PUT',
        `/__control/notices/${seeded.guid}`,
        body,
      );
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe('InvalidNoticeChange');
    }
    expect(await ownNotice()).toEqual(seeded);
  });
});

describe('changing one day’s opening hours at the main API stand-in', () => {
  const path = (location: string, date: string) => `/__control/opening-hours/${location}/${date}`;

  it('should answer the set day at once in both overviews, the other days as before, and the seeded day after DELETE', async () => {
    const [from, date, to] = [day(0), day(1), day(6)];
    const before = await overview(barkarby, from, to);
    const set = await call<OpeningHoursDay>('PUT', path(barkarby, date), {
      open: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '22:00' },
      ],
      comment: 'Långöppet',
    });
    const expected = {
      date,
      open: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '22:00' },
      ],
      isClosed: false,
      comment: 'Långöppet',
    };
    expect(set).toEqual({ status: 200, body: expected });
    const after = await overview(barkarby, from, to);
    expect(after).toEqual(before.map((seeded) => (seeded.date === date ? expected : seeded)));
    expect((await websiteWeek(barkarby)).find((d) => d.date === date)).toEqual(expected);

    const seededDay = before.find((d) => d.date === date);
    expect(await call('DELETE', path(barkarby, date))).toEqual({ status: 200, body: seededDay });
    expect(await overview(barkarby, from, to)).toEqual(before);
    // Again, with nothing set: no error, the seeded day.
    expect(await call('DELETE', path(barkarby, date))).toEqual({ status: 200, body: seededDay });
  });

  it('should close a day given no hours, take a slug, and leave other play centres alone', async () => {
    const date = day(3);
    const other = playgroundGuid('kungens-kurva');
    const otherBefore = await overview(other, date, date);
    await call('PUT', path('barkarby', date), { open: [], comment: 'Stängt för test' });
    expect(await overview(barkarby, date, date)).toEqual([
      { date, open: [], isClosed: true, comment: 'Stängt för test' },
    ]);
    expect(await overview(other, date, date)).toEqual(otherBefore);
  });

  it('should answer 404 for an unknown play centre and 400 for a date or a day it cannot use', async () => {
    const date = day(1);
    const before = await overview(barkarby, date, date);
    expect((await call('PUT', path('no-such-centre', date), { open: [] })).status).toBe(404);
    expect((await call('DELETE', path('no-such-centre', date))).status).toBe(404);
    expect((await call('PUT', path(barkarby, '2025-02-30'), { open: [] })).status).toBe(400);
    expect((await call('PUT', path(barkarby, '2025-13-01'), { open: [] })).status).toBe(400);
    expect((await call('DELETE', path(barkarby, 'tomorrow'))).status).toBe(400);
    // A month that does not exist is a refusal at the overview too, not a crash.
    expect(
      (await call('GET', '/api/openinghours/overview?location=barkarby&from=2025-13-01&to=2025-13-02'))
        .status,
    ).toBe(400);
    for (const body of [
      {},
      { open: 'closed' },
      { open: [{ from: '9', to: '17:00' }] },
      { open: [{ from: '09:00' }] },
      { open: [], isClosed: 'yes' },
      { open: [], comment: 5 },
      { open: [], note: 'x' },
    ]) {
      const reply = await call<{ code: string }>('PUT', path(barkarby, date), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe('InvalidOpeningHours');
    }
    expect(await overview(barkarby, date, date)).toEqual(before);
  });
});

describe('putting live data back all at once', () => {
  it('should restore every changed notice and remove every set day', async () => {
    const seeded = await ownNotice();
    const date = day(2);
    const hoursBefore = await overview(barkarby, date, date);
    await call('PUT', `/__control/notices/${seeded.guid}`, { name: 'Ändrad' });
    await call('PUT', `/__control/opening-hours/${barkarby}/${date}`, {
      open: [{ from: '10:00', to: '11:00' }],
    });
    expect(await call('POST', '/__control/reset-live-data')).toEqual({
      status: 200,
      body: { notices: [seeded.guid], openingHours: [{ locationId: barkarby, date }] },
    });
    expect(await ownNotice()).toEqual(seeded);
    expect(await overview(barkarby, date, date)).toEqual(hoursBefore);
  });
});

describe('the browser tests’ helpers (tests/e2e/support/playground.ts)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      app.fetch(new Request(input, init)),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should change the featured notice and a day, and their cleanups put both back', async () => {
    const support = await import('../../e2e/support/playground.ts');
    const notice = support.featuredNotice('se');
    expect(notice.guid).toBe((await ownNotice()).guid);
    const date = day(1);
    const seededDay = await overview(barkarby, date, date);

    const restoreNotice = await support.changeNotice(notice.guid, { text: 'Ändrad av testet.' });
    const restoreDay = await support.setOpeningHours(barkarby, date, {
      open: [],
      isClosed: true,
      comment: 'Stängt',
    });
    expect((await ownNotice()).text).toBe('Ändrad av testet.');
    expect(await overview(barkarby, date, date)).toEqual([
      { date, open: [], isClosed: true, comment: 'Stängt' },
    ]);

    await restoreNotice();
    await restoreDay();
    expect((await ownNotice()).text).toBe(notice.text);
    expect(await overview(barkarby, date, date)).toEqual(seededDay);

    await support.changeNotice(notice.guid, { name: 'Igen' });
    await support.setOpeningHours('barkarby', date, { open: [{ from: '12:00', to: '13:00' }] });
    await support.resetLiveData();
    expect(await ownNotice()).toMatchObject({ name: notice.name });
    expect(await overview(barkarby, date, date)).toEqual(seededDay);
  });

  it('should throw with the stand-in’s answer when a call is refused', async () => {
    const support = await import('../../e2e/support/playground.ts');
    await expect(support.changeNotice('no-such-notice', { name: 'x' })).rejects.toThrow(/404/);
    await expect(support.setOpeningHours(barkarby, '2025-13-01', { open: [] })).rejects.toThrow(/400/);
  });
});
