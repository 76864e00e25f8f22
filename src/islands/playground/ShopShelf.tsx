import { shopArticlePath } from '../../config/shopRoutes.ts';
import { shopKinds } from '../../config/shopKinds.ts';
import type { Language } from '../../config/languages.ts';
import { site } from '../../config/site.ts';
import { mediaUrl } from '../../lib/api/media.ts';
import type { Loadable } from '../../lib/loading/loadable.ts';
import type { ShelfItem, ShopShelf as Shelf } from '../../lib/shop/shelf.ts';
import { money, validityText } from '../../lib/shop/shopWords.ts';
import type en from '../../i18n/messages/shop/en.json';
import Price from '../shop/Price.tsx';
import { serviceLang } from '../serviceLanguage.ts';

/** The shop's texts the play centre's page needs (the rest stay with the shop's pages). */
export type ShelfTexts = Pick<typeof en, 'section' | 'kindsPlural' | 'validity' | 'inactive'> & {
  /** "incl. VAT" beside every price where the country's law wants it (Germany), else null. */
  priceNote: string | null;
};

/**
 * The size a picture without one keeps its place at (the card's own 3:2): the shelf is below the
 * fold and its pictures come late, so each one's box is drawn before it arrives.
 */
const fallbackSize = { width: 480, height: 320 };

/**
 * "Gift cards, passes and multi-visit cards": what the play centre sells, by kind, as picture
 * cards: the article's own picture, its name, its price, what it is in a few words and one buy
 * link (a plain link to the article page, so it works at the first tap). What cannot be bought
 * now waits folded at the end of its kind, each saying why, with no link; a `<details>`, so it
 * opens without scripts too. The cards and their styles: components/shop/ShelfStyles.astro.
 */
export default function ShopShelf({
  part,
  texts,
  language,
  locale,
  playgroundSlug,
}: {
  part: Loadable<Shelf>;
  texts: ShelfTexts;
  language: Language;
  locale: string;
  playgroundSlug: string;
}) {
  const card = (item: ShelfItem) => (
    <ShelfCard
      key={item.id}
      item={item}
      texts={texts}
      language={language}
      locale={locale}
      href={item.inactive ? null : shopArticlePath(language, playgroundSlug, item.kind, item.id)}
    />
  );
  return (
    <section aria-labelledby="playground-shop" className="playground__section shelf" data-testid="shop-shelf">
      <h2 id="playground-shop">{texts.section.heading}</h2>
      {part.status === 'loading' && (
        <p className="playground__loading" role="status">
          {texts.section.loading}
        </p>
      )}
      {part.status === 'failed' && <p role="alert">{texts.section.failed}</p>}
      {part.status === 'ready' && part.value.length === 0 && <p>{texts.section.none}</p>}
      {part.status === 'ready' &&
        shopKinds.map((kind) => {
          const items = part.value.filter((item) => item.kind === kind);
          if (items.length === 0) return null;
          const onSale = items.filter((item) => !item.inactive);
          const notOnSale = items.filter((item) => item.inactive);
          return (
            <div key={kind} className="shelf__kind" data-kind={kind}>
              <h3 className="shelf__kind-name">{texts.kindsPlural[kind]}</h3>
              {onSale.length > 0 && <ul className="shelf__cards">{onSale.map(card)}</ul>}
              {notOnSale.length > 0 && (
                <details className="shelf__not-on-sale">
                  <summary>
                    {texts.section.notOnSale} ({notOnSale.length})
                  </summary>
                  <ul className="shelf__cards">{notOnSale.map(card)}</ul>
                </details>
              )}
            </div>
          );
        })}
    </section>
  );
}

/**
 * One article as a card. The name is its own link, so a parent who taps the name gets the
 * article as before; the buy link names the article too (`aria-describedby`), so a list of
 * links read out of the page says which card each "read more and buy" is for.
 */
function ShelfCard({
  item,
  texts,
  language,
  locale,
  href,
}: {
  item: ShelfItem;
  texts: ShelfTexts;
  language: Language;
  locale: string;
  href: string | null;
}) {
  const lang = serviceLang(language);
  const price = money(item.price, item.currency, locale);
  // How long it is valid, or how many visits; when it is on sale is the article page's to say.
  const validity =
    item.validity?.type === 'sellable' ? null : validityText(item.validity, texts.validity, locale);
  const nameId = `shelf-${item.kind}-${item.id}`;
  const picture = item.picture;
  return (
    <li className="shelf__card" data-testid="shop-item" data-kind={item.kind}>
      <div className="shelf__picture-box">
        {picture && (
          <img
            className="shelf__picture"
            src={mediaUrl(site.endpoints.mainApi, picture)}
            alt=""
            loading="lazy"
            decoding="async"
            width={picture.width ?? fallbackSize.width}
            height={picture.height ?? fallbackSize.height}
          />
        )}
      </div>
      <div className="shelf__body">
        <h4 className="shelf__name" id={nameId} lang={lang}>
          {href ? <a href={href}>{item.name}</a> : item.name}
        </h4>
        {price && (
          <p className="shelf__price">
            <Price text={price} note={texts.priceNote} />
          </p>
        )}
        {validity && <p className="shelf__what">{validity}</p>}
        {item.rules[0] && (
          <p className="shelf__what shelf__rule" lang={lang}>
            {item.rules[0]}
          </p>
        )}
        {href ? (
          <a className="button button--primary shelf__buy" href={href} aria-describedby={nameId}>
            {texts.section.more}
          </a>
        ) : (
          item.inactive && (
            <p className="shelf__why" data-testid="not-on-sale">
              {texts.inactive[item.inactive]}
            </p>
          )
        )}
      </div>
    </li>
  );
}
