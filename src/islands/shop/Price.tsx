/**
 * A price as the page writes it, with "incl. VAT" beside it where the country's law wants it
 * (`priceNote`, from the country table's `vatBesidePrices`; null elsewhere).
 */
export default function Price({ text, note }: { text: string; note: string | null }) {
  return (
    <>
      {text}
      {note && <span className="shop__vat"> {note}</span>}
    </>
  );
}
