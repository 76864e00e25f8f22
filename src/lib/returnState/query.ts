import type { Intent, Origin } from '../api/types/returnState.ts';
import { parseIntent, parseOrigin } from './values.ts';

/** The return state of a page address: `?intent=&origin=&continuePath=` (spec §2, §3). */
export interface ReturnState {
  intent: Intent;
  origin: Origin;
  /** Exactly as it came (first value when repeated), or null; `continueDestination` judges it. */
  continuePath: string | null;
}

/** Reads the return state from a query string (with or without `?`); never throws. */
export function returnStateFrom(search: string): ReturnState {
  const query = new URLSearchParams(search);
  const continuePath = query.get('continuePath');
  return {
    intent: parseIntent(query.get('intent')),
    origin: parseOrigin(query.get('origin')),
    continuePath: continuePath === null || continuePath.trim() === '' ? null : continuePath,
  };
}
