import * as z from 'zod/mini';
import type { SiteNotice } from '../types/notice.ts';
import { flag, id, listOf, record, text, type Schema } from './fields.ts';

/** Site notices (types/notice.ts). */
export const siteNotice: Schema<SiteNotice> = record({
  guid: id,
  locationIds: listOf(z.string()),
  startDate: text,
  endDate: text,
  name: text,
  text,
  type: text,
  disabled: flag,
  icon: text,
});
