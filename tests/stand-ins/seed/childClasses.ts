import type { AgeGroup, ChildClass, ChildClassType } from '../../../src/lib/api/types/childClass.ts';
import type { Country } from '../../../src/lib/api/types/location.ts';
import { guidFor } from '../shared/guid.ts';
import { countryCodes, type CountryCode } from '../shared/origins.ts';

interface ClassSeed {
  term: string;
  trial: string;
  camp: string;
  /** Age-group name from the ages, e.g. `3–4 år`. */
  ages: (min: number, max: number) => string;
  /** Term price, trial price, camp price. */
  prices: [term: number, trial: number, camp: number];
}

const seeds: Record<CountryCode, ClassSeed> = {
  se: {
    term: 'SportKidz – hösttermin',
    trial: 'SportKidz – provpass',
    camp: 'Sommarläger vecka 27',
    ages: (a, b) => `${a}–${b} år`,
    prices: [1450, 95, 2495],
  },
  no: {
    term: 'SportKidz – høstsemester',
    trial: 'SportKidz – prøvetime',
    camp: 'Sommerleir uke 27',
    ages: (a, b) => `${a}–${b} år`,
    prices: [1490, 100, 2590],
  },
  dk: {
    term: 'SportKidz – efterårshold',
    trial: 'SportKidz – prøvetime',
    camp: 'Sommerlejr uge 27',
    ages: (a, b) => `${a}–${b} år`,
    prices: [1095, 75, 1895],
  },
  fi: {
    term: 'SportKidz – syyskausi',
    trial: 'SportKidz – kokeilukerta',
    camp: 'Kesäleiri viikko 27',
    ages: (a, b) => `${a}–${b}-vuotiaat`,
    prices: [149, 10, 249],
  },
  de: {
    term: 'SportKidz – Herbstkurs',
    trial: 'SportKidz – Probestunde',
    camp: 'Sommercamp KW 27',
    ages: (a, b) => `${a}–${b} Jahre`,
    prices: [149, 10, 249],
  },
};

/** Start times and ages; the 5–6 group of term classes is always full. */
const groups: [min: number, max: number, start: string, end: string][] = [
  [3, 4, '09:30', '10:15'],
  [5, 6, '10:30', '11:15'],
  [7, 9, '11:30', '12:30'],
];

function ageGroupsOf(classId: string, seed: ClassSeed, type: ChildClassType, allFull: boolean): AgeGroup[] {
  return groups.map(([min, max, start, end]) => ({
    id: ageGroupIdOf(classId, min),
    name: seed.ages(min, max),
    minAge: min,
    maxAge: max,
    classStartTime: type === 'LeoCamp' ? '09:00' : start,
    classEndTime: type === 'LeoCamp' ? '15:00' : end,
    fullyBooked: allFull || (type === 'SportKidz' && min === 5),
  }));
}

/** The id of an age group of a seeded class: the play centre's slug, the class type, the group's lowest age. */
export function seededAgeGroupId(playgroundSlug: string, type: ChildClassType, minAge: number): string {
  return ageGroupIdOf(guidFor('child-class', `${playgroundSlug}/${type}`), minAge);
}

function ageGroupIdOf(classId: string, minAge: number): string {
  return guidFor('age-group', `${classId}/${minAge}`);
}

/**
 * Three classes at every play centre: a term, a trial class and a summer camp. At each
 * country's first play centre the term is discounted (20 % off for ten days), its 7–9 group
 * has one place left (see `seedPlacesLeft`) and the camp is fully booked in every age group.
 */
export function seedChildClasses(countries: Country[], now: Date): ChildClass[] {
  const inTwoWeeks = new Date(now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
  const inTenDays = new Date(now.getTime() + 10 * 86_400_000).toISOString();
  const campStart = `${now.getUTCFullYear() + (now.getUTCMonth() >= 6 ? 1 : 0)}-06-30`;
  return countryCodes.flatMap((code, index) => {
    const seed = seeds[code];
    const playgrounds = (countries[index]?.regions ?? []).flatMap((region) => region.playgrounds ?? []);
    return playgrounds.flatMap((playground, playgroundIndex) => {
      const featured = playgroundIndex === 0;
      const make = (type: ChildClassType, name: string, price: number, occasions: number, first: string) => {
        const id = guidFor('child-class', `${playground.slug}/${type}`);
        const ageGroups = ageGroupsOf(id, seed, type, featured && type === 'LeoCamp');
        const discounted = featured && type === 'SportKidz';
        return {
          id,
          classType: type,
          name,
          playgroundId: playground.guid,
          occasions,
          price: discounted
            ? { priceIncVat: Math.round(price * 0.8), validToDate: inTenDays, regularPriceIncVat: price }
            : { priceIncVat: price, validToDate: null, regularPriceIncVat: price },
          firstOccasionDate: `${first}T00:00:00.000Z`,
          ageGroups,
          isTrialClass: type === 'SportKidzTrial',
          fullyBooked: ageGroups.every((group) => group.fullyBooked),
        };
      };
      const [term, trial, camp] = seed.prices;
      return [
        make('SportKidz', seed.term, term, 12, inTwoWeeks),
        make('SportKidzTrial', seed.trial, trial, 1, inTwoWeeks),
        make('LeoCamp', seed.camp, camp, 5, campStart),
      ];
    });
  });
}

/** Places in an age group that is neither full nor the one with a single place left. */
export const placesPerAgeGroup = 20;

/**
 * Places left per age group id: none in a full group, one in the 7–9 group of the term class at
 * each country's first play centre (so a booking there fills it), `placesPerAgeGroup` elsewhere.
 * The API shows only whether a group is full; the stand-in counts the places behind that.
 */
export function seedPlacesLeft(countries: Country[], childClasses: ChildClass[]): Map<string, number> {
  const lastPlace = new Set(
    countries.flatMap((country) => {
      const first = (country.regions ?? []).flatMap((region) => region.playgrounds ?? [])[0]?.slug;
      return first ? [seededAgeGroupId(first, 'SportKidz', 7)] : [];
    }),
  );
  return new Map(
    childClasses.flatMap((childClass) =>
      (childClass.ageGroups ?? []).map((group) => [
        group.id,
        group.fullyBooked ? 0 : lastPlace.has(group.id) ? 1 : placesPerAgeGroup,
      ]),
    ),
  );
}

/** T-shirt sizes, in the Nordic children's sizes by height. */
export const tShirtSizes = ['92/98', '104/110', '116/122', '128/134', '140/146', '152/158'];
