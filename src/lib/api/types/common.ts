/**
 * Shapes shared by several areas (spec §3). Apart from identifiers every field may be null,
 * because the servers send null for anything they do not know; dates arrive as ISO strings.
 */
/** Snackbar and notice levels (spec §3). */
export type NoticeLevel = 'info' | 'error' | 'success' | 'warning';

/** A notice inside a result. */
export interface ResultNotice {
  message: string | null;
  level: NoticeLevel | null;
}

/** The generic result several calls answer with. */
export interface GenericResult {
  success: boolean | null;
  message: string | null;
  errors: string[] | null;
  notices: ResultNotice[] | null;
}

/** An image or video stored by the content system. */
export interface Media {
  guid: string;
  version: number | null;
  mediaType: string | null;
  sizeInBytes: number | null;
  width: number | null;
  height: number | null;
}

/** A start and an end, both ISO timestamps. */
export interface Period {
  start: string | null;
  end: string | null;
}
