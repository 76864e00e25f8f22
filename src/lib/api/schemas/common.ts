import type { GenericResult, Media, Period, ResultNotice } from '../types/common.ts';
import {
  flag,
  id,
  listOf,
  number,
  oneOf,
  record,
  presentText,
  text,
  anyValue,
  type Schema,
} from './fields.ts';

/** Replies of shapes several areas share (types/common.ts). */

export const resultNotice: Schema<ResultNotice> = record({
  message: text,
  level: oneOf(['info', 'error', 'success', 'warning']),
});

export const genericResult: Schema<GenericResult> = record({
  success: flag,
  message: text,
  errors: listOf(presentText),
  notices: listOf(resultNotice),
});

export const media: Schema<Media> = record({
  guid: id,
  version: number,
  mediaType: text,
  sizeInBytes: number,
  width: number,
  height: number,
});

export const period: Schema<Period> = record({ start: text, end: text });

/** A reply the product reads by its own rule (the login status: anything but `true` is no). */
export const anything: Schema<unknown> = anyValue;
