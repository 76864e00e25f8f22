import type { OrderSummary } from '../../lib/api/types/shop.ts';
import type { Loadable } from '../../lib/loading/loadable.ts';
import { longDate } from '../../lib/dates/localFormats.ts';
import { plural } from '../../i18n/fill.ts';
import { money } from '../../lib/shop/shopWords.ts';
import { fill } from '../../i18n/fill.ts';
import type { ShopPlace, ShopTexts } from './config.ts';
import Price from './Price.tsx';

/**
 * The order as the service worked it out (`…/summary`, spec §3): its lines, the child, the play
 * centre, the period, the number of visits, the total and who sells it. A redeemed card costs
 * nothing: its total says so, with no amount of 0 beside the card.
 */
export default function OrderSummaryView({
  summary,
  texts,
  locale,
  lang,
  place,
  priceNote = null,
  redeem = false,
}: {
  /** `invalid`: a total or currency that makes no sense, said instead of shown (saleState.ts). */
  summary: Loadable<OrderSummary> | { status: 'waiting' } | { status: 'invalid' };
  texts: ShopTexts;
  locale: string;
  /** The `lang` of the main API's own words, the articles' names (islands/serviceLanguage.ts). */
  lang: string | undefined;
  place: ShopPlace | null;
  /** "incl. VAT" beside every price where the country's law wants it. */
  priceNote?: string | null;
  /** Redeeming: nothing to pay. */
  redeem?: boolean;
}) {
  return (
    <section className="shop-summary" aria-labelledby="order-summary-heading" data-testid="order-summary">
      <h3 id="order-summary-heading">{texts.buy.summaryHeading}</h3>
      {summary.status === 'waiting' && <p className="shop__muted">{texts.buy.chooseChildFirst}</p>}
      {summary.status === 'loading' && (
        <p className="shop__muted" role="status">
          {texts.buy.summaryLoading}
        </p>
      )}
      {summary.status === 'failed' && <p role="alert">{texts.buy.summaryFailed}</p>}
      {summary.status === 'invalid' && <p role="alert">{texts.buy.summaryInvalid}</p>}
      {summary.status === 'ready' && (
        <SummaryFacts
          summary={summary.value}
          texts={texts}
          locale={locale}
          lang={lang}
          place={place}
          priceNote={priceNote}
          redeem={redeem}
        />
      )}
    </section>
  );
}

function SummaryFacts({
  summary,
  texts,
  locale,
  lang,
  place,
  priceNote,
  redeem,
}: {
  summary: OrderSummary;
  texts: ShopTexts;
  locale: string;
  lang: string | undefined;
  place: ShopPlace | null;
  priceNote: string | null;
  redeem: boolean;
}) {
  const lines = (summary.lines ?? []).filter((line) => line.articleName);
  const total = money(summary.totalAmount, summary.currency, locale);
  const playgroundName = summary.playgroundName ?? place?.name ?? null;
  const period =
    summary.period?.start && summary.period.end
      ? fill(texts.validity.period, {
          start: longDate(summary.period.start.slice(0, 10), locale),
          end: longDate(summary.period.end.slice(0, 10), locale),
        })
      : null;
  return (
    <>
      <ul className="shop-summary__lines">
        {(lines.length > 0
          ? lines
          : [{ articleName: summary.articleName, quantity: 1, amount: summary.totalAmount }]
        ).map((line, index) => {
          const amount = redeem ? null : money(line.amount, summary.currency, locale);
          return (
            <li key={index} data-testid="summary-line">
              <span>
                {(line.quantity ?? 1) > 1 ? `${line.quantity} × ` : ''}
                <span lang={lang}>{line.articleName}</span>
              </span>
              {amount && (
                <span>
                  <Price text={amount} note={priceNote} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="shop__facts">
        {summary.childName && (
          <div>
            <dt>{texts.buy.forChild}</dt>
            <dd data-testid="summary-child">{summary.childName}</dd>
          </div>
        )}
        {playgroundName && (
          <div>
            <dt>{texts.article.playCentre}</dt>
            <dd>{playgroundName}</dd>
          </div>
        )}
        {period && (
          <div>
            <dt>{texts.buy.period}</dt>
            <dd>{period}</dd>
          </div>
        )}
        {typeof summary.numberOfEntrances === 'number' && summary.numberOfEntrances > 0 && (
          <div>
            <dt>{texts.buy.entrances}</dt>
            <dd>{plural(texts.validity.entrances, summary.numberOfEntrances, locale)}</dd>
          </div>
        )}
        {(total || redeem) && (
          <div>
            <dt>{texts.buy.total}</dt>
            <dd data-testid="summary-total">
              <strong>
                {redeem || !total ? texts.redeem.nothingToPay : <Price text={total} note={priceNote} />}
              </strong>
            </dd>
          </div>
        )}
        {summary.companyName && (
          <div>
            <dt>{texts.buy.seller}</dt>
            <dd>{summary.companyName}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
