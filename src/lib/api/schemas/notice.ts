import type { SiteNotice } from '../types/notice.ts';
import { flag, id, listOf, record, presentText, text, type Schema } from './fields.ts';

/** Site notices (types/notice.ts). */
export const siteNotice: Schema<SiteNotice> = record({
  guid: id,
  locationIds: listOf(presentText),
  startDate: text,
  endDate: text,
  name: text,
  text,
  type: text,
  disabled: flag,
  icon: text,
});
