import type { ChildClass } from '../api/types/childClass.ts';
import type { Playground } from '../api/types/location.ts';
import type { SiteNotice } from '../api/types/notice.ts';
import { addDays } from '../dates/calendarDay.ts';
import { zoneOffsets, type ZoneOffsets } from '../dates/zoneOffsets.ts';
import type { Seller } from '../shop/receipt.ts';
import {
  loadShelfArticles,
  shelfOf,
  type ShelfArticle,
  type ShelfClients,
  type ShopShelf,
} from '../shop/shelf.ts';
import { activeNotices } from './activeNotices.ts';
import { openingWeek, openingWeekDays, type OpeningWeekDay } from './openingWeek.ts';
import { isPlaygroundSlug } from '../address/segments.ts';
import { playgroundName, type ResolutionClients } from './resolvePlayground.ts';
import type { ChildClassClient } from '../api/childClassClient.ts';
import type { NoticeClient } from '../api/noticeClient.ts';
import type { OpeningHoursClient } from '../api/openingHoursClient.ts';

/**
 * One play centre as the build saw it: what its page is prerendered with, and what the page
 * shows until the live answers come (stores/playground.ts asks again at once after paint).
 */
export interface BuiltPlayground {
  playground: Playground;
  hours: OpeningWeekDay[];
  notices: SiteNotice[];
  classes: ChildClass[];
  /** When the build asked the main API (ISO): the page says so when it is more than a day ago. */
  builtAt: string;
  /** The play centre's time zone for a year from the build: its today without `Intl`. */
  zone: ZoneOffsets;
  /** Its country's guid: serial tickets are sold per country. */
  countryGuid: string;
  /**
   * What its shop sells, as the build saw it, or null when the build could not ask: the page
   * then asks in the browser. The article page asks again before anything is bought.
   */
  shop: ShopShelf | null;
}

/** How far ahead the build writes a time zone's offsets: a page is rebuilt daily at the least. */
const zoneDays = 400;

/** A play centre the build knows of but could not prerender: it is served by the runtime page. */
export interface MissedPlayground {
  name: string;
  reason: string;
}

/** The articles a play centre sells, whole, as the build saw them: each gets a page of its own. */
export interface BuiltShop {
  playground: Playground;
  articles: ShelfArticle[];
}

export interface PrerenderRegion {
  name: string;
  playgrounds: string[];
}

export interface PrerenderData {
  built: BuiltPlayground[];
  /**
   * The play centres' articles, for their prerendered article and redeem pages; apart from
   * `built`, whose play-centre page carries its shelf in its props, and only what the list shows.
   */
  shops: BuiltShop[];
  missed: MissedPlayground[];
  /** Why the country's play centres could not even be listed; none is prerendered then. */
  listFailed: string | null;
  /**
   * The country's regions in the main API's order, each with the guids of its play centres, for
   * the finder; empty when the build could not list them.
   */
  regions: PrerenderRegion[];
  /**
   * Who sells in the country (its `companyname` and `companyorgno`), for the order page's
   * receipt, or null when the build could not ask or the country names no company.
   */
  seller: Seller | null;
}

export interface PrerenderClients extends ResolutionClients {
  openingHours: Pick<OpeningHoursClient, 'overview'>;
  notices: Pick<NoticeClient, 'byLocation'>;
  childClasses: Pick<ChildClassClient, 'byPlayground'>;
  shop: ShelfClients;
}

const nothingBuilt = { built: [], shops: [], missed: [], regions: [] };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What the build prerenders for one country: every enabled play centre with a usable slug,
 * with its week of opening hours from `today`, its notices active `now` and its classes. A call
 * that fails leaves that play centre (or, for the lists, all of them) to the runtime page, which
 * resolves it in the browser as before: a build never fails because the main API is away.
 */
