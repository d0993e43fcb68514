import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { OrderSummary } from '../../domain/orders/order';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { formatPrice } from '../product/format-price';
import { formatOrderDate } from '../checkout/checkout-format';
import { AccountLoading, LoadFailed, SignedInOnly } from './signed-in-only';
import { useOrdersStore } from './use-orders-store';

function OrderRow({ order }: { order: OrderSummary }) {
  const t = useT();
  const { site } = useRootStore();
  const iso = site.locale.iso;
  return (
    <li className="order-row" data-testid="order-row">
      <AppLink to={`/account/history/${order.id}`} className="order-row__link">
        <span className="order-row__head">
          <span className="order-row__reference">{t('orders.reference', { reference: order.reference })}</span>
          <span className={`order-status order-status--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
        </span>
        <span className="order-row__meta">
          {t('orders.placedOn', { date: formatOrderDate(order.createdAt, iso) })} · {t('orders.items', { count: order.itemCount })} ·{' '}
          <strong>{formatPrice(order.total, iso)}</strong>
        </span>
        {order.pictures.length > 0 && (
          <span className="order-row__pictures" aria-hidden="true">
            {order.pictures.slice(0, 4).map((picture) => (
              <img key={picture} src={picture} width={56} height={56} alt="" loading="lazy" />
            ))}
          </span>
        )}
      </AppLink>
    </li>
  );
}

function OrderGroup({ title, orders, testId }: { title: string; orders: OrderSummary[]; testId: string }) {
  const t = useT();
  return (
    <section className="account-section" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="account-section__title">
        {title}
      </h2>
      {orders.length === 0 ? <p className="account-section__intro">{t('orders.none')}</p> : <ul className="order-list">{orders.map((order) => <OrderRow key={order.id} order={order} />)}</ul>}
    </section>
  );
}

const OrderHistory = observer(function OrderHistory() {
  const t = useT();
  const orders = useOrdersStore();
  useEffect(() => {
    void orders.loadList();
  }, [orders]);
  if (orders.inProgress === null || orders.finished === null) return orders.listFailed ? <LoadFailed onRetry={() => void orders.loadList()} /> : <AccountLoading />;
  if (orders.isEmpty) {
    return (
      <div className="account-empty" data-testid="orders-empty">
        <p className="account-empty__title">{t('orders.empty.title')}</p>
        <p>{t('orders.empty.text')}</p>
        <AppLink to="/" className="button button--primary">
          {t('basket.empty.cta')}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="order-history">
      <OrderGroup title={t('orders.inProgress')} orders={orders.inProgress} testId="orders-in-progress" />
      <OrderGroup title={t('orders.finished')} orders={orders.finished} testId="orders-finished" />
    </div>
  );
});

/** SPEC §2 `/account/history`: orders in progress and finished (reference, date, status, total, pictures). */
export function OrderHistoryPage() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.account-orders')} className="account-page order-history-page">
      <SignedInOnly>
        <OrderHistory />
      </SignedInOnly>
    </PageFrame>
  );
}
