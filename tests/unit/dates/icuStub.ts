/**
 * An `Intl.DateTimeFormat` as an engine with another ICU may have it: every English locale
 * (`en-CA` included, as WebKitGTK with ICU 72 does) writes dates as `M/D/YYYY`, and the parts
 * come month first. Code that reads a date back from `format()` breaks under it; code that
 * reads the parts by their type does not.
 */
export function usDateOrderEverywhere(Real: typeof Intl.DateTimeFormat): typeof Intl.DateTimeFormat {
  class UsDateOrder extends Real {
    override format(date?: Date | number): string {
      const parts = this.formatToParts(date);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${Number(part('month'))}/${Number(part('day'))}/${part('year')}`;
    }

    override formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
      const parts = super.formatToParts(date);
      const part = (type: string) => parts.find((p) => p.type === type);
      const ordered = [part('month'), part('day'), part('year')].filter((p) => p !== undefined);
      return ordered.flatMap((p, index) => (index === 0 ? [p] : [{ type: 'literal', value: '/' }, p]));
    }
  }
  return UsDateOrder as typeof Intl.DateTimeFormat;
}
