import { buyFields, type BuyProblem } from '../../lib/shop/buyForm.ts';
import type { FieldProblem } from '../../lib/forms/fieldProblems.ts';
import { fieldProblemText } from '../../lib/forms/fieldProblems.ts';
import { piecesOf } from '../../i18n/fill.ts';
import type { ArticleCheckout, ArticleCheckoutState } from '../../stores/articleCheckout.ts';
import FormAlert from '../forms/FormAlert.tsx';
import ServiceDetails from '../forms/ServiceDetails.tsx';
import { useFormFocus } from '../forms/useFormFocus.ts';
import { useWait, waitingButton } from '../forms/useWait.ts';
import type { ShopPageConfig, ShopPlace } from './config.ts';
import { serviceLang } from '../serviceLanguage.ts';
import OrderSummaryView from './OrderSummaryView.tsx';

const idOf = (field: string) => `shop-${field}`;
/** The form's alert: the pay button is described by it while the form waits (a 429). */
const alertId = 'shop-alert';

/**
 * Buying (or redeeming) for a signed-in parent: the child a pass is for, the order as the
 * service works it out, the terms to accept, and the one button that places the order. A real
 * form: Enter sends it, and a second tap while the first is on its way places nothing more.
 */
export default function BuyForm({
  store,
  state,
  config,
  place,
}: {
  store: ArticleCheckout;
  state: ArticleCheckoutState;
  config: ShopPageConfig;
  place: ShopPlace | null;
}) {
  const { texts, service } = config;
  const formRef = useFormFocus(state, buyFields, idOf);
  const waiting = useWait(state.notice);
  const redeem = config.mode === 'redeem';
  const problemText = (problem: FieldProblem<BuyProblem> | undefined) =>
    problem && fieldProblemText(problem, (key) => texts.buy.problems[key], service);
  const childProblem = problemText(state.problems.childId);
  const termsProblem = problemText(state.problems.acceptTerms);
  const busy = state.busy !== null || state.placed !== null;
  const payText = redeem ? texts.buy.redeem : config.paidButtonObliges ? texts.buy.payObliges : texts.buy.pay;
  return (
    <form
      ref={formRef}
      className="shop-form card"
      noValidate
      aria-labelledby="shop-form-heading"
      data-testid="shop-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (waiting) return;
        void store.submit();
      }}
    >
      <h2 id="shop-form-heading">{redeem ? texts.redeem.heading : texts.buy.heading}</h2>
      {store.withChild && (
        <fieldset
          className="shop-form__choice"
          data-testid="shop-children"
          aria-describedby={childProblem ? `${idOf('childId')}-problem` : `${idOf('childId')}-hint`}
        >
          <legend>{texts.buy.child}</legend>
          <p id={`${idOf('childId')}-hint`} className="shop__muted">
            {texts.buy.childHint}
          </p>
          {state.children.status === 'loading' && (
            <p className="shop__muted" role="status">
              {texts.article.loading}
            </p>
          )}
          {state.children.status === 'failed' && (
            <div role="alert">
              <p>{texts.buy.childrenFailed}</p>
              <button type="button" className="button" onClick={() => void store.retryChildren()}>
                {texts.buy.tryAgain}
              </button>
            </div>
          )}
          {state.children.status === 'ready' && state.children.value.length === 0 && (
            <p>
              {texts.buy.noChildren} <a href={config.addChildHref}>{texts.buy.addChild}</a>
            </p>
          )}
          {state.children.status === 'ready' &&
            state.children.value.map((child) => {
              const whyId = `${idOf('child')}-${child.id}-why`;
              return (
                <div key={child.id} className="shop-form__option-row" data-testid="shop-child">
                  <label className="shop-form__option">
                    <input
                      type="radio"
                      name={idOf('childId')}
                      value={child.id}
                      checked={state.values.childId === child.id}
                      disabled={!child.selectable}
                      required
                      aria-describedby={child.warning ? whyId : undefined}
                      onChange={() => store.set('childId', child.id)}
                    />{' '}
                    {child.name}
                  </label>
                  {child.warning && (
                    <p id={whyId} className="shop-form__why" data-testid="child-warning">
                      {texts.buy.warnings[child.warning]}
                    </p>
                  )}
                </div>
              );
            })}
          {childProblem && (
            <div id={`${idOf('childId')}-problem`} className="shop-form__error">
              <p>{childProblem.text}</p>
              <ServiceDetails details={childProblem.details} />
            </div>
          )}
        </fieldset>
      )}

      <OrderSummaryView
        summary={state.summary}
        texts={texts}
        locale={config.locale}
        lang={serviceLang(config.language)}
        place={place}
        priceNote={config.priceNote}
        redeem={redeem}
      />

      {!redeem && (
        // The box beside its sentence, the terms a link inside it (opened beside this page), and
        // the problem under both, read right after the sentence as in every other form.
        <div className="shop-form__terms" data-testid="shop-terms">
          <div className="shop-form__check">
            <input
              id={idOf('acceptTerms')}
              name={idOf('acceptTerms')}
              type="checkbox"
              required
              aria-invalid={Boolean(termsProblem)}
              aria-describedby={termsProblem ? `${idOf('acceptTerms')}-problem` : undefined}
              checked={state.values.acceptTerms}
              onChange={(event) => store.set('acceptTerms', event.target.checked)}
            />
            <label htmlFor={idOf('acceptTerms')}>
              {piecesOf(texts.buy.terms).map((piece, index) =>
                index % 2 === 1 ? (
                  <a key={index} href={config.terms} target="_blank" rel="noopener">
                    {texts.buy.termsLink}
                  </a>
                ) : (
                  piece
                ),
              )}
            </label>
          </div>
          {termsProblem && (
            <p id={`${idOf('acceptTerms')}-problem`} className="field__problem">
              {termsProblem.text}
              <ServiceDetails details={termsProblem.details} />
            </p>
          )}
        </div>
      )}

      <FormAlert
        id={alertId}
        notice={state.notice}
        texts={texts.buy}
        errors={config.errors}
        service={service}
        locale={config.locale}
        className="shop-form__alert"
        messageClassName="shop-form__error"
        testId="shop-alert"
        own={(notice) =>
          notice.kind === 'summaryInvalid' || notice.kind === 'alreadyRedeemed' ? (
            <p className="shop-form__error">
              {notice.kind === 'alreadyRedeemed' ? texts.account.alreadyRedeemed : texts.buy.summaryInvalid}
            </p>
          ) : (
            <p className="shop-form__error" data-testid="shop-unconfirmed">
              {notice.kind === 'confirming' ? texts.buy.confirming : texts.buy.unconfirmed}
            </p>
          )
        }
        // The same request again, with the same key: it gives back the order if it was made.
        onRetry={state.notice?.kind === 'unconfirmed' ? () => void store.submit() : undefined}
      />
      <div className="shop-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="shop-pay"
          {...waitingButton(waiting, alertId)}
        >
          {busy ? (redeem ? texts.buy.redeeming : texts.buy.paying) : payText}
        </button>
        {!redeem && <p className="shop__muted">{texts.buy.payNote}</p>}
      </div>
    </form>
  );
}
