import { useEffect, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from '../app/router';
import type { ReturnableLine } from '../../application/returns/customer-returns';
import { RETURN_COMMENT_MAX, RETURN_COMMENT_MIN, REFUND_TYPES, type ReturnFormProblem } from '../../domain/returns/returns';
import { AppLink } from '../app/app-link';
import { TermsCheckbox } from '../forms/terms-checkbox';
import { useRootStore } from '../app/root-context';
import { formatOrderDate, orderIdOf } from '../checkout/checkout-format';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { formatPrice } from '../product/format-price';
import { AccountLoading, LoadFailed, SignedInOnly } from '../accounts/signed-in-only';
import { useReturnFormStore } from './use-return-stores';
import { squarePicture } from '../../domain/catalogue/picture-sources';
import { ProductPicture } from '../product/product-picture';

type T = ReturnType<typeof useT>;

/** A problem of the form in the shopper's words (SPEC §5). */
function problemText(problem: ReturnFormProblem | undefined, t: T): string | null {
  if (!problem) return null;
  switch (problem.field) {
    case 'comment':
      return t(`returns.errors.comment.${problem.problem}`, { min: RETURN_COMMENT_MIN, max: RETURN_COMMENT_MAX });
    case 'quantity':
      return t('returns.errors.quantity');
    case 'reason':
      return t('returns.errors.reason');
    case 'lines':
      return t('returns.errors.lines');
    case 'terms':
      return t('returns.errors.terms');
    case 'refundType':
      return t('returns.errors.refundType');
  }
}

function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {text}
    </p>
  );
}

const ReturnLine = observer(function ReturnLine({ item }: { item: ReturnableLine }) {
  const t = useT();
  const { site } = useRootStore();
  const form = useReturnFormStore();
  const { line, returnable } = item;
  const choice = form.choices[line.id];
  if (!choice) return null;
  const base = `return-line-${line.id}`;
  const quantityError = problemText(form.problemOf('quantity', line.id), t);
  const reasonError = problemText(form.problemOf('reason', line.id), t);
  const commentError = problemText(form.problemOf('comment', line.id), t);
  const length = [...choice.comment.trim()].length;
  return (
    <li className={`return-line${choice.chosen ? ' is-chosen' : ''}`} data-testid="return-line" data-line-id={line.id}>
      <div className="return-line__head">
        <label className="checkbox return-line__check">
          <input type="checkbox" checked={choice.chosen} onChange={(event) => form.setChosen(line.id, event.target.checked)} aria-label={t('returns.form.choose', { name: line.name })} data-testid="return-line-check" />
        </label>
        {line.picture ? <ProductPicture className="basket-picture" picture={squarePicture(line.picture, 72, '72px')} alt="" /> : <span className="basket-picture basket-picture--none" aria-hidden="true" />}
        <span className="order-line__info">
          <span className="order-line__brand">{line.brand}</span>
          <span className="order-line__name">{line.name}</span>
          <span className="order-line__meta">
            {line.size ? `${t('basket.line.size', { size: line.size })} · ` : ''}
            {t('basket.line.unitPrice', { price: formatPrice(line.unitPrice, site.locale.iso) })} · {t('returns.form.returnable', { count: returnable })}
          </span>
        </span>
        <div className={`field return-line__quantity${quantityError ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor={`${base}-quantity`}>
            {t('returns.form.quantity')}
          </label>
          <select
            id={`${base}-quantity`}
            className="field__input"
            value={choice.quantity}
            disabled={!choice.chosen}
            onChange={(event) => form.setQuantity(line.id, Number(event.target.value))}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? `${base}-quantity-error` : undefined}
            data-testid="return-line-quantity"
          >
            {Array.from({ length: returnable }, (_, index) => index + 1).map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </select>
          <FieldError id={`${base}-quantity-error`} text={quantityError} />
        </div>
      </div>
      {choice.chosen && (
        <div className="return-line__why">
          <div className={`field${reasonError ? ' field--error' : ''}`}>
            <label className="field__label" htmlFor={`${base}-reason`}>
              {t('returns.form.reason')}
            </label>
            <select
              id={`${base}-reason`}
              className="field__input"
              value={choice.reasonId ?? ''}
              onChange={(event) => form.setReason(line.id, event.target.value === '' ? null : Number(event.target.value))}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${base}-reason-error` : undefined}
              data-testid="return-line-reason"
            >
              <option value="">{t('returns.form.reasonPlaceholder')}</option>
              {form.reasons.map((reason) => (
                <option key={reason.id} value={reason.id}>
                  {reason.transportLabelFree ? `${reason.name} (${t('returns.form.freeLabel')})` : reason.name}
                </option>
              ))}
            </select>
            <FieldError id={`${base}-reason-error`} text={reasonError} />
          </div>
          <div className={`field${commentError ? ' field--error' : ''}`}>
            <label className="field__label" htmlFor={`${base}-comment`}>
              {t('returns.form.comment')}
            </label>
            <textarea
              id={`${base}-comment`}
              className="field__input return-line__comment"
              rows={3}
              maxLength={RETURN_COMMENT_MAX}
              value={choice.comment}
              onChange={(event) => form.setComment(line.id, event.target.value)}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={`${base}-comment-count${commentError ? ` ${base}-comment-error` : ''}`}
              data-testid="return-line-comment"
            />
            <p id={`${base}-comment-count`} className={`field__hint${length < RETURN_COMMENT_MIN ? ' return-line__count--short' : ''}`}>
              {t('returns.form.commentCount', { length, min: RETURN_COMMENT_MIN, max: RETURN_COMMENT_MAX })}
            </p>
            <FieldError id={`${base}-comment-error`} text={commentError} />
          </div>
        </div>
      )}
    </li>
  );
});

