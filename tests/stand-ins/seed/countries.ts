import type { Media } from '../../../src/lib/api/types/common.ts';
import type { Area, Country, Playground, Region } from '../../../src/lib/api/types/location.ts';
import { countries, countryCodes, developmentEndpoints, type CountryCode } from '../shared/origins.ts';
import { guidFor } from '../shared/guid.ts';
import { landscape, roomPictureMedia, square, type RoomPicture } from './roomPictures.ts';

/**
 * Countries, regions and play centres as the main API stand-in serves them. Places and
 * addresses read like the real thing; phone numbers are in each country's format but fictional.
 */

interface PlaygroundSeed {
  slug: string;
  name: string;
  address: string;
  postalcode: string;
  city: string;
  phone: string;
  /** The name per language where it differs; English falls back to `name`. */
  translatednames?: Record<string, string>;
  /** How many pictures its party rooms have (README, "Pictures"); none when left out. */
  pictures?: 1 | 2 | 3;
}

interface RegionSeed {
  key: string;
  name: string;
  playgrounds: PlaygroundSeed[];
}

interface CountrySeed {
  companyname: string;
  companyorgno: string;
  childclassvat: number;
  culture: string;
  /** Names of the party area and its two rooms in the country's language. */
  partyArea: [area: string, room1: string, room2: string];
  regions: RegionSeed[];
}

