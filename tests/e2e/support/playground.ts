import { trustLocalCertificate } from '../../../scripts/lib/localCertificate.ts';
import { countryList, type CountryCode } from '../../../src/config/countries.ts';
import type { Playground } from '../../../src/lib/api/types/location.ts';
import type { SiteNotice } from '../../../src/lib/api/types/notice.ts';
import type { OpeningHoursDay } from '../../../src/lib/api/types/openingHours.ts';
import { featuredPlaygroundSlug, seedCountries } from '../../stand-ins/seed/countries.ts';
import { seedNotices } from '../../stand-ins/seed/notices.ts';
import type { FaultRule } from '../../stand-ins/shared/faults.ts';
import { standInUrls } from '../../stand-ins/shared/origins.ts';

// The test process calls the stand-ins' control API over https with the local certificate.
trustLocalCertificate();

export { featuredPlaygroundSlug };

const seeded = seedCountries();

/** A seeded play centre of a country, by slug, as the main API stand-in serves it. */
export function seededPlayground(code: CountryCode, slug: string): Playground {
  const country = seeded[countryList.findIndex((candidate) => candidate.code === code)];
  const playground = country?.regions
    ?.flatMap((region) => region.playgrounds ?? [])
    .find((p) => p.slug === slug);
  if (!playground) throw new Error(`No seeded play centre ${code}/${slug}`);
  return playground;
}

/** The notices of the featured play centre of `code`: those that show and those that must not. */
export function featuredNotices(code: CountryCode) {
  const playground = seededPlayground(code, featuredPlaygroundSlug(code));
  const now = new Date();
  const own = seedNotices(seeded, now).filter((notice) => notice.locationIds?.includes(playground.guid));
  const current = (notice: (typeof own)[number]) =>
    !notice.disabled && Date.parse(notice.endDate ?? '') >= now.getTime();
  return {
    shown: own.filter(current).map((notice) => notice.name ?? ''),
    hidden: own.filter((notice) => !current(notice)).map((notice) => notice.name ?? ''),
  };
}

/** Makes the main API stand-in fail a call on purpose (README of tests/stand-ins, "Failure on purpose"). */
export async function addMainApiFault(rule: FaultRule): Promise<void> {
  const response = await fetch(`${standInUrls.mainApi}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (!response.ok) throw new Error(`fault: ${response.status} ${await response.text()}`);
}

/**
 * The featured play centre's own notice that shows, as seeded: the one a test changes to see
 * the page pick up a new text.
 */
export function featuredNotice(code: CountryCode): SiteNotice {
  const playground = seededPlayground(code, featuredPlaygroundSlug(code));
  const now = Date.now();
  const notice = seedNotices(seeded, new Date(now)).find(
    (candidate) =>
      candidate.locationIds?.includes(playground.guid) &&
      !candidate.disabled &&
      Date.parse(candidate.endDate ?? '') >= now,
  );
  if (!notice) throw new Error(`No notice shows at ${code}/${playground.slug}`);
  return notice;
}

async function mainApiControl<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${standInUrls.mainApi}/__control/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`control mainApi ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What `changeNotice` may change. */
export interface NoticeChange {
  name?: string | null;
  text?: string | null;
}

/**
 * Changes a notice at the main API stand-in while the sites run (README of tests/stand-ins,
 * "Control endpoints"); gives the function that puts the seeded one back. Global to the
 * stand-in: another test reading the same notice sees the change too.
 */
export async function changeNotice(guid: string, change: NoticeChange): Promise<() => Promise<void>> {
  await mainApiControl<SiteNotice>('PUT', `notices/${encodeURIComponent(guid)}`, change);
  return () => restoreNotice(guid);
}

/** Puts a notice back as seeded (nothing to do when it was not changed). */
export async function restoreNotice(guid: string): Promise<void> {
  await mainApiControl<SiteNotice>('DELETE', `notices/${encodeURIComponent(guid)}`);
}

/** One day's hours as `setOpeningHours` sets them; `isClosed` defaults to "no spans". */
export interface OpeningDay {
  open: { from: string; to: string }[];
  isClosed?: boolean;
  comment?: string | null;
}

const openingHoursPath = (locationId: string, date: string) =>
  `opening-hours/${encodeURIComponent(locationId)}/${encodeURIComponent(date)}`;

/**
 * Sets one day (`YYYY-MM-DD`) of a play centre (guid or slug) at the main API stand-in, as both
 * overviews answer it from now on; gives the function that takes the change back.
 */
export async function setOpeningHours(
  locationId: string,
  date: string,
  day: OpeningDay,
): Promise<() => Promise<void>> {
  await mainApiControl<OpeningHoursDay>('PUT', openingHoursPath(locationId, date), day);
  return () => clearOpeningHours(locationId, date);
}

/** Takes back what `setOpeningHours` set for that day (nothing to do when nothing was set). */
export async function clearOpeningHours(locationId: string, date: string): Promise<void> {
  await mainApiControl<OpeningHoursDay>('DELETE', openingHoursPath(locationId, date));
}

/** Puts back every notice and opening day any test changed. */
export async function resetLiveData(): Promise<void> {
  await mainApiControl<unknown>('POST', 'reset-live-data');
}