const ReturnSummaryBox = observer(function ReturnSummaryBox() {
  const t = useT();
  const { site } = useRootStore();
  const form = useReturnFormStore();
  const iso = site.locale.iso;
  const summary = form.summary;
  return (
    <dl className="basket-totals__list return-summary" data-testid="return-summary" aria-live="polite">
      <div className="basket-totals__row">
        <dt>{t('returns.summary.value')}</dt>
        <dd data-testid="return-summary-value">{formatPrice(summary.value, iso)}</dd>
      </div>
      <div className="basket-totals__row">
        <dt>{t('returns.summary.fee')}</dt>
        <dd data-testid="return-summary-fee">{summary.count === 0 ? formatPrice(0, iso) : summary.freeLabel ? t('returns.summary.free') : `-${formatPrice(summary.fee, iso)}`}</dd>
      </div>
      <div className="basket-totals__row basket-totals__row--total">
        <dt>{t('returns.summary.back')}</dt>
        <dd data-testid="return-summary-back">{formatPrice(summary.back, iso)}</dd>
      </div>
    </dl>
  );
});

const ReturnForm = observer(function ReturnForm() {
  const t = useT();
  const { site } = useRootStore();
  const form = useReturnFormStore();
  const navigate = useNavigate();
  const order = form.order;
  if (!order) return null;
  const linesError = problemText(form.problemOf('lines'), t);
  const refundError = problemText(form.problemOf('refundType'), t);
  const termsError = problemText(form.problemOf('terms'), t);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await form.submit();
    if (created) void navigate(`/account/history/${order.id}/product-return-detail/${created.id}`);
  };
  return (
    <form className="return-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={form.sending} data-testid="return-form">
      <p className="return-form__intro">
        {t('returns.form.intro', { reference: order.reference, date: form.deadline ? formatOrderDate(form.deadline, site.locale.iso) : '' })}
      </p>
      <div className="checkout-body">
        <section className="checkout-main" aria-labelledby="return-lines-title">
          <h2 id="return-lines-title" className="checkout-section__title">
            {t('returns.form.articles')}
          </h2>
          <ul className="return-lines">
            {form.lines.map((item) => (
              <ReturnLine key={item.line.id} item={item} />
            ))}
          </ul>
          <FieldError id="return-lines-error" text={linesError} />
          <fieldset className={`field return-form__refund${refundError ? ' field--error' : ''}`} aria-describedby={refundError ? 'return-refund-error' : undefined}>
            <legend className="field__label">{t('returns.form.refundType')}</legend>
            <div className="field__choices">
              {(['credit', 'refund'] as const).map((type) => (
                <label key={type} className="choice">
                  <input type="radio" name="refund-type" value={REFUND_TYPES[type]} checked={form.refundTypeId === REFUND_TYPES[type]} onChange={() => form.setRefundType(REFUND_TYPES[type])} data-testid={`refund-type-${type}`} />
                  <span>{t(`returns.refundType.${type}`)}</span>
                </label>
              ))}
            </div>
            <FieldError id="return-refund-error" text={refundError} />
          </fieldset>
        </section>
        <aside className="checkout-aside" aria-label={t('returns.summary.title')}>
          <h2 className="checkout-section__title">{t('returns.summary.title')}</h2>
          <ReturnSummaryBox />
          <TermsCheckbox
            name="accept-return-terms"
            checked={form.acceptTerms}
            onChange={(accept) => form.setAcceptTerms(accept)}
            label={t('returns.form.terms')}
            linkText={t('returns.form.termsLink')}
            slug={t('returns.form.termsSlug')}
            error={termsError}
            errorId="return-terms-error"
            testId="return-terms"
          />
          {form.refusal !== null && (
            <p className="form-notice form-notice--error" role="alert" data-testid="return-refused">
              {form.refusal || t('returns.errors.failed')}
            </p>
          )}
          <button type="submit" className="button button--primary checkout-aside__continue" disabled={form.sending} data-testid="return-submit">
            {form.sending ? t('returns.form.sending') : t('returns.form.submit')}
          </button>
        </aside>
      </div>
    </form>
  );
});

