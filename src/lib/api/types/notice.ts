/** A notice shown on the site for some locations during a period (spec §3). */
export interface SiteNotice {
  guid: string;
  locationIds: string[] | null;
  startDate: string | null;
  endDate: string | null;
  name: string | null;
  text: string | null;
  type: string | null;
  disabled: boolean | null;
  icon: string | null;
}
