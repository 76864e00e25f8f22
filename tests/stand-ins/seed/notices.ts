import type { Country } from '../../../src/lib/api/types/location.ts';
import type { SiteNotice } from '../../../src/lib/api/types/notice.ts';
import { guidFor } from '../shared/guid.ts';
import { countryCodes, type CountryCode } from '../shared/origins.ts';

/** Name and text of a country-wide notice and of one for the first play centre. */
const seeds: Record<CountryCode, [country: [string, string], playground: [string, string]]> = {
  se: [
    [
      'Nya öppettider i sommar',
      'Från midsommar till mitten av augusti öppnar alla våra lekland redan kl. 9.',
    ],
    ['Ombyggnad av kiosken', 'Kiosken är stängd för ombyggnad. Café och glassbar har öppet som vanligt.'],
  ],
  no: [
    [
      'Nye åpningstider i sommer',
      'Fra sankthans til midten av august åpner alle lekelandene våre allerede kl. 9.',
    ],
    ['Stengt klatrevegg', 'Klatreveggen er stengt for vedlikehold denne uken.'],
  ],
  dk: [
    [
      'Nye åbningstider i sommer',
      'Fra sankthans til midt i august åbner alle vores legelande allerede kl. 9.',
    ],
    [
      'Renovering af trampolinerne',
      'Trampolinområdet er lukket for renovering. Resten af legelandet har åbent som normalt.',
    ],
  ],
  fi: [
    ['Kesän aukioloajat', 'Juhannuksesta elokuun puoliväliin kaikki leikkimaamme aukeavat jo klo 9.'],
    ['Kahvilan remontti', 'Kahvila on suljettu remontin vuoksi. Jäätelöbaari palvelee normaalisti.'],
  ],
  de: [
    [
      'Neue Öffnungszeiten im Sommer',
      'Von Ende Juni bis Mitte August öffnen alle unsere Spielparks schon um 9 Uhr.',
    ],
    ['Kletterwand gesperrt', 'Die Kletterwand ist diese Woche wegen Wartungsarbeiten gesperrt.'],
  ],
};

/** Names of the first play centre's notices that must never show: one ended, one disabled. */
const hiddenNames: Record<CountryCode, [expired: string, disabled: string]> = {
  se: ['Höstlovsaktiviteter', 'Utkast: julöppettider'],
  no: ['Høstferieaktiviteter', 'Utkast: juleåpningstider'],
  dk: ['Efterårsferieaktiviteter', 'Kladde: juleåbningstider'],
  fi: ['Syysloman tapahtumat', 'Luonnos: joulun aukioloajat'],
  de: ['Herbstferienprogramm', 'Entwurf: Öffnungszeiten an Weihnachten'],
};

/**
 * Notices of every country: one for the whole country (Info), one for its first play centre
 * (Warning), and a disabled one that must never be shown; the first play centre also has one
 * that ended yesterday and a disabled one of its own, which must never be shown either. Dates are around `now`, so the
 * notices are current whenever the stand-in starts.
 */
export function seedNotices(countries: Country[], now: Date): SiteNotice[] {
  const day = 86_400_000;
  const startDate = new Date(now.getTime() - 7 * day).toISOString();
  const endDate = new Date(now.getTime() + 60 * day).toISOString();
  return countryCodes.flatMap((code, index) => {
    const country = countries[index];
    const firstPlayground = country?.regions?.[0]?.playgrounds?.[0];
    if (!country || !firstPlayground) return [];
    const [[countryName, countryText], [playgroundName, playgroundText]] = seeds[code];
    const [expiredName, disabledName] = hiddenNames[code];
    const notice = (
      key: string,
      locationId: string,
      name: string,
      text: string,
      type: string,
      disabled = false,
      period: [start: string, end: string] = [startDate, endDate],
    ) => ({
      guid: guidFor('notice', `${code}/${key}`),
      locationIds: [locationId],
      startDate: period[0],
      endDate: period[1],
      name,
      text,
      type,
      disabled,
      icon: type === 'Warning' ? 'warning' : 'info',
    });
    return [
      notice('country', country.guid, countryName, countryText, 'Info'),
      notice('playground', firstPlayground.guid, playgroundName, playgroundText, 'Warning'),
      notice('disabled', country.guid, `${countryName} (draft)`, countryText, 'Info', true),
      notice('playground-expired', firstPlayground.guid, expiredName, playgroundText, 'Info', false, [
        new Date(now.getTime() - 20 * day).toISOString(),
        new Date(now.getTime() - day).toISOString(),
      ]),
      notice('playground-disabled', firstPlayground.guid, disabledName, playgroundText, 'Info', true),
    ];
  });
}
