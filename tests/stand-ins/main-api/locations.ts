import type { Language } from '../../../src/config/languages.ts';
import { locationTypes, type LocationList, type LocationType } from '../../../src/lib/api/types/location.ts';
import type { Country } from '../../../src/lib/api/types/location.ts';
import { validationBody } from '../shared/errorBody.ts';
import { countries as countryConfig, countryCodes } from '../shared/origins.ts';
import { text } from '../shared/requests.ts';
import { notFound, type MainApiApp, type RouteOptions } from './app.ts';
import type { Auth } from './auth.ts';
import { findLocation, locationIndex, toItem, toTree, type IndexedLocation } from './locationIndex.ts';

/** The culture the main API names for each language (its own table, English as in Britain). */
const apiCultures: Record<Language, string> = {
  sv: 'sv-SE',
  en: 'en-GB',
  da: 'da-DK',
  nb: 'nb-NO',
  fi: 'fi-FI',
  de: 'de-DE',
};

const groupNames: Record<LocationType, keyof LocationList> = {
  Country: 'countries',
  Region: 'regions',
  Playground: 'playgrounds',
  Area: 'areas',
  Room: 'rooms',
  Table: 'tables',
};

function grouped(locations: IndexedLocation[]): LocationList {
  const list: LocationList = {
    countries: [],
    regions: [],
    playgrounds: [],
    areas: [],
    rooms: [],
    tables: [],
    unknownparents: [],
  };
  for (const location of locations) list[groupNames[location.type]]?.push(toItem(location));
  return list;
}

