import type { PriceDisplay } from '../../lib/playground/priceDisplay.ts';
import { fill } from '../../i18n/fill.ts';

/**
 * A class price as the play-centre and booking pages show it: a discount with the regular
 * price struck through, said in words to screen readers (`discountedPrice`: `{{price}}`,
 * `{{regular}}`).
 */
export default function PriceText({
  price,
  discountedPrice,
}: {
  price: PriceDisplay;
  discountedPrice: string;
}) {
  if (!price.regularPrice) return <strong>{price.price}</strong>;
  return (
    <>
      <span className="visually-hidden">
        {fill(discountedPrice, { price: price.price, regular: price.regularPrice })}
      </span>
      <span aria-hidden="true">
        <del>{price.regularPrice}</del> <strong>{price.price}</strong>
      </span>
    </>
  );
}
