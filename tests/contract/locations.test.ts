import { describe, expect, it } from 'vitest';
import { countries as configCountries, countryCodes } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { CountryClient } from '../../src/lib/api/countryClient.ts';
import { LocationClient } from '../../src/lib/api/locationClient.ts';
import { PlaygroundClient } from '../../src/lib/api/playgroundClient.ts';
import { errorTranslationKey } from '../../src/lib/errors/translationKey.ts';
import { accessTokenFor, clients } from './support/standIns.ts';

describe(CountryClient, () => {
  it('should list the five countries with the slugs and addresses of src/config', async () => {
    const list = await clients().countries.frontEndList(false);
    expect(list.map((country) => country.slug)).toEqual(
      countryCodes.map((code) => configCountries[code].slug),
    );
    expect(list.map((country) => country.profilebaseaddress)).toEqual(
      countryCodes.map((code) => endpointsFor('development', code).profileBase),
    );
  });

  it('should include regions with their playgrounds only when asked', async () => {
    const [withRegions, without] = await Promise.all([
      clients().countries.list(true),
      clients().countries.list(false),
    ]);
    const sweden = withRegions.find((country) => country.slug === 'sweden');
    expect(sweden?.regions?.map((region) => region.name)).toEqual([
      'Stockholm',
      'Västra Götaland',
      'Skåne',
      'Uppsala',
    ]);
    expect(sweden?.regions?.[0]?.playgrounds?.map((playground) => playground.city)).toEqual([
      'Järfälla',
      'Kungens Kurva',
    ]);
    expect(without.every((country) => country.regions === null)).toBe(true);
  });

  it('should give one country by guid, and the languages of each', async () => {
    const [denmark] = (await clients().countries.list()).filter((country) => country.slug === 'denmark');
    await expect(clients().countries.get(denmark?.guid ?? '')).resolves.toMatchObject({
      currency: 'DKK',
      culture: 'da-DK',
    });
    const metadata = await clients().countries.metadata();
    expect(metadata.find((entry) => entry.countrySlug === 'finland')?.languages).toEqual([
      { code: 'fi', bcpCode: 'fi-FI' },
      { code: 'en', bcpCode: 'en-GB' },
    ]);
  });

  it('should answer 404 for an unknown country', async () => {
    const error = await clients()
      .countries.get('atlantis')
      .catch((caught: unknown) => caught);
    expect(errorTranslationKey(error)).toBe('errors.notFound');
  });
});

describe(LocationClient, () => {
  it('should list locations by category and front-end scope, and give one with its path', async () => {
    const regions = await clients().locations.frontEndList('Region');
    expect(regions.map((region) => region.name)).toContain('Uusimaa');
    const playgrounds = await clients().locations.byCategory('Playground');
    const koeln = playgrounds.find((playground) => playground.name === 'Play Centre Köln-Porz');
    await expect(clients().locations.get(koeln?.locationid ?? '')).resolves.toEqual({
      locationid: koeln?.locationid,
      name: 'Play Centre Köln-Porz',
      type: 'Playground',
      path: ['Deutschland', 'Nordrhein-Westfalen', 'Play Centre Köln-Porz'],
    });
  });

  it('should search without caring about accents', async () => {
    const found = await clients().locations.search('asane', 'Playground');
    expect(found.map((location) => location.name)).toEqual(['Play Centre Åsane']);
  });

  it('should give the playground tree of a country down to rooms and tables', async () => {
    const tree = await clients().locations.tree('finland');
    const [finland] = tree?.items ?? [];
    const tampere = finland?.children?.find((region) => region.name === 'Pirkanmaa')?.children?.[0];
    expect(tampere?.name).toBe('Play Centre Tampere Lielahti');
    expect(
      tampere?.children?.map((area) => [area.name, area.children?.map((child) => child.datatypename)]),
    ).toEqual([
      ['Juhlatilat', ['Room', 'Room']],
      ['Café', ['Table', 'Table', 'Table', 'Table']],
    ]);
  });

  it('should group every location, and those below a scope', async () => {
    const all = await clients().locations.list();
    expect(all?.countries).toHaveLength(5);
    const norway = await clients().locations.list('norway');
    expect(norway?.countries?.map((country) => country.name)).toEqual(['Norge']);
    expect(norway?.playgrounds?.map((playground) => playground.name)).toEqual([
      'Play Centre Alnabru',
      'Play Centre Sandvika',
      'Play Centre Åsane',
    ]);
  });

  it('should let staff delete a location, and nobody else', async () => {
    const [table] = await clients().locations.byCategory('Table');
    const customer = await accessTokenFor('astrid.lindqvist@example.com');
    const refused = await clients(customer)
      .locations.delete(table?.locationid ?? '')
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ status: 403 });
    expect(errorTranslationKey(refused)).toBe('errors.permission');
    const staff = await accessTokenFor('karin.sjoberg@example.com');
    await clients(staff).locations.delete(table?.locationid ?? '');
    await expect(clients().locations.get(table?.locationid ?? '')).rejects.toMatchObject({ status: 404 });
  });
});

describe(PlaygroundClient, () => {
  it('should give play centres by country, by parent, all of them, and one', async () => {
    const sweden = await clients().playgrounds.listByCountry('sweden');
    expect(sweden.map((playground) => playground.slug)).toEqual([
      'barkarby',
      'kungens-kurva',
      'molndal',
      'malmo-svagertorp',
      'uppsala-bolanderna',
    ]);
    const all = await clients().playgrounds.listAll();
    expect(all).toHaveLength(16);
    const [bayern] = await clients().locations.search('Bayern', 'Region');
    const inBayern = await clients().playgrounds.listByParent(bayern?.locationid ?? '');
    expect(inBayern.map((playground) => playground.name)).toEqual(['Play Centre München-Freiham']);
    await expect(clients().playgrounds.get(inBayern[0]?.guid ?? '')).resolves.toMatchObject({
      postalcode: '81249',
      city: 'München',
      areas: [{ name: 'Partyräume', rooms: [{ name: 'Dschungelzimmer' }, { name: 'Weltraumzimmer' }] }],
    });
  });
});