/** Lowercase without accents, so "molndal" finds Mölndal as the real search does. */
function folded(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function withoutDeletedPlaygrounds(country: Country, deleted: Set<string>, includeRegions: boolean): Country {
  if (!includeRegions) return { ...country, regions: null };
  const regions = (country.regions ?? [])
    .filter((region) => !deleted.has(region.guid))
    .map((region) => ({
      ...region,
      playgrounds: (region.playgrounds ?? []).filter((p) => !deleted.has(p.guid)),
    }));
  return { ...country, regions };
}

/** Countries, locations and playgrounds (spec §7, main API). */
export function addLocationRoutes(app: MainApiApp, { state }: RouteOptions, auth: Auth): void {
  const liveCountries = (includeRegions: boolean) =>
    state.countries
      .filter((country) => !state.deletedLocations.has(country.guid))
      .map((country) => withoutDeletedPlaygrounds(country, state.deletedLocations, includeRegions));

  app.get('/api/Country/Get/:id', (c) => {
    const id = c.req.param('id');
    const country = liveCountries(true).find((candidate) => candidate.guid === id || candidate.slug === id);
    return country ? c.json(country) : notFound(c, 'Country', id);
  });
  app.get('/api/Country/List', (c) => c.json(liveCountries(c.req.query('includeregions') === 'true')));
  app.get('/api/Country/FrontEndList', (c) =>
    c.json(
      liveCountries(c.req.query('includeregions') === 'true').map(
        ({ guid, name, slug, profilebaseaddress, orderbaseaddress, regions }) => ({
          guid,
          name,
          slug,
          profilebaseaddress,
          orderbaseaddress,
          regions,
        }),
      ),
    ),
  );
  app.get('/api/Country/Metadata', (c) =>
    c.json(
      countryCodes.map((code) => ({
        countrySlug: countryConfig[code].slug,
        languages: countryConfig[code].languages.map((language) => ({
          code: language,
          bcpCode: apiCultures[language],
        })),
      })),
    ),
  );

  app.get('/api/Location/GetLocationsByCategory', (c) => {
    const category = text(c.req.query('category')).toLowerCase();
    if (category === '') return c.json(validationBody({ Category: ["'Category' must not be empty."] }), 400);
    return c.json(
      locationIndex(state)
        .filter((location) => location.type.toLowerCase() === category)
        .map(toItem),
    );
  });
  app.get('/api/Location/GetLocation/:id', (c) => {
    const location = findLocation(locationIndex(state), c.req.param('id'));
    return location ? c.json(toItem(location)) : notFound(c, 'Location', c.req.param('id'));
  });
  app.get('/api/Location/GetTree', (c) => {
    const scope = text(c.req.query('scope'));
    if (scope === '') return c.json(validationBody({ Scope: ["'Scope' must not be empty."] }), 400);
    const index = locationIndex(state);
    const roots =
      scope.toLowerCase() === 'all'
        ? index.filter((l) => l.type === 'Country')
        : [findLocation(index, scope)];
    if (roots.some((root) => root === undefined)) return notFound(c, 'Location', scope);
    return c.json({ items: roots.map((root) => toTree(index, root as IndexedLocation)) });
  });
  app.get('/api/Location/GetList', (c) => c.json(grouped(locationIndex(state))));
  app.get('/api/Location/GetList/:scope', (c) => {
    const index = locationIndex(state);
    const root = findLocation(index, c.req.param('scope'));
    if (!root) return notFound(c, 'Location', c.req.param('scope'));
    return c.json(grouped(index.filter((location) => location.lineage.includes(root.guid))));
  });
  app.get('/api/Location/FontEndGetList', (c) => {
    const scope = c.req.query('scope');
    if (scope !== 'Country' && scope !== 'Region' && scope !== 'Playground') {
      return c.json(
        validationBody({ Scope: ["'Scope' must be one of Country, Region or Playground."] }),
        400,
      );
    }
    return c.json(
      locationIndex(state)
        .filter((location) => location.type === scope)
        .map(toItem),
    );
  });
  app.get('/api/Location/SearchLocation', (c) => {
    const query = text(c.req.query('query'));
    const type = c.req.query('loctype');
    const errors: Record<string, string[]> = {};
    if (query === '') errors['Query'] = ["'Query' must not be empty."];
    if (!locationTypes.includes(type as LocationType))
      errors['Loctype'] = [`'Loctype' must be one of ${locationTypes.join(', ')}.`];
    if (Object.keys(errors).length > 0) return c.json(validationBody(errors), 400);
    return c.json(
      locationIndex(state)
        .filter((location) => location.type === type && folded(location.name).includes(folded(query)))
        .map(toItem),
    );
  });
  app.delete('/api/Location/DeleteLocation/:id', auth.requireUser, auth.requireRole('Administrator'), (c) => {
    const location = findLocation(locationIndex(state), c.req.param('id'));
    if (!location) return notFound(c, 'Location', c.req.param('id'));
    state.deletedLocations.add(location.guid);
    return c.body(null, 204);
  });

  const playgroundsBelow = (root: IndexedLocation) => {
    const guids = new Set(
      locationIndex(state)
        .filter((l) => l.type === 'Playground' && l.lineage.includes(root.guid))
        .map((l) => l.guid),
    );
    return state.playgrounds().filter((playground) => guids.has(playground.guid));
  };
  app.get('/api/playground/Get/:id', (c) => {
    const location = findLocation(locationIndex(state), c.req.param('id'));
    const playground =
      location?.type === 'Playground' ? state.playgrounds().find((p) => p.guid === location.guid) : undefined;
    return playground ? c.json(playground) : notFound(c, 'Playground', c.req.param('id'));
  });
  app.get('/api/playground/List/:parent', (c) => {
    const parent = findLocation(locationIndex(state), c.req.param('parent'));
    return parent ? c.json(playgroundsBelow(parent)) : notFound(c, 'Location', c.req.param('parent'));
  });
  app.get('/api/playground/ListByCountry/:country', (c) => {
    const country = findLocation(locationIndex(state), c.req.param('country'));
    return country?.type === 'Country'
      ? c.json(playgroundsBelow(country))
      : notFound(c, 'Country', c.req.param('country'));
  });
  app.get('/api/playground/ListAllPlaygrounds', (c) => {
    const live = new Set(
      locationIndex(state)
        .filter((l) => l.type === 'Playground')
        .map((l) => l.guid),
    );
    return c.json(state.playgrounds().filter((playground) => live.has(playground.guid)));
  });
}