function BackToOrder({ orderId }: { orderId: number }) {
  const t = useT();
  return (
    <AppLink to={`/account/history/${orderId}`} className="button button--secondary" data-testid="return-back-to-order">
      {t('returns.backToOrder')}
    </AppLink>
  );
}

const ReturnFormBody = observer(function ReturnFormBody() {
  const t = useT();
  const form = useReturnFormStore();
  const { id } = useParams();
  const orderId = orderIdOf(id) ?? -1;
  useEffect(() => {
    void form.load(orderId);
  }, [form, orderId]);
  if (form.orderId !== orderId || form.phase === 'loading') return <AccountLoading />;
  if (form.phase === 'failed') return <LoadFailed onRetry={() => void form.load(orderId)} />;
  if (form.phase === 'not-found') {
    return (
      <div className="account-empty" data-testid="order-not-found">
        <p className="account-empty__title">{t('orders.notFound.title')}</p>
        <p>{t('orders.notFound.text')}</p>
      </div>
    );
  }
  if (form.phase === 'not-returnable') {
    return (
      <div className="account-empty" data-testid="return-closed">
        <p className="account-empty__title">{t('returns.closed.title')}</p>
        <p>{t(`returns.closed.${form.notReturnable ?? 'not-delivered'}`)}</p>
        <BackToOrder orderId={orderId} />
      </div>
    );
  }
  return <ReturnForm />;
});

/** SPEC §2 return procedure, `/account/history/{id}/product-return-detail`: the return form of a delivered order. */
export function ReturnFormPage() {
  const t = useT();
  const { id } = useParams();
  return (
    <PageFrame title={t('page.title.account-returns')} className="account-page return-form-page">
      <AppLink to={`/account/history/${orderIdOf(id) ?? ''}`} className="order-detail__back">
        {t('returns.backToOrder')}
      </AppLink>
      <SignedInOnly>
        <ReturnFormBody />
      </SignedInOnly>
    </PageFrame>
  );
}
