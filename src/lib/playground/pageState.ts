import type { ChildClass } from '../api/types/childClass.ts';
import type { Playground } from '../api/types/location.ts';
import type { SiteNotice } from '../api/types/notice.ts';
import type { ShopShelf } from '../shop/shelf.ts';
import type { Loadable } from '../loading/loadable.ts';
import type { OpeningWeekDay } from './openingWeek.ts';

/**
 * The play centre's page. Each of its parts (a `Loadable`) loads and fails on its own, so one
 * failed call hides nothing else.
 */
export interface PlaygroundState {
  /** `notFound`: no such country or play centre; `failed`: the main API could not be asked. */
  page: 'loading' | 'found' | 'notFound' | 'failed';
  playground: Playground | null;
  hours: Loadable<OpeningWeekDay[]>;
  notices: Loadable<SiteNotice[]>;
  classes: Loadable<ChildClass[]>;
  /** What its shop sells; a prerendered page shows the build's and does not ask again. */
  shop: Loadable<ShopShelf>;
}
