import { trustLocalCertificate } from '../../../scripts/lib/localCertificate.ts';
import { countryList, type CountryCode } from '../../../src/config/countries.ts';
import type { Playground } from '../../../src/lib/api/types/location.ts';
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
