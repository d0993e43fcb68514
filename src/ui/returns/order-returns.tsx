import { useEffect, useState } from 'react';
import type { Order } from '../../domain/orders/order';
import type { ReturnSummary } from '../../domain/returns/returns';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';
import { formatOrderDate } from '../checkout/checkout-format';
import { consoleReport } from '../checkout/checkout-store-deps';
import { useT } from '../i18n/use-t';
import { formatPrice } from '../product/format-price';

/** Something is left to return and the 14 days are not over. */
export function canStartReturn(order: Order, now: Date): boolean {
  return order.status === 'delivered' && order.returnDeadline !== null && new Date(order.returnDeadline).getTime() > now.getTime() && order.lines.some((line) => line.quantity > (line.returnedQuantity ?? 0));
}

/**
 * The order detail's return part (SPEC §2 "return procedure"): the way to the return form while
 * the 14 days last, and the order's returns with their status.
 */
export function OrderReturns({ order }: { order: Order }) {
  const t = useT();
  const root = useRootStore();
  const iso = root.site.locale.iso;
  const [returns, setReturns] = useState<ReturnSummary[] | null>(null);
  const [now] = useState(() => new Date());
  useEffect(() => {
    let live = true;
    if (order.status !== 'delivered') return;
    root.services.checkout
      .useCases()
      .then((cases) => cases.listOrderReturns.execute(order.id))
      .then((result) => {
        if (live && result.kind === 'found') setReturns(result.returns);
      })
      .catch((error: unknown) => consoleReport(error, 'Unable to fetch the returns of the order'));
    return () => {
      live = false;
    };
  }, [root, order.id, order.status]);
  const open = canStartReturn(order, now);
  if (!open && (returns === null || returns.length === 0)) return null;
  return (
    <section className="order-returns" aria-labelledby="order-returns-title" data-testid="order-returns">
      <h2 id="order-returns-title" className="checkout-section__title">
        {t('returns.order.title')}
      </h2>
      {open && order.returnDeadline && (
        <p className="order-returns__start">
          <AppLink to={`/account/history/${order.id}/product-return-detail`} className="button button--secondary" data-testid="start-return">
            {t('returns.order.start')}
          </AppLink>{' '}
          <span className="order-returns__until">{t('returns.order.until', { date: formatOrderDate(order.returnDeadline, iso) })}</span>
        </p>
      )}
      {returns && returns.length > 0 && (
        <ul className="order-returns__list">
          {returns.map((item) => (
            <li key={item.id} className="order-returns__row" data-testid="order-return">
              <AppLink to={`/account/history/${order.id}/product-return-detail/${item.id}`}>{item.reference}</AppLink>
              <span className={`order-status return-status--${item.status}`}>{t(`returns.status.${item.status}`)}</span>
              <span>{formatOrderDate(item.createdAt, iso)}</span>
              <span>{t('returns.order.items', { count: item.itemCount })}</span>
              <span>{formatPrice(item.refundAmount, iso)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
