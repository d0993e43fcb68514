import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from '../app/router';
import type { Order } from '../../domain/orders/order';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { formatPrice } from '../product/format-price';
import { formatOrderDate, orderIdOf } from '../checkout/checkout-format';
import { AddressLines } from './address-lines';
import { OrderDelivery, OrderLines, OrderTotals, paymentLabel } from './order-parts';
import { AccountLoading, LoadFailed, SignedInOnly } from './signed-in-only';
import { useOrdersStore } from './use-orders-store';
import { OrderReturns } from '../returns/order-returns';
import type { DocumentKind } from './orders-store';

/** The order's life, each change dated (SPEC §2 order detail). */
function StatusTimeline({ order }: { order: Order }) {
  const t = useT();
  const { site } = useRootStore();
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {order.events.map((event, index) => (
        <li key={`${event.status}-${event.at}`} className={`order-timeline__event${index === order.events.length - 1 ? ' is-current' : ''}`}>
          <span className="order-timeline__status">{t(`orders.status.${event.status}`)}</span>
          <time className="order-timeline__date" dateTime={event.at}>
            {formatOrderDate(event.at, site.locale.iso, true)}
          </time>
        </li>
      ))}
    </ol>
  );
}

const Documents = observer(function Documents({ order }: { order: Order }) {
  const t = useT();
  const orders = useOrdersStore();
  const button = (kind: DocumentKind, label: string) => (
    <button type="button" className="button button--secondary" disabled={orders.downloading !== null} onClick={() => void orders.download(kind)} data-testid={`download-${kind}`}>
      {orders.downloading === kind ? t('common.loading') : label}
    </button>
  );
  return (
    <div className="order-documents">
      {order.documents.bill ? button('bill', t('orders.downloadBill')) : <p className="order-documents__note">{t('orders.billLater')}</p>}
      {order.documents.purchaseOrder && button('purchase-order', t('orders.downloadPurchaseOrder'))}
      {orders.downloadFailed && (
        <p className="form-notice form-notice--error" role="alert" data-testid="download-error">
          {t('orders.downloadFailed')}
        </p>
      )}
    </div>
  );
});

function OrderDetail({ order }: { order: Order }) {
  const t = useT();
  const { site } = useRootStore();
  const iso = site.locale.iso;
  return (
    <div className="order-detail" data-testid="order-detail">
      <div className="order-detail__head">
        <p className="order-row__reference" data-testid="order-detail-reference">
          {t('orders.reference', { reference: order.reference })}
        </p>
        <span className={`order-status order-status--${order.status}`} data-testid="order-status">
          {order.statusLabel || t(`orders.status.${order.status}`)}
        </span>
        <p className="order-row__meta">{t('orders.placedOn', { date: formatOrderDate(order.createdAt, iso) })}</p>
      </div>
      <StatusTimeline order={order} />
      {order.tracking && (
        <p className="order-tracking" data-testid="order-tracking">
          {t('orders.tracking', { number: order.tracking.number })}{' '}
          <a href={order.tracking.url} target="_blank" rel="noopener noreferrer">
            {t('orders.trackParcel')}
          </a>
        </p>
      )}
      <Documents order={order} />
      <OrderReturns order={order} />
      <div className="checkout-body">
        <section className="checkout-main" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title" className="checkout-section__title">
            {t('orders.articles')}
          </h2>
          <OrderLines order={order} />
        </section>
        <aside className="checkout-aside" aria-label={t('basket.totals.title')}>
          <OrderDelivery order={order} />
          <div className="order-block">
            <h3 className="order-block__title">{t('orders.billingAddress')}</h3>
            <AddressLines address={order.billingAddress} />
          </div>
          <div className="order-block">
            <h3 className="order-block__title">{t('orders.payment')}</h3>
            <p>{paymentLabel(order, t)}</p>
            {order.instalments && (
              <ol className="instalments">
                {order.instalments.map((instalment) => (
                  <li key={instalment.dueDate} className="instalments__row">
                    <span>{formatOrderDate(instalment.dueDate, iso)}</span>
                    <span>{formatPrice(instalment.amount, iso)}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
          <OrderTotals order={order} />
        </aside>
      </div>
    </div>
  );
}

const OrderDetailBody = observer(function OrderDetailBody() {
  const t = useT();
  const orders = useOrdersStore();
  const { id } = useParams();
  const orderId = orderIdOf(id) ?? -1;
  useEffect(() => {
    void orders.loadOrder(orderId);
  }, [orders, orderId]);
  if (orders.notFound) {
    return (
      <div className="account-empty" data-testid="order-not-found">
        <p className="account-empty__title">{t('orders.notFound.title')}</p>
        <p>{t('orders.notFound.text')}</p>
      </div>
    );
  }
  if (orders.orderFailed) return <LoadFailed onRetry={() => void orders.loadOrder(orderId)} />;
  if (!orders.order || orders.order.id !== orderId) return <AccountLoading />;
  return <OrderDetail order={orders.order} />;
});

/** SPEC §2 `/account/history/{id}`: status timeline, tracking, lines, addresses, totals, payment, the bill and the purchase order. */
export function OrderDetailPage() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.account-order')} className="account-page order-detail-page">
      <AppLink to="/account/history" className="order-detail__back">
        {t('orders.back')}
      </AppLink>
      <SignedInOnly>
        <OrderDetailBody />
      </SignedInOnly>
    </PageFrame>
  );
}
