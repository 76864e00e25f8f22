import type { LocationItem, LocationTreeNode, LocationType } from '../../../src/lib/api/types/location.ts';
import type { StandInState } from '../seed/state.ts';
import { guidFor } from '../shared/guid.ts';

/** One location of the hierarchy, with its parent and the names from the country down. */
export interface IndexedLocation {
  guid: string;
  name: string;
  slug: string | null;
  type: LocationType;
  parentid: string | null;
  path: string[];
  /** Guids from the country down to this location itself. */
  lineage: string[];
}

/** What a café table is called in each country's language. */
const tableWord: Record<string, string> = { sv: 'Bord', nb: 'Bord', da: 'Bord', fi: 'Pöytä', de: 'Tisch' };

/**
 * The location hierarchy of spec §3 (country, region, playground, area, room, table), built
 * from the seeded countries, leaving out what was deleted (with everything below it).
 */
export function locationIndex(state: StandInState): IndexedLocation[] {
  const all: IndexedLocation[] = [];
  const add = (
    parent: IndexedLocation | null,
    node: Omit<IndexedLocation, 'parentid' | 'path' | 'lineage'>,
  ) => {
    if (state.deletedLocations.has(node.guid) || (parent && !all.includes(parent))) return null;
    const location: IndexedLocation = {
      ...node,
      parentid: parent?.guid ?? null,
      path: [...(parent?.path ?? []), node.name],
      lineage: [...(parent?.lineage ?? []), node.guid],
    };
    all.push(location);
    return location;
  };
  for (const country of state.countries) {
    const countryNode = add(null, {
      guid: country.guid,
      name: country.name ?? '',
      slug: country.slug,
      type: 'Country',
    });
    const word = tableWord[(country.culture ?? '').slice(0, 2)] ?? 'Table';
    for (const region of country.regions ?? []) {
      const regionNode =
        countryNode &&
        add(countryNode, { guid: region.guid, name: region.name ?? '', slug: null, type: 'Region' });
      for (const playground of region.playgrounds ?? []) {
        const playgroundNode =
          regionNode &&
          add(regionNode, {
            guid: playground.guid,
            name: playground.name ?? '',
            slug: playground.slug,
            type: 'Playground',
          });
        if (!playgroundNode) continue;
        for (const area of playground.areas ?? []) {
          const areaNode = add(playgroundNode, {
            guid: area.guid,
            name: area.name ?? '',
            slug: null,
            type: 'Area',
          });
          for (const room of area.rooms ?? []) {
            const guid = guidFor('room', `${playground.slug}/${room.name}`);
            if (areaNode) add(areaNode, { guid, name: room.name ?? '', slug: null, type: 'Room' });
          }
        }
        const cafe = add(playgroundNode, {
          guid: guidFor('area', `${playground.slug}/cafe`),
          name: 'Café',
          slug: null,
          type: 'Area',
        });
        for (const number of [1, 2, 3, 4]) {
          const guid = guidFor('table', `${playground.slug}/${number}`);
          if (cafe) add(cafe, { guid, name: `${word} ${number}`, slug: null, type: 'Table' });
        }
      }
    }
  }
  return all;
}

export function toItem(location: IndexedLocation): LocationItem {
  return { locationid: location.guid, name: location.name, type: location.type, path: location.path };
}

/** The subtree below `root`, as the tree call returns it. */
export function toTree(index: IndexedLocation[], root: IndexedLocation): LocationTreeNode {
  return {
    guid: root.guid,
    name: root.name,
    slug: root.slug,
    parentid: root.parentid,
    disabled: false,
    datatypename: root.type,
    path: root.path,
    children: index
      .filter((location) => location.parentid === root.guid)
      .map((child) => toTree(index, child)),
  };
}

/** A location by guid, or a country or playground by slug. */
export function findLocation(index: IndexedLocation[], idOrSlug: string): IndexedLocation | undefined {
  return index.find(
    (location) => location.guid === idOrSlug || (location.slug !== null && location.slug === idOrSlug),
  );
}
