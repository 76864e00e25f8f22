import { shopArticlePath } from '../../config/shopRoutes.ts';
import { shopKinds } from '../../config/shopKinds.ts';
import type { Language } from '../../config/languages.ts';
import type { Loadable } from '../../lib/loading/loadable.ts';
import type { ShopShelf as Shelf } from '../../lib/shop/shelf.ts';
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
 * "Gift cards and cards": what the play centre sells, by kind, each with its price, how long it
 * is valid and its rules' first lines; a plain link to the article page, so it works at the
 * first tap. An article that cannot be bought says why and has no link.
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
  const lang = serviceLang(language);
  return (
    <section aria-labelledby="playground-shop" className="playground__section" data-testid="shop-shelf">
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
          return (
            <div key={kind} className="playground__shop-kind">
              <h3>{texts.kindsPlural[kind]}</h3>
              <ul className="playground__shop-items">
                {items.map((item) => {
                  const price = money(item.price, item.currency, locale);
                  const validity = validityText(item.validity, texts.validity, locale);
                  return (
                    <li
                      key={item.id}
                      className="playground__shop-item"
                      data-testid="shop-item"
                      data-kind={kind}
                    >
                      <p className="playground__shop-name">
                        {item.inactive ? (
                          <strong lang={lang}>{item.name}</strong>
                        ) : (
                          <a href={shopArticlePath(language, playgroundSlug, kind, item.id)} lang={lang}>
                            {item.name}
                          </a>
                        )}
                        {price && (
                          <strong className="playground__shop-price">
                            {' '}
                            <Price text={price} note={texts.priceNote} />
                          </strong>
                        )}
                      </p>
                      {validity && <p>{validity}</p>}
                      {item.rules.map((line, index) => (
                        <p key={index} className="playground__shop-rule" lang={lang}>
                          {line}
                        </p>
                      ))}
                      {item.inactive && (
                        <p className="playground__full" data-testid="not-on-sale">
                          {texts.section.notOnSale}: {texts.inactive[item.inactive]}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
    </section>
  );
}
