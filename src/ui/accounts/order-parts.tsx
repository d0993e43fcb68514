import type { Order } from '../../domain/orders/order';
import { orderFigures } from '../../domain/orders/order-figures';
import { toEuros } from '../../domain/money/money';
import { AddressLines } from './address-lines';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { formatPrice } from '../product/format-price';
import { formatDeliveryDate } from '../basket/basket-format';
import { squarePicture } from '../../domain/catalogue/picture-sources';
import { ProductPicture } from '../product/product-picture';

/** The articles of an order, with the product page when it is still sold. */
export function OrderLines({ order }: { order: Order }) {
  const t = useT();
  const { site } = useRootStore();
  const iso = site.locale.iso;
  return (
    <ul className="order-lines" data-testid="order-lines">
      {order.lines.map((line) => (
        <li key={`${line.productId}:${line.productSizeId}`} className="order-line" data-testid="order-line">
          {line.picture ? <ProductPicture className="basket-picture" picture={squarePicture(line.picture, 72, '72px')} alt="" /> : <span className="basket-picture basket-picture--none" aria-hidden="true" />}
          <span className="order-line__info">
            <span className="order-line__brand">{line.brand}</span>
            {line.url ? (
              <AppLink to={line.url} className="order-line__name">
                {line.name}
              </AppLink>
            ) : (
              <span className="order-line__name">{line.name}</span>
            )}
            <span className="order-line__meta">
              {line.size ? `${t('basket.line.size', { size: line.size })} · ` : ''}
              {t('basket.line.quantity', { count: line.quantity })} · {t('basket.line.unitPrice', { price: formatPrice(line.unitPrice, iso) })}
            </span>
          </span>
          <span className="order-line__total">{formatPrice(line.total, iso)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Goods, discount, shipping, the total with its VAT, then the vouchers and credits spent and what
 * the other means paid: the figures of the bill and the mails (src/domain/orders/order-figures.ts).
 */
export function OrderTotals({ order }: { order: Order }) {
  const t = useT();
  const { site } = useRootStore();
  const iso = site.locale.iso;
  const figures = orderFigures(order.amounts);
  const euros = (cents: number) => formatPrice(toEuros(cents), iso);
  return (
    <dl className="basket-totals__list order-totals" data-testid="order-totals">
      <div className="basket-totals__row">
        <dt>{t('basket.totals.subtotal')}</dt>
        <dd>{euros(figures.goods)}</dd>
      </div>
      {figures.discount > 0 && (
        <div className="basket-totals__row basket-totals__row--discount">
          <dt>
            {t('basket.totals.discount')}
            {order.promotionCode ? ` (${order.promotionCode})` : ''}
          </dt>
          <dd>-{euros(figures.discount)}</dd>
        </div>
      )}
      <div className="basket-totals__row">
        <dt>
          {t('basket.totals.shipping')}
          <span className="basket-totals__carrier">{t('basket.shipping.carrier', { carrier: order.carrier.name, date: formatDeliveryDate(order.carrier.deliveryDate, iso) })}</span>
        </dt>
        <dd>{figures.shipping === 0 ? t('basket.totals.free') : euros(figures.shipping)}</dd>
      </div>
      <div className="basket-totals__row basket-totals__row--total">
        <dt>{t('basket.totals.total')}</dt>
        <dd data-testid="order-total">{euros(figures.total)}</dd>
      </div>
      <div className="basket-totals__row order-totals__vat">
        <dt>{t('orders.vat')}</dt>
        <dd data-testid="order-vat">{euros(figures.vat)}</dd>
      </div>
      {figures.credit > 0 && (
        <>
          <div className="basket-totals__row basket-totals__row--discount">
            <dt>{t('orders.balanceUsed')}</dt>
            <dd data-testid="order-credit">-{euros(figures.credit)}</dd>
          </div>
          <div className="basket-totals__row basket-totals__row--total">
            <dt>{t(order.status === 'awaiting_payment' ? 'orders.toPay' : 'orders.paid')}</dt>
            <dd data-testid="order-paid">{euros(figures.paid)}</dd>
          </div>
        </>
      )}
      {(order.refunds ?? []).map((refund) => (
        <div key={`${refund.returnReference}-${refund.means}-${refund.at}`} className="basket-totals__row order-totals__refund" data-testid="order-refund">
          <dt>{t(`returns.refunds.${refund.means}`, { reference: refund.returnReference })}</dt>
          <dd>-{formatPrice(refund.amount, iso)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the order goes: the relay point, or the address. */
export function OrderDelivery({ order }: { order: Order }) {
  const t = useT();
  return (
    <div className="order-block">
      <h3 className="order-block__title">{order.relayPoint ? t('shipping.mode.relay') : t('shipping.mode.home')}</h3>
      {order.relayPoint ? (
        <address className="address-lines">
          <span>{order.relayPoint.name}</span>
          <span>{order.relayPoint.street}</span>
          <span>
            {order.relayPoint.zipCode} {order.relayPoint.city}
          </span>
        </address>
      ) : (
        <AddressLines address={order.shippingAddress} />
      )}
    </div>
  );
}

/** The payment mean in words (card brand and last digits when the provider told them). */
export function paymentLabel(order: Order, t: ReturnType<typeof useT>): string {
  const mean = t(`payment.means.${order.paymentMethod}`);
  return order.card ? `${mean} – ${t('payment.means.savedCard', { brand: order.card.brand, last4: order.card.last4 })}` : mean;
}
