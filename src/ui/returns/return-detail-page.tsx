import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from '../app/router';
import { returnProductLabel, type ReturnOrder } from '../../domain/returns/returns';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';
import { formatOrderDate, orderIdOf } from '../checkout/checkout-format';
import { RelayPointHours, RelayPointSummary } from '../checkout/relay-point-parts';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { formatPrice } from '../product/format-price';
import { AccountLoading, LoadFailed, SignedInOnly } from '../accounts/signed-in-only';
import { useReturnDetailStore } from './use-return-stores';
import { squarePicture } from '../../domain/catalogue/picture-sources';
import { ProductPicture } from '../product/product-picture';

/** The nearest drop-off points shown (the shop answers up to ten). */
const SHOWN_POINTS = 6;

function ReturnTimeline({ returnOrder }: { returnOrder: ReturnOrder }) {
  const t = useT();
  const { site } = useRootStore();
  return (
    <ol className="order-timeline" data-testid="return-timeline" aria-label={t('returns.detail.history')}>
      {returnOrder.events.map((event, index) => (
        <li key={`${event.status}-${event.at}`} className={`order-timeline__event${index === returnOrder.events.length - 1 ? ' is-current' : ''}`}>
          <span className="order-timeline__status">{t(`returns.status.${event.status}`)}</span>
          <time className="order-timeline__date" dateTime={event.at}>
            {formatOrderDate(event.at, site.locale.iso, true)}
          </time>
          {event.note && <span className="order-timeline__note">{event.note}</span>}
        </li>
      ))}
    </ol>
  );
}

function ReturnProducts({ returnOrder }: { returnOrder: ReturnOrder }) {
  const t = useT();
  const { site } = useRootStore();
  const iso = site.locale.iso;
  return (
    <ul className="order-lines" data-testid="return-products">
      {returnOrder.products.map((product) => (
        <li key={product.id} className="order-line" data-testid="return-product">
          {product.orderProductPicture ? <ProductPicture className="basket-picture" picture={squarePicture(product.orderProductPicture, 72, '72px')} alt="" /> : <span className="basket-picture basket-picture--none" aria-hidden="true" />}
          <span className="order-line__info">
            <span className="order-line__name">{returnProductLabel(product)}</span>
            <span className="order-line__meta">
              {product.size ? `${t('basket.line.size', { size: product.size })} · ` : ''}
              {t('basket.line.quantity', { count: product.quantity })}
            </span>
            <span className="order-line__meta">{t('returns.detail.reason', { reason: product.reason.name })}</span>
            <span className="order-line__meta return-product__comment">« {product.comment} »</span>
          </span>
          <span className="order-line__total">{formatPrice(product.totalPrice, iso)}</span>
        </li>
      ))}
    </ul>
  );
}

function ReturnAmounts({ returnOrder }: { returnOrder: ReturnOrder }) {
  const t = useT();
  const { site } = useRootStore();
  const iso = site.locale.iso;
  const settlement = returnOrder.settlement;
  return (
    <div className="order-block">
      <h3 className="order-block__title">{t('returns.detail.amounts')}</h3>
      <dl className="basket-totals__list" data-testid="return-amounts">
        <div className="basket-totals__row">
          <dt>{t('returns.summary.value')}</dt>
          <dd>{formatPrice(returnOrder.goodsAmount, iso)}</dd>
        </div>
        <div className="basket-totals__row">
          <dt>{t('returns.summary.fee')}</dt>
          <dd>{returnOrder.transportLabelFree ? t('returns.summary.free') : `-${formatPrice(returnOrder.fee, iso)}`}</dd>
        </div>
        <div className="basket-totals__row basket-totals__row--total">
          <dt>{t('returns.summary.back')}</dt>
          <dd data-testid="return-refund-amount">{formatPrice(returnOrder.refundAmount, iso)}</dd>
        </div>
      </dl>
      <p className="return-detail__refund-type">{t('returns.detail.refundType', { type: t(`returns.refundType.${returnOrder.refundType}`) })}</p>
      {settlement?.kind === 'credit' && (
        <p className="form-notice form-notice--success" data-testid="return-settlement">
          {t('returns.settlement.credit', { amount: formatPrice(settlement.amount, iso), date: formatOrderDate(settlement.expiresAt, iso) })}
        </p>
      )}
      {settlement?.kind === 'refund' && (
        <p className="form-notice form-notice--success" data-testid="return-settlement">
          {settlement.credited > 0
            ? t('returns.settlement.refundWithCredit', { refunded: formatPrice(settlement.refunded, iso), credited: formatPrice(settlement.credited, iso) })
            : t('returns.settlement.refund', { refunded: formatPrice(settlement.refunded, iso) })}
        </p>
      )}
      {returnOrder.refusalReason && (
        <p className="form-notice form-notice--error" data-testid="return-refusal">
          {t('returns.detail.refusal', { reason: returnOrder.refusalReason })}
        </p>
      )}
    </div>
  );
}

