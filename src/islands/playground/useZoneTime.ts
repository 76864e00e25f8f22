import { useEffect, useLayoutEffect, useState } from 'react';
import { zoneTimeIn } from '../../lib/dates/dayInZone.ts';
import type { ZoneOffsets, ZoneTime } from '../../lib/dates/zoneOffsets.ts';
import { untilNextMinute } from '../../lib/playground/openNowLine.ts';

/** A layout effect in the browser; the build's render has no layout, and React warns there. */
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The play centre's wall clock, read again on each whole minute. Null on the first render,
 * so that render matches the build's markup (which cannot know the hour a parent opens it);
 * read before the browser paints that render, so no frame shows the build's line.
 */
export function useZoneTime(timeZone: string, zone: ZoneOffsets | undefined): ZoneTime | null {
  const [time, setTime] = useState<ZoneTime | null>(null);
  useBeforePaint(() => {
    let timer: ReturnType<typeof setTimeout>;
    const read = () => {
      const now = new Date();
      setTime(zoneTimeIn(timeZone, now, zone));
      timer = setTimeout(read, untilNextMinute(now));
    };
    read();
    return () => clearTimeout(timer);
  }, [timeZone, zone]);
  return time;
}
