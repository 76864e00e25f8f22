import type { OrderSummary } from '../../lib/api/types/shop.ts';
import type { Part } from '../../lib/playground/pageState.ts';
import { longDate } from '../../lib/dates/localFormats.ts';
import { ruleLines } from '../../lib/shop/articleFacts.ts';
import { money, plural } from '../../lib/shop/shopWords.ts';
import { fill } from '../../i18n/fill.ts';
import type { ShopPlace, ShopTexts } from './config.ts';

/**
 * The order as the service worked it out (`…/summary`, spec §3): its lines, the child, the play
 * centre, the period, the number of visits, the total and who sells it, and its rules. The
 * receipt on the order page is the same view of the same summary.
 */
export default function OrderSummaryView({
  summary,
  texts,
  locale,
  place,
  heading = texts.buy.summaryHeading,
  testId = 'order-summary',
  withRules = false,
}: {
  /** `invalid`: a total or currency that makes no sense, said instead of shown (saleState.ts). */
  summary: Part<OrderSummary> | { status: 'waiting' } | { status: 'invalid' };
  texts: ShopTexts;
  locale: string;
  place: ShopPlace | null;
  heading?: string;
  testId?: string;
  /** The order's rules under it: on the receipt (the article page shows the article's above). */
  withRules?: boolean;
}) {
  return (
    <section className="shop-summary" aria-labelledby={`${testId}-heading`} data-testid={testId}>
      <h3 id={`${testId}-heading`}>{heading}</h3>
      {summary.status === 'waiting' && <p className="shop__muted">{texts.buy.chooseChildFirst}</p>}
      {summary.status === 'loading' && (
        <p className="shop__muted" role="status">
          {texts.buy.summaryLoading}
        </p>
      )}
      {summary.status === 'failed' && <p role="alert">{texts.buy.summaryFailed}</p>}
      {summary.status === 'invalid' && <p role="alert">{texts.buy.summaryInvalid}</p>}
      {summary.status === 'ready' && (
        <SummaryFacts summary={summary.value} texts={texts} locale={locale} place={place} />
      )}
      {summary.status === 'ready' && withRules && ruleLines(summary.value.rules).length > 0 && (
        <>
          <h4>{texts.article.rules}</h4>
          <ul className="shop__rules" data-testid="summary-rules">
            {ruleLines(summary.value.rules).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function SummaryFacts({
  summary,
  texts,
  locale,
  place,
}: {
  summary: OrderSummary;
  texts: ShopTexts;
  locale: string;
  place: ShopPlace | null;
}) {
  const lines = (summary.lines ?? []).filter((line) => line.articleName);
  const total = money(summary.totalAmount, summary.currency, locale);
  const playCentre = summary.playgroundName ?? place?.name ?? null;
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
          const amount = money(line.amount, summary.currency, locale);
          return (
            <li key={index} data-testid="summary-line">
              <span>
                {(line.quantity ?? 1) > 1 ? `${line.quantity} × ` : ''}
                {line.articleName}
              </span>
              {amount && <span>{amount}</span>}
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
        {playCentre && (
          <div>
            <dt>{texts.article.playCentre}</dt>
            <dd>{playCentre}</dd>
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
        {total && (
          <div>
            <dt>{texts.buy.total}</dt>
            <dd data-testid="summary-total">
              <strong>{total}</strong>
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
