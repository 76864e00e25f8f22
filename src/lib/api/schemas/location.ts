import {
  locationTypes,
  type Area,
  type Country,
  type CountryConfiguration,
  type CountryListItem,
  type LocationItem,
  type LocationList,
  type LocationTree,
  type LocationTreeNode,
  type Playground,
  type PlaygroundEmails,
  type Region,
  type Room,
} from '../types/location.ts';
import { media } from './common.ts';
import {
  flag,
  id,
  later,
  listOf,
  maybe,
  number,
  oneOf,
  record,
  presentText,
  text,
  textByKey,
  type Schema,
} from './fields.ts';

/** Countries, regions, play centres and the location hierarchy (types/location.ts). */

const room: Schema<Room> = record({
  name: text,
  description: text,
  size: number,
  maxguests: number,
  recommendedmaxguests: number,
  block: flag,
  disabled: flag,
  images: listOf(media),
  theme: text,
});

const area: Schema<Area> = record({ name: text, guid: id, type: text, rooms: listOf(room) });

const emails: Schema<PlaygroundEmails> = record({
  general: text,
  party: text,
  groupBooking: text,
  childClass: text,
});

/** Texts per language code. */
const perLanguage = textByKey;

export const playground: Schema<Playground> = record({
  guid: id,
  name: text,
  translatednames: perLanguage,
  slug: text,
  address: text,
  postalcode: text,
  city: text,
  phone: text,
  emails: maybe(emails),
  region: text,
  type: text,
  maplink: text,
  costcentre: text,
  extrabirthdaychildprice: number,
  extrabirthdaychildarticlenumbers: listOf(presentText),
  disabled: flag,
  partybookingopeningdatetime: text,
  partybookingcontent: perLanguage,
  entrancebookingopeningdate: text,
  areas: listOf(area),
  blockreservationsminutes: number,
  usefoodexport: flag,
});

const region: Schema<Region> = record({
  guid: id,
  name: text,
  country: text,
  playgrounds: listOf(playground),
});

export const country: Schema<Country> = record({
  guid: id,
  name: text,
  culture: text,
  currency: text,
  timezone: text,
  childclassvat: number,
  companyname: text,
  companyorgno: text,
  smssender: text,
  mailsender: text,
  sitebaseaddress: text,
  orderbaseaddress: text,
  profilebaseaddress: text,
  partybaseaddress: text,
  regions: listOf(region),
  slug: text,
});

export const countryListItem: Schema<CountryListItem> = record({
  guid: id,
  name: text,
  slug: text,
  profilebaseaddress: text,
  orderbaseaddress: text,
  regions: listOf(region),
});

export const countryConfiguration: Schema<CountryConfiguration> = record({
  countrySlug: text,
  languages: listOf(record({ code: text, bcpCode: text })),
});

export const locationItem: Schema<LocationItem> = record({
  locationid: id,
  name: text,
  type: oneOf(locationTypes),
  path: listOf(presentText),
});

const items = listOf(locationItem);

export const locationList: Schema<LocationList> = record({
  countries: items,
  regions: items,
  playgrounds: items,
  areas: items,
  rooms: items,
  tables: items,
  unknownparents: items,
});

const locationTreeNode: Schema<LocationTreeNode> = record({
  guid: id,
  name: text,
  slug: text,
  parentid: text,
  disabled: flag,
  datatypename: oneOf(locationTypes),
  children: listOf(later((): Schema<LocationTreeNode> => locationTreeNode)),
  path: listOf(presentText),
});

export const locationTree: Schema<LocationTree> = record({ items: listOf(locationTreeNode) });
