import { describe, expect, it } from 'vitest';
import { CountryClient } from '../../../src/lib/api/countryClient.ts';
import { LocationClient } from '../../../src/lib/api/locationClient.ts';
import { PlaygroundClient } from '../../../src/lib/api/playgroundClient.ts';
import type { FrontEndLocationScope, LocationType } from '../../../src/lib/api/types/location.ts';
import { absent, describeCalls, nullValue } from './callCases.ts';
import { clientsWith, jsonReply } from '../support/fakeFetch.ts';

describe(CountryClient, () => {
  describeCalls('main', [
    {
      name: 'get',
      call: (c) => c.countries.get('country-se'),
      method: 'GET',
      url: '/api/Country/Get/country-se',
      empty: null,
      missing: { id: (c) => c.countries.get(absent) },
    },
    {
      name: 'list',
      call: (c) => c.countries.list(true),
      method: 'GET',
      url: '/api/Country/List?includeregions=true',
      empty: [],
    },
    {
      name: 'list without regions flag',
      call: (c) => c.countries.list(),
      method: 'GET',
      url: '/api/Country/List',
      empty: [],
    },
    {
      name: 'metadata',
      call: (c) => c.countries.metadata(),
      method: 'GET',
      url: '/api/Country/Metadata',
      empty: [],
    },
    {
      name: 'frontEndList',
      call: (c) => c.countries.frontEndList(false),
      method: 'GET',
      url: '/api/Country/FrontEndList?includeregions=false',
      empty: [],
    },
  ]);
});

describe(LocationClient, () => {
  describeCalls('main', [
    {
      name: 'byCategory',
      call: (c) => c.locations.byCategory('Playground'),
      method: 'GET',
      url: '/api/Location/GetLocationsByCategory?category=Playground',
      empty: [],
      missing: { category: (c) => c.locations.byCategory(nullValue) },
    },
    {
      name: 'get',
      call: (c) => c.locations.get('loc-1'),
      method: 'GET',
      url: '/api/Location/GetLocation/loc-1',
      empty: null,
      missing: { id: (c) => c.locations.get(absent) },
    },
    {
      name: 'tree',
      call: (c) => c.locations.tree('sweden'),
      method: 'GET',
      url: '/api/Location/GetTree?scope=sweden',
      empty: null,
      missing: { scope: (c) => c.locations.tree(nullValue) },
    },
    {
      name: 'list',
      call: (c) => c.locations.list(),
      method: 'GET',
      url: '/api/Location/GetList',
      empty: null,
    },
    {
      name: 'list with a scope',
      call: (c) => c.locations.list('norway'),
      method: 'GET',
      url: '/api/Location/GetList/norway',
      empty: null,
      missing: { scope: (c) => c.locations.list(nullValue) },
    },
    {
      name: 'frontEndList',
      call: (c) => c.locations.frontEndList('Region'),
      method: 'GET',
      url: '/api/Location/FontEndGetList?scope=Region',
      empty: [],
      missing: { scope: (c) => c.locations.frontEndList(nullValue as FrontEndLocationScope) },
    },
    {
      name: 'search',
      call: (c) => c.locations.search('Mölndal', 'Playground'),
      method: 'GET',
      url: '/api/Location/SearchLocation?query=M%C3%B6lndal&loctype=Playground',
      empty: [],
      missing: {
        query: (c) => c.locations.search(nullValue, 'Playground'),
        loctype: (c) => c.locations.search('Mölndal', nullValue as LocationType),
      },
    },
    {
      name: 'delete',
      call: (c) => c.locations.delete('loc-1'),
      method: 'DELETE',
      url: '/api/Location/DeleteLocation/loc-1',
      empty: undefined,
      missing: { id: (c) => c.locations.delete(absent) },
    },
  ]);

  describe('delete', () => {
    it('should forget cached location lists, so the deleted location is not shown again', async () => {
      const { clients, requests } = clientsWith(() => jsonReply([]));
      await clients.locations.frontEndList('Playground');
      await clients.locations.delete('loc-1');
      await clients.locations.frontEndList('Playground');
      expect(requests.map((request) => request.method)).toEqual(['GET', 'DELETE', 'GET']);
    });
  });
});

describe(PlaygroundClient, () => {
  describeCalls('main', [
    {
      name: 'get',
      call: (c) => c.playgrounds.get('pg-1'),
      method: 'GET',
      url: '/api/playground/Get/pg-1',
      empty: null,
      missing: { id: (c) => c.playgrounds.get(absent) },
    },
    {
      name: 'listByParent',
      call: (c) => c.playgrounds.listByParent('region-1'),
      method: 'GET',
      url: '/api/playground/List/region-1',
      empty: [],
      missing: { parent: (c) => c.playgrounds.listByParent(absent) },
    },
    {
      name: 'listByCountry',
      call: (c) => c.playgrounds.listByCountry('sweden'),
      method: 'GET',
      url: '/api/playground/ListByCountry/sweden',
      empty: [],
      missing: { country: (c) => c.playgrounds.listByCountry(absent) },
    },
    {
      name: 'listAll',
      call: (c) => c.playgrounds.listAll(),
      method: 'GET',
      url: '/api/playground/ListAllPlaygrounds',
      empty: [],
    },
  ]);
});