export async function loadPrerenderData(
  clients: PrerenderClients,
  options: { countrySlug: string; timeZone: string; today: string; now: Date },
): Promise<PrerenderData> {
  let playgrounds: Playground[];
  let countryGuid: string;
  let seller: Seller | null = null;
  let regions: PrerenderRegion[];
  try {
    const country = (await clients.countries.list(true)).find(
      (candidate) => candidate.slug === options.countrySlug,
    );
    if (!country) return { ...nothingBuilt, listFailed: `no country ${options.countrySlug}`, seller: null };
    countryGuid = country.guid;
    regions = (country.regions ?? []).map((region) => ({
      name: region.name?.trim() ?? '',
      playgrounds: (region.playgrounds ?? []).map((playground) => playground.guid),
    }));
    seller = country.companyname?.trim()
      ? { name: country.companyname.trim(), organisationNumber: country.companyorgno?.trim() || null }
      : null;
    playgrounds = (await clients.playgrounds.listByCountry(country.guid)).filter(
      (playground) => playground.disabled !== true && isPlaygroundSlug(playground.slug ?? ''),
    );
  } catch (error) {
    return { ...nothingBuilt, listFailed: reasonOf(error), seller };
  }
  const builtAt = options.now.toISOString();
  const zone = zoneOffsets(options.timeZone, options.now, zoneDays);
  const outcomes = await Promise.all(
    playgrounds.map(
      async (
        playground,
      ): Promise<(BuiltPlayground & { articles: ShelfArticle[] | null }) | MissedPlayground> => {
        try {
          const [days, notices, classes] = await Promise.all([
            clients.openingHours.overview(
              playground.guid,
              options.today,
              addDays(options.today, openingWeekDays - 1),
            ),
            clients.notices.byLocation(playground.guid),
            clients.childClasses.byPlayground(playground.guid),
          ]);
          // The shop is no reason to leave the play centre to the runtime page: its page asks.
          const articles = await loadShelfArticles(clients.shop, playground.guid, countryGuid).catch(
            () => null,
          );
          return {
            playground: pageFieldsOf(playground),
            hours: openingWeek(days, options.today),
            notices: activeNotices(notices, options.now),
            classes,
            builtAt,
            zone,
            countryGuid,
            shop: articles && shelfOf(articles, options.now.getTime()),
            articles,
          };
        } catch (error) {
          return { name: playgroundName(playground, 'en'), reason: reasonOf(error) };
        }
      },
    ),
  );
  const built = outcomes.filter(
    (outcome): outcome is BuiltPlayground & { articles: ShelfArticle[] | null } => 'playground' in outcome,
  );
  return {
    built: built.map(({ articles: _articles, ...page }) => page),
    shops: built.flatMap(({ playground, articles }) => (articles ? [{ playground, articles }] : [])),
    missed: outcomes.filter((outcome): outcome is MissedPlayground => !('playground' in outcome)),
    regions,
    listFailed: null,
    seller,
  };
}

/**
 * What the page shows of a play centre, and nothing else: the build's data travels in the page
 * twice (as markup, and as the island's props), and every byte is on a phone's first paint.
 */
function pageFieldsOf(playground: Playground): Playground {
  const keep = <T>(value: T | undefined): T | null => value ?? null;
  return {
    guid: playground.guid,
    name: keep(playground.name),
    translatednames: keep(playground.translatednames),
    slug: keep(playground.slug),
    address: keep(playground.address),
    postalcode: keep(playground.postalcode),
    city: keep(playground.city),
    phone: keep(playground.phone),
    maplink: keep(playground.maplink),
    areas: (playground.areas ?? []).map((area) => ({
      guid: area.guid,
      name: null,
      type: null,
      rooms: (area.rooms ?? []).map((room) => ({
        name: room.name,
        images: room.images,
        disabled: room.disabled,
        description: null,
        size: null,
        maxguests: null,
        recommendedmaxguests: null,
        block: null,
        theme: null,
      })),
    })),
    emails: null,
    region: null,
    type: null,
    costcentre: null,
    extrabirthdaychildprice: null,
    extrabirthdaychildarticlenumbers: null,
    disabled: keep(playground.disabled),
    partybookingopeningdatetime: null,
    partybookingcontent: null,
    entrancebookingopeningdate: null,
    blockreservationsminutes: null,
    usefoodexport: null,
  };
}

/** The build's warning about what it could not prerender, or null when it prerendered all. */
export function prerenderWarning(countrySlug: string, mainApi: string, data: PrerenderData): string | null {
  const runtime = 'served by the runtime page, which asks the main API in the browser';
  if (data.listFailed !== null) {
    return `Play centres of ${countrySlug}: the main API (${mainApi}) could not list them (${data.listFailed}); none is prerendered, every one is ${runtime}.`;
  }
  if (data.missed.length === 0) return null;
  const names = data.missed.map((missed) => `${missed.name} (${missed.reason})`).join('; ');
  return `Play centres of ${countrySlug} not prerendered, ${runtime}: ${names}.`;
}
