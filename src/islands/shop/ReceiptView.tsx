import type { ShopKind } from '../../config/shopKinds.ts';
import { mediaUrl } from '../../lib/api/media.ts';
import type { ReceiptFacts } from '../../lib/shop/receipt.ts';
import { dateAndTime, money, validityText } from '../../lib/shop/shopWords.ts';
import type { OrderPageConfig } from './config.ts';
import { serviceLang } from '../serviceLanguage.ts';
import Price from './Price.tsx';

/**
 * The receipt of a paid or redeemed order, worth keeping: when it was bought, its number, who
 * sold it (with the company's registration), each line with its child and play centre, how long
 * it is valid, the total (with "incl. VAT" where the country's law wants it) and whether it is
 * paid; then where the card is now. "Print or save as PDF" prints it on one page (ShopStyles).
 * A card, with the article's picture when this tab kept it (the tab that placed the order).
 */
export default function ReceiptView({
  facts,
  config,
  kind,
}: {
  facts: ReceiptFacts;
  config: OrderPageConfig;
  kind: ShopKind;
}) {
  const { texts, locale, priceNote } = config;
  const lang = serviceLang(config.language);
  const total = money(facts.total, facts.currency, locale);
  const validity = validityText(facts.validity, texts.validity, locale);
  return (
    <>
      <section
        className="shop__section receipt"
        aria-labelledby="order-receipt-heading"
        data-testid="receipt"
      >
        {facts.picture && (
          <img
            className="receipt__picture"
            src={mediaUrl(config.mainApi, facts.picture)}
            alt=""
            width={facts.picture.width ?? 480}
            height={facts.picture.height ?? 360}
          />
        )}
        <div className="receipt__head">
          <h2 id="order-receipt-heading">{texts.order.receipt}</h2>
          <button
            type="button"
            className="button receipt__print"
            data-testid="receipt-print"
            onClick={() => window.print()}
          >
            {texts.order.print}
          </button>
        </div>
        <dl className="shop__facts">
          <div>
            <dt>{texts.order.orderReference}</dt>
            <dd data-testid="receipt-reference">{facts.reference}</dd>
          </div>
          {facts.purchasedAt !== null && (
            <div>
              <dt>{texts.order.purchased}</dt>
              <dd data-testid="receipt-date">{dateAndTime(facts.purchasedAt, locale, config.timeZone)}</dd>
            </div>
          )}
          {facts.seller && (
            <div>
              <dt>{texts.buy.seller}</dt>
              <dd data-testid="receipt-seller">{facts.seller.name}</dd>
            </div>
          )}
          {facts.seller?.organisationNumber && (
            <div>
              <dt>{texts.order.organisationNumber}</dt>
              <dd data-testid="receipt-organisation-number">{facts.seller.organisationNumber}</dd>
            </div>
          )}
          <div>
            <dt>{texts.order.payment}</dt>
            <dd data-testid="receipt-status">
              {facts.redeemed ? texts.order.statusRedeemed : texts.order.statusPaid}
            </dd>
          </div>
        </dl>
        {facts.lines.length > 0 && (
          <ul className="receipt__lines" data-testid="receipt-summary">
            {facts.lines.map((line, index) => {
              const amount = facts.redeemed ? null : money(line.amount, facts.currency, locale);
              return (
                <li key={index} data-testid="receipt-line">
                  <p className="receipt__line">
                    <span>
                      {line.quantity > 1 ? `${line.quantity} × ` : ''}
                      <span lang={lang}>{line.name}</span>
                    </span>
                    {amount && (
                      <span>
                        <Price text={amount} note={priceNote} />
                      </span>
                    )}
                  </p>
                  {(line.childName || line.playgroundName) && (
                    <dl className="shop__facts receipt__line-facts">
                      {line.childName && (
                        <div>
                          <dt>{texts.buy.forChild}</dt>
                          <dd data-testid="summary-child">{line.childName}</dd>
                        </div>
                      )}
                      {line.playgroundName && (
                        <div>
                          <dt>{texts.article.playCentre}</dt>
                          <dd>{line.playgroundName}</dd>
                        </div>
                      )}
                    </dl>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <dl className="shop__facts">
          {validity && (
            <div>
              <dt>{texts.article.validity}</dt>
              <dd data-testid="receipt-validity">{validity}</dd>
            </div>
          )}
          {total && (
            <div>
              <dt>{texts.buy.total}</dt>
              <dd data-testid="receipt-total">
                <strong>
                  {facts.redeemed ? texts.redeem.nothingToPay : <Price text={total} note={priceNote} />}
                </strong>
              </dd>
            </div>
          )}
        </dl>
        {facts.rules.length > 0 && (
          <>
            <h3>{texts.article.rules}</h3>
            <ul className="shop__rules" data-testid="summary-rules">
              {facts.rules.map((line, index) => (
                <li key={index} lang={lang}>
                  {line}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <p className="shop__section receipt__home" data-testid="card-home">
        {texts.cardHome[kind].after} <a href={config.products}>{texts.cardHome.link}</a>
      </p>
    </>
  );
}
