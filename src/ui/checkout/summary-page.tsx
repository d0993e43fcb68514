import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { SignedInOnly } from '../accounts/signed-in-only';
import { useBasketRestore } from '../basket/use-basket-restore';
import { formatPrice } from '../product/format-price';
import { LinePicture } from '../basket/line-picture';
import { CheckoutAside, DeliveryRecap } from './checkout-summary';
import { CheckoutEmpty, CheckoutLoading } from './checkout-states';

/** The articles about to be ordered, as the basket priced them. */
const SummaryLines = observer(function SummaryLines() {
  const t = useT();
  const { basket, site } = useRootStore();
  const iso = site.locale.iso;
  return (
    <ul className="order-lines" data-testid="summary-lines">
      {basket.basket.lines.map((line) => (
        <li key={`${line.info.id}:${line.size.id}`} className="order-line">
          <LinePicture line={line} size={72} />
          <span className="order-line__info">
            <span className="order-line__name">{line.info.name}</span>
            <span className="order-line__meta">
              {line.size.label ? `${t('basket.line.size', { size: line.size.label })} · ` : ''}
              {t('basket.line.quantity', { count: line.quantity })} · {t('basket.line.unitPrice', { price: formatPrice(line.info.price, iso) })}
            </span>
          </span>
          <span className="order-line__total">{formatPrice(line.info.price * line.quantity, iso)}</span>
        </li>
      ))}
    </ul>
  );
});

const SummaryBody = observer(function SummaryBody() {
  const t = useT();
  const { basket } = useRootStore();
  if (!basket.restored) return <CheckoutLoading />;
  if (basket.basket.isEmpty) return <CheckoutEmpty />;
  return (
    <div className="checkout-body" data-testid="checkout-summary">
      <div className="checkout-main">
        <section className="checkout-section" aria-labelledby="summary-delivery">
          <div className="checkout-section__head">
            <h2 id="summary-delivery" className="checkout-section__title">
              {t('payment.delivery')}
            </h2>
            <AppLink to="/checkout/shipping" className="link-button">
              {t('payment.changeDelivery')}
            </AppLink>
          </div>
          <DeliveryRecap />
        </section>
        <section className="checkout-section" aria-labelledby="summary-basket">
          <div className="checkout-section__head">
            <h2 id="summary-basket" className="checkout-section__title">
              {t('summary.basket', { count: basket.basket.count })}
            </h2>
            <AppLink to="/checkout/basket" className="link-button">
              {t('summary.changeBasket')}
            </AppLink>
          </div>
          <SummaryLines />
          <p className="checkout-section__intro">{t('summary.intro')}</p>
        </section>
      </div>
      <CheckoutAside showLines={false}>
        <AppLink to="/checkout/payment" className="button button--primary checkout-aside__continue" data-testid="summary-back">
          {t('summary.backToPayment')}
        </AppLink>
      </CheckoutAside>
    </div>
  );
});

/** `/checkout/summary` (SPEC §2, linked from the payment step): the order about to be placed: lines, delivery, totals. */
export function SummaryPage() {
  const t = useT();
  // Outside SignedInOnly: the stored basket is priced while the session is checked, not after.
  useBasketRestore();
  return (
    <PageFrame title={t('page.title.checkout-summary')} className="checkout-page summary-page">
      <SignedInOnly>
        <SummaryBody />
      </SignedInOnly>
    </PageFrame>
  );
}
