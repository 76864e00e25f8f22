import type { ShopShelf } from '../shop/shelf.ts';
import type { Loadable } from '../loading/loadable.ts';
import type { PlaygroundState } from './pageState.ts';
import type { BuiltPlayground } from './prerender.ts';

/**
 * Where a part of the page comes from: the main API just now, the build (the live answer is
 * still on its way), or the build because the live call failed (the page says so).
 */
export type PartSource = 'live' | 'build' | 'buildAfterFailure';

/** What the page shows, and where each part comes from. */
export interface ShownPlayground extends PlaygroundState {
  sources: Record<'hours' | 'notices' | 'classes', PartSource>;
  /** When the build asked the main API (ISO), on a prerendered page. */
  builtAt: string | null;
}

/**
 * The page as shown: the live state, except that a prerendered page keeps what the build
 * wrote wherever no live answer has come, still loading or failed: hours from last night say
 * more than "could not be loaded", and the page says how old they are. Where a live answer
 * came, it wins, so the page changes only where the main API now says something else.
 */
export function shownPlayground(live: PlaygroundState, built: BuiltPlayground | undefined): ShownPlayground {
  if (!built) {
    return { ...live, sources: { hours: 'live', notices: 'live', classes: 'live' }, builtAt: null };
  }
  const found = live.page === 'found';
  const pick = <T>(part: Loadable<T>, value: T): [Loadable<T>, PartSource] => {
    if (found && part.status === 'ready') return [part, 'live'];
    return [{ status: 'ready', value }, found && part.status === 'failed' ? 'buildAfterFailure' : 'build'];
  };
  const [hours, hoursSource] = pick(live.hours, built.hours);
  const [notices, noticesSource] = pick(live.notices, built.notices);
  const [classes, classesSource] = pick(live.classes, built.classes);
  // The shelf the build wrote stands (the article page asks before anything is bought); the
  // page asks for one only when the build could not.
  const shop: Loadable<ShopShelf> = built.shop ? { status: 'ready', value: built.shop } : live.shop;
  return {
    page: 'found',
    playground: (found && live.playground) || built.playground,
    hours,
    notices,
    classes,
    shop,
    sources: { hours: hoursSource, notices: noticesSource, classes: classesSource },
    builtAt: built.builtAt,
  };
}

/**
 * Whether the page as shown is no longer what the build wrote, so its island must be drawn: a
 * live answer that differs, a live call that failed (the page says so), or, on a page built
 * more than a day ago (`stale`: its hours say how old they are), any live hours at all (the
 * line goes). A live answer equal to the build's leaves the prerendered markup as it is.
 */
export function differsFromBuild(shown: ShownPlayground, built: BuiltPlayground, stale: boolean): boolean {
  const { sources } = shown;
  if (Object.values(sources).includes('buildAfterFailure')) return true;
  if (stale && sources.hours === 'live') return true;
  const same = (live: unknown, prerendered: unknown) => JSON.stringify(live) === JSON.stringify(prerendered);
  const value = <T>(part: Loadable<T>) => (part.status === 'ready' ? part.value : null);
  return (
    shown.page !== 'found' ||
    !same(shown.playground, built.playground) ||
    (sources.hours === 'live' && !same(value(shown.hours), built.hours)) ||
    (sources.notices === 'live' && !same(value(shown.notices), built.notices)) ||
    (sources.classes === 'live' && !same(value(shown.classes), built.classes)) ||
    (built.shop === null && shown.shop.status !== 'loading')
  );
}
