import type { OpeningHoursDay } from '../types/openingHours.ts';
import { flag, listOf, record, presentText, text, type Schema } from './fields.ts';

/** Opening hours (types/openingHours.ts). The day is the entry's key: always there. */
export const openingHoursDay: Schema<OpeningHoursDay> = record({
  date: presentText,
  open: listOf(record({ from: text, to: text })),
  isClosed: flag,
  comment: text,
});
