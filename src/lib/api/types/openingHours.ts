/** Opening hours of one day at one play centre (spec §3). */
export interface OpeningHoursDay {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Times of day, `HH:mm`; more than one span when the centre closes over midday. */
  open: { from: string | null; to: string | null }[] | null;
  isClosed: boolean | null;
  comment: string | null;
}
