import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { SignedInOnly } from '../accounts/signed-in-only';
import { OrderDelivery, OrderLines, OrderTotals, paymentLabel } from '../accounts/order-parts';
import { CheckIcon } from '../icons/icons';
import { CheckoutLoading } from './checkout-states';
import { orderIdOf } from './checkout-format';
import { useCheckoutStores } from './use-checkout-stores';

const ConfirmBody = observer(function ConfirmBody() {
  const t = useT();
  const { page } = useRootStore();
  const { confirm } = useCheckoutStores();
  const orderId = orderIdOf(page.query.order);
  useEffect(() => {
    if (orderId !== null) void confirm.load(orderId);
  }, [orderId, confirm]);

  const order = confirm.order?.id === orderId ? confirm.order : null;
  if (orderId === null || confirm.notFound) {
    return (
      <div className="account-empty" data-testid="confirm-not-found">
        <p className="account-empty__title">{t('orders.notFound.title')}</p>
        <AppLink to="/account/history" className="button button--secondary">
          {t('orders.back')}
        </AppLink>
      </div>
    );
  }
  if (!order) return <CheckoutLoading />;
  const awaiting = order.status === 'awaiting_payment';
  return (
    <div className="confirm" data-testid="order-confirmation">
      <div className="confirm__hero">
        <CheckIcon size={32} />
        <p className="confirm__thanks">{t('confirm.thanks')}</p>
        <p className="confirm__reference" data-testid="order-reference">
          {t('confirm.reference', { reference: order.reference })}
        </p>
        <p className="confirm__note" data-testid="confirm-48h">
          {t('confirm.note48h')}
        </p>
        {awaiting && order.paymentMethod === 'transfer' && <p className="checkout-problem checkout-problem--info">{t('confirm.awaitingTransfer')}</p>}
        {awaiting && order.paymentMethod === 'cheque' && <p className="checkout-problem checkout-problem--info">{t('confirm.awaitingCheque')}</p>}
        {confirm.notPlaced && <p className="checkout-problem checkout-problem--info">{t('confirm.notPlaced')}</p>}
      </div>
      <div className="checkout-body">
        <div className="checkout-main">
          <section className="checkout-section" aria-labelledby="confirm-next">
            <h2 id="confirm-next" className="checkout-section__title">
              {t('confirm.next.title')}
            </h2>
            <ol className="confirm__steps">
              <li>{t('confirm.next.mail')}</li>
              <li>{t('confirm.next.preparing')}</li>
              <li>{t('confirm.next.tracking')}</li>
            </ol>
          </section>
          <section className="checkout-section" aria-labelledby="confirm-lines">
            <h2 id="confirm-lines" className="checkout-section__title">
              {t('confirm.summary')}
            </h2>
            <OrderLines order={order} />
          </section>
        </div>
        <aside className="checkout-aside" aria-label={t('basket.totals.title')}>
          <OrderDelivery order={order} />
          <p className="order-block__payment">{paymentLabel(order, t)}</p>
          <OrderTotals order={order} />
          <AppLink to={`/account/history/${order.id}`} className="button button--primary checkout-aside__continue" data-testid="confirm-order-link">
            {t('confirm.seeOrder')}
          </AppLink>
          <AppLink to="/" className="button button--secondary checkout-aside__continue">
            {t('checkout.backToShop')}
          </AppLink>
        </aside>
      </div>
    </div>
  );
});

/** Step 4 `/checkout/confirm?order=…` (SPEC §2, §9): reference, summary, the 48 h note, next steps; the basket is cleaned. */
export function ConfirmPage() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.checkout-confirm')} className="checkout-page confirm-page">
      <SignedInOnly>
        <ConfirmBody />
      </SignedInOnly>
    </PageFrame>
  );
}