const DropOffPoints = observer(function DropOffPoints() {
  const t = useT();
  const detail = useReturnDetailStore();
  let body;
  if (detail.pointsMessage !== null) body = <p className="form-notice form-notice--error">{detail.pointsMessage || t('returns.points.failed')}</p>;
  else if (detail.points === null) body = <AccountLoading />;
  else if (detail.points.length === 0) body = <p>{t('returns.points.none')}</p>;
  else {
    body = (
      <ul className="return-points">
        {detail.points.slice(0, SHOWN_POINTS).map((point) => (
          <li key={point.id} className="choice-card relay-point" data-testid="return-point">
            <div className="choice-card__main">
              <RelayPointSummary point={point} />
            </div>
            <RelayPointHours point={point} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="return-detail__points" aria-labelledby="return-points-title">
      <h2 id="return-points-title" className="checkout-section__title">
        {t('returns.points.title')}
      </h2>
      {body}
    </section>
  );
});

const WaitingActions = observer(function WaitingActions({ returnOrder }: { returnOrder: ReturnOrder }) {
  const t = useT();
  const detail = useReturnDetailStore();
  const address = returnOrder.returnAddress;
  return (
    <section className="return-detail__next" aria-labelledby="return-next-title">
      <h2 id="return-next-title" className="checkout-section__title">
        {t('returns.detail.nextTitle')}
      </h2>
      <p>{t('returns.detail.next')}</p>
      <div className="order-documents">
        <button type="button" className="button button--primary" disabled={detail.downloading} onClick={() => void detail.downloadCoupon()} data-testid="download-return-label">
          {detail.downloading ? t('common.loading') : t('returns.detail.downloadLabel')}
        </button>
      </div>
      {detail.downloadFailed !== null && (
        <p className="form-notice form-notice--error" role="alert" data-testid="return-label-error">
          {detail.downloadFailed || t('returns.detail.downloadFailed')}
        </p>
      )}
      <div className="order-block">
        <h3 className="order-block__title">{t('returns.detail.sendTo')}</h3>
        <address className="address-lines">
          <span>{address.name}</span>
          <span>{address.street}</span>
          <span>
            {address.zipCode} {address.city}
          </span>
        </address>
      </div>
    </section>
  );
});

const CancelReturn = observer(function CancelReturn() {
  const t = useT();
  const detail = useReturnDetailStore();
  return (
    <div className="return-detail__cancel">
      {detail.confirmingCancel ? (
        <div className="return-cancel-confirm" role="alertdialog" aria-labelledby="return-cancel-question" data-testid="return-cancel-confirm">
          <p id="return-cancel-question">{t('returns.cancel.confirm')}</p>
          <div className="order-documents">
            <button type="button" className="button button--primary" disabled={detail.cancelling} onClick={() => void detail.cancel()} data-testid="return-cancel-yes">
              {detail.cancelling ? t('common.loading') : t('returns.cancel.yes')}
            </button>
            <button type="button" className="button button--secondary" disabled={detail.cancelling} onClick={() => detail.askCancel(false)} data-testid="return-cancel-no">
              {t('returns.cancel.no')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="link-button" onClick={() => detail.askCancel(true)} data-testid="return-cancel">
          {t('returns.cancel.action')}
        </button>
      )}
      {detail.cancelFailed !== null && (
        <p className="form-notice form-notice--error" role="alert" data-testid="return-cancel-error">
          {detail.cancelFailed || t('returns.cancel.failed')}
        </p>
      )}
    </div>
  );
});

const ReturnDetail = observer(function ReturnDetail({ returnOrder }: { returnOrder: ReturnOrder }) {
  const t = useT();
  const { site } = useRootStore();
  const detail = useReturnDetailStore();
  return (
    <div className="order-detail return-detail" data-testid="return-detail">
      {returnOrder.status === 'waitClient' && (
        <p className="form-notice form-notice--success" role="status" data-testid="return-created">
          {t('returns.detail.created', { reference: returnOrder.reference })}
        </p>
      )}
      <div className="order-detail__head">
        <p className="order-row__reference" data-testid="return-reference">
          {t('returns.detail.reference', { reference: returnOrder.reference })}
        </p>
        <span className={`order-status return-status--${returnOrder.status}`} data-testid="return-status">
          {t(`returns.status.${returnOrder.status}`)}
        </span>
        <p className="order-row__meta">
          {t('returns.detail.meta', { order: returnOrder.orderReference, date: formatOrderDate(returnOrder.createdAt, site.locale.iso) })}
        </p>
      </div>
      <ReturnTimeline returnOrder={returnOrder} />
      {detail.waiting && <WaitingActions returnOrder={returnOrder} />}
      <section className="return-detail__products" aria-labelledby="return-products-title">
        <h2 id="return-products-title" className="checkout-section__title">
          {t('returns.detail.products')}
        </h2>
        <ReturnProducts returnOrder={returnOrder} />
      </section>
      <div className="return-detail__amounts">
        <ReturnAmounts returnOrder={returnOrder} />
        {detail.waiting && <CancelReturn />}
      </div>
      {detail.waiting && <DropOffPoints />}
    </div>
  );
});

const ReturnDetailBody = observer(function ReturnDetailBody() {
  const t = useT();
  const detail = useReturnDetailStore();
  const { idreturn } = useParams();
  const returnId = orderIdOf(idreturn) ?? -1;
  useEffect(() => {
    void detail.load(returnId);
  }, [detail, returnId]);
  if (detail.notFound) {
    return (
      <div className="account-empty" data-testid="return-not-found">
        <p className="account-empty__title">{t('returns.notFound.title')}</p>
        <p>{t('returns.notFound.text')}</p>
      </div>
    );
  }
  if (detail.failed) return <LoadFailed onRetry={() => void detail.load(returnId)} />;
  if (!detail.returnOrder || detail.returnOrder.id !== returnId) return <AccountLoading />;
  return <ReturnDetail returnOrder={detail.returnOrder} />;
});

/** `/account/history/{id}/product-return-detail/{idreturn}`: the return's confirmation and detail. */
export function ReturnDetailPage() {
  const t = useT();
  const { id } = useParams();
  return (
    <PageFrame title={t('page.title.account-return')} className="account-page return-detail-page">
      <AppLink to={`/account/history/${orderIdOf(id) ?? ''}`} className="order-detail__back">
        {t('returns.backToOrder')}
      </AppLink>
      <SignedInOnly>
        <ReturnDetailBody />
      </SignedInOnly>
    </PageFrame>
  );
}