const seeds: Record<CountryCode, CountrySeed> = {
  se: {
    companyname: 'Play Centre Sverige AB',
    companyorgno: '556912-4470',
    childclassvat: 6,
    culture: 'sv-SE',
    partyArea: ['Kalasrum', 'Djungelrummet', 'Rymdrummet'],
    regions: [
      {
        key: 'stockholm',
        name: 'Stockholm',
        playgrounds: [
          {
            slug: 'barkarby',
            name: 'Play Centre Barkarby',
            address: 'Veddestavägen 22',
            postalcode: '175 62',
            city: 'Järfälla',
            phone: '+46 8 120 345 10',
            translatednames: { sv: 'Lekland Barkarby', en: 'Play Centre Barkarby' },
            pictures: 3,
          },
          {
            slug: 'kungens-kurva',
            name: 'Play Centre Kungens Kurva',
            address: 'Geometrivägen 4',
            postalcode: '141 75',
            city: 'Kungens Kurva',
            phone: '+46 8 120 345 20',
            pictures: 1,
          },
        ],
      },
      {
        key: 'vastra-gotaland',
        name: 'Västra Götaland',
        playgrounds: [
          {
            slug: 'molndal',
            name: 'Play Centre Mölndal',
            address: 'Flöjelbergsgatan 8',
            postalcode: '431 37',
            city: 'Mölndal',
            phone: '+46 31 760 22 30',
          },
        ],
      },
      {
        key: 'skane',
        name: 'Skåne',
        playgrounds: [
          {
            slug: 'malmo-svagertorp',
            name: 'Play Centre Malmö Svågertorp',
            address: 'Svågertorpsvägen 10',
            postalcode: '215 32',
            city: 'Malmö',
            phone: '+46 40 630 18 40',
            pictures: 2,
          },
        ],
      },
      {
        key: 'uppsala',
        name: 'Uppsala',
        playgrounds: [
          {
            slug: 'uppsala-bolanderna',
            name: 'Play Centre Uppsala Boländerna',
            address: 'Stålgatan 14',
            postalcode: '754 50',
            city: 'Uppsala',
            phone: '+46 18 410 22 50',
          },
        ],
      },
    ],
  },
  no: {
    companyname: 'Play Centre Norge AS',
    companyorgno: '923 456 781',
    childclassvat: 0,
    culture: 'nb-NO',
    partyArea: ['Selskapsrom', 'Jungelrommet', 'Romskipet'],
    regions: [
      {
        key: 'oslo-og-viken',
        name: 'Oslo og Viken',
        playgrounds: [
          {
            slug: 'alnabru',
            name: 'Play Centre Alnabru',
            address: 'Strømsveien 245',
            postalcode: '0668',
            city: 'Oslo',
            phone: '+47 22 64 30 10',
            translatednames: { nb: 'Lekeland Alnabru', en: 'Play Centre Alnabru' },
            pictures: 3,
          },
          {
            slug: 'sandvika',
            name: 'Play Centre Sandvika',
            address: 'Brodtkorbs gate 7',
            postalcode: '1338',
            city: 'Sandvika',
            phone: '+47 67 55 20 40',
          },
        ],
      },
      {
        key: 'vestland',
        name: 'Vestland',
        playgrounds: [
          {
            slug: 'asane',
            name: 'Play Centre Åsane',
            address: 'Åsane senter 36',
            postalcode: '5116',
            city: 'Ulset',
            phone: '+47 55 19 80 20',
            pictures: 1,
          },
        ],
      },
    ],
  },
  dk: {
    companyname: 'Play Centre Danmark ApS',
    companyorgno: 'CVR 38 12 45 67',
    childclassvat: 25,
    culture: 'da-DK',
    partyArea: ['Fødselsdagslokaler', 'Junglerummet', 'Rumskibet'],
    regions: [
      {
        key: 'hovedstaden',
        name: 'Hovedstaden',
        playgrounds: [
          {
            slug: 'glostrup',
            name: 'Play Centre Glostrup',
            address: 'Hovedvejen 98',
            postalcode: '2600',
            city: 'Glostrup',
            phone: '+45 43 96 12 30',
            translatednames: { da: 'Legeland Glostrup', en: 'Play Centre Glostrup' },
            pictures: 3,
          },
        ],
      },
      {
        key: 'midtjylland',
        name: 'Midtjylland',
        playgrounds: [
          {
            slug: 'aarhus-tilst',
            name: 'Play Centre Aarhus Tilst',
            address: 'Tilst Skolevej 4',
            postalcode: '8381',
            city: 'Tilst',
            phone: '+45 86 24 55 10',
          },
        ],
      },
    ],
  },
  fi: {
    companyname: 'Play Centre Suomi Oy',
    companyorgno: '2789456-3',
    childclassvat: 10,
    culture: 'fi-FI',
    partyArea: ['Juhlatilat', 'Viidakkohuone', 'Avaruushuone'],
    regions: [
      {
        key: 'uusimaa',
        name: 'Uusimaa',
        playgrounds: [
          {
            slug: 'vantaa-tammisto',
            name: 'Play Centre Vantaa Tammisto',
            address: 'Tammiston kauppatie 3',
            postalcode: '01510',
            city: 'Vantaa',
            phone: '+358 9 8560 2210',
            translatednames: { fi: 'Leikkimaa Vantaa Tammisto', en: 'Leikkimaa Play Centre Vantaa' },
            pictures: 3,
          },
          {
            slug: 'espoo-suomenoja',
            name: 'Play Centre Espoo Suomenoja',
            address: 'Suomenlahdentie 12',
            postalcode: '02230',
            city: 'Espoo',
            phone: '+358 9 8560 2230',
          },
        ],
      },
      {
        key: 'pirkanmaa',
        name: 'Pirkanmaa',
        playgrounds: [
          {
            slug: 'tampere-lielahti',
            name: 'Play Centre Tampere Lielahti',
            address: 'Lielahdenkatu 10',
            postalcode: '33400',
            city: 'Tampere',
            phone: '+358 3 3140 5500',
            pictures: 2,
          },
        ],
      },
    ],
  },
  de: {
    companyname: 'Play Centre Deutschland GmbH',
    companyorgno: 'HRB 98765, Amtsgericht Köln',
    childclassvat: 7,
    culture: 'de-DE',
    partyArea: ['Partyräume', 'Dschungelzimmer', 'Weltraumzimmer'],
    regions: [
      {
        key: 'nordrhein-westfalen',
        name: 'Nordrhein-Westfalen',
        playgrounds: [
          {
            slug: 'koeln-porz',
            name: 'Play Centre Köln-Porz',
            address: 'Frankfurter Straße 120',
            postalcode: '51147',
            city: 'Köln',
            phone: '+49 2203 98 76 50',
            translatednames: { de: 'Spielpark Köln-Porz', en: 'Play Centre Cologne-Porz' },
            pictures: 3,
          },
          {
            slug: 'duesseldorf-reisholz',
            name: 'Play Centre Düsseldorf-Reisholz',
            address: 'Henkelstraße 230',
            postalcode: '40599',
            city: 'Düsseldorf',
            phone: '+49 211 73 41 20',
          },
        ],
      },
      {
        key: 'bayern',
        name: 'Bayern',
        playgrounds: [
          {
            slug: 'muenchen-freiham',
            name: 'Play Centre München-Freiham',
            address: 'Hans-Steinkohl-Straße 5',
            postalcode: '81249',
            city: 'München',
            phone: '+49 89 87 65 43 20',
            pictures: 1,
          },
        ],
      },
    ],
  },
};

/**
 * Which room each picture is of, and its shape, for a play centre with 1, 2 or 3 pictures: the
 * first room (jungle) gets the first and the third, the second room (space) the second.
 */
const pictureLayouts: Record<1 | 2 | 3, [room: 0 | 1, size: typeof landscape | typeof square][]> = {
  1: [[0, landscape]],
  2: [
    [0, landscape],
    [1, square],
  ],
  3: [
    [0, landscape],
    [1, landscape],
    [0, square],
  ],
};

function areasOf(seed: PlaygroundSeed, [areaName, room1, room2]: CountrySeed['partyArea']): Area[] {
  const rooms = [
    { name: room1, theme: 'Jungle', maxguests: 16 },
    { name: room2, theme: 'Space', maxguests: 20 },
  ].map((room) => ({ ...room, images: [] as Media[] }));
  (seed.pictures ? pictureLayouts[seed.pictures] : []).forEach(([index, size], number) => {
    const room = rooms[index];
    if (!room) return;
    const picture: RoomPicture = {
      playgroundName: seed.name,
      roomName: room.name,
      theme: room.theme,
      ...size,
      variant: room.images.length,
    };
    // Versions 1, 2, 3: a picture replaced in the content system keeps its guid, not its version.
    room.images.push(roomPictureMedia(seed.slug, picture, number, number + 1));
  });
  return [
    {
      guid: guidFor('area', `${seed.slug}/party`),
      name: areaName,
      type: 'PartyArea',
      rooms: rooms.map(({ name, theme, maxguests, images }) => ({
        name,
        description: null,
        size: maxguests * 2,
        maxguests,
        recommendedmaxguests: maxguests - 4,
        block: false,
        disabled: false,
        images,
        theme,
      })),
    },
  ];
}

function playgroundOf(country: CountryCode, region: string, seed: PlaygroundSeed, index: number): Playground {
  const domain = countries[country].domain;
  const mailbox = seed.slug.replace(/-/g, '.');
  return {
    guid: guidFor('playground', seed.slug),
    name: seed.name,
    translatednames: seed.translatednames ?? { en: seed.name },
    slug: seed.slug,
    address: seed.address,
    postalcode: seed.postalcode,
    city: seed.city,
    phone: seed.phone,
    emails: {
      general: `${mailbox}@${domain}`,
      party: `party.${mailbox}@${domain}`,
      groupBooking: `groups.${mailbox}@${domain}`,
      childClass: `sportkidz.${mailbox}@${domain}`,
    },
    region,
    type: 'Playground',
    maplink: `https://maps.example/?q=${encodeURIComponent(`${seed.address}, ${seed.postalcode} ${seed.city}`)}`,
    costcentre: `${country.toUpperCase()}-${String(1010 + index * 10)}`,
    extrabirthdaychildprice: null,
    extrabirthdaychildarticlenumbers: [`${country.toUpperCase()}-EXTRA-BDAY`],
    disabled: false,
    partybookingopeningdatetime: '2024-01-08T08:00:00.000Z',
    partybookingcontent: {},
    entrancebookingopeningdate: '2024-01-08',
    areas: areasOf(seed, seeds[country].partyArea),
    blockreservationsminutes: 15,
    usefoodexport: country === 'se' || country === 'no',
  };
}

/** Every country with its regions and play centres, freshly built (callers may change them). */
export function seedCountries(): Country[] {
  return countryCodes.map((code) => {
    const seed = seeds[code];
    const config = countries[code];
    const endpoints = developmentEndpoints[code];
    const countryGuid = guidFor('country', code);
    let index = 0;
    const regions: Region[] = seed.regions.map((region) => {
      const regionGuid = guidFor('region', `${code}/${region.key}`);
      return {
        guid: regionGuid,
        name: region.name,
        country: countryGuid,
        playgrounds: region.playgrounds.map((playground) =>
          playgroundOf(code, regionGuid, playground, index++),
        ),
      };
    });
    return {
      guid: countryGuid,
      name: config.nativeName,
      culture: seed.culture,
      currency: config.currency,
      timezone: config.timeZone,
      childclassvat: seed.childclassvat,
      companyname: seed.companyname,
      companyorgno: seed.companyorgno,
      smssender: 'PlayCentre',
      mailsender: `noreply@${config.domain}`,
      sitebaseaddress: endpoints.siteBase,
      orderbaseaddress: endpoints.orderBase,
      profilebaseaddress: endpoints.profileBase,
      partybaseaddress: endpoints.partyBase,
      regions,
      slug: config.slug,
    };
  });
}

/**
 * The play centre of each country that has everything the playground page shows: names per
 * language, a closed day and a comment in the coming week, an active notice next to an
 * expired and a disabled one, a discounted and a fully booked class, and three pictures of its
 * party rooms. The first one seeded.
 */
export function featuredPlaygroundSlug(code: CountryCode): string {
  const slug = seeds[code].regions[0]?.playgrounds[0]?.slug;
  if (!slug) throw new Error(`No play centre seeded for ${code}`);
  return slug;
}

/** The guid of a seeded play centre, by slug; throws for a typo in the seed itself. */
export function playgroundGuid(slug: string): string {
  const known = Object.values(seeds).some((seed) =>
    seed.regions.some((region) => region.playgrounds.some((playground) => playground.slug === slug)),
  );
  if (!known) throw new Error(`No seeded playground "${slug}"`);
  return guidFor('playground', slug);
}
