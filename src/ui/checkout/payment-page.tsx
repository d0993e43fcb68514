import { useEffect, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '../app/router';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { FormNotice } from '../forms/form-fields';
import { SignedInOnly } from '../accounts/signed-in-only';
import { useBasketRestore } from '../basket/use-basket-restore';
import { CheckoutAside, DeliveryRecap } from './checkout-summary';
import { CheckoutEmpty, CheckoutLoading } from './checkout-states';
import { orderIdOf } from './checkout-format';
import { BalanceSummary, PaymentMeans } from './payment-means';
import { PaymentTerms } from './payment-terms';
import { useCheckoutStores } from './use-checkout-stores';

/** The bank's return (`?bank_return=true&order_ref=…`): the shop asks the provider, then step 4 or the failure. */
function useBankReturn(): boolean {
  const { page } = useRootStore();
  const { payment } = useCheckoutStores();
  const navigate = useNavigate();
  const orderId = page.query.bank_return === 'true' ? orderIdOf(page.query.order_ref) : null;
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (orderId === null || asked.current === orderId) return;
    asked.current = orderId;
    void payment.completeReturn(orderId).then((outcome) => {
      if (outcome.kind === 'paid') void navigate(`/checkout/confirm?order=${outcome.orderId}`, { replace: true });
    });
  }, [orderId, payment, navigate]);
  return orderId !== null;
}

const PaymentBody = observer(function PaymentBody() {
  const t = useT();
  const { basket } = useRootStore();
  const { payment } = useCheckoutStores();
  const navigate = useNavigate();
  const bankReturn = useBankReturn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await payment.place();
    if (outcome.kind === 'confirmed') void navigate(`/checkout/confirm?order=${outcome.orderId}`);
    else if (outcome.kind === 'redirect') window.location.assign(outcome.url);
  };

  if (!basket.restored) return <CheckoutLoading />;
  if (basket.basket.isEmpty) return <CheckoutEmpty />;
  return (
    <form className="checkout-body" onSubmit={(event) => void submit(event)} noValidate data-testid="payment-form" aria-busy={payment.placing || payment.completing}>
      <div className="checkout-main">
        {bankReturn && payment.completing && (
          <p className="checkout-problem checkout-problem--info" role="status" data-testid="payment-checking">
            {t('payment.checking')}
          </p>
        )}
        <FormNotice message={payment.message} testId="payment-error" />
        {payment.failureDetail && (
          <p className="checkout-problem__detail" data-testid="payment-error-detail">
            {payment.failureDetail}
          </p>
        )}
        <section className="checkout-section" aria-labelledby="payment-delivery">
          <div className="checkout-section__head">
            <h2 id="payment-delivery" className="checkout-section__title">
              {t('payment.delivery')}
            </h2>
            <AppLink to="/checkout/shipping" className="link-button">
              {t('payment.changeDelivery')}
            </AppLink>
          </div>
          <DeliveryRecap />
          <AppLink to="/checkout/summary" className="checkout-summary-link" data-testid="payment-summary-link">
            {t('payment.summaryLink')}
          </AppLink>
        </section>
        <section className="checkout-section" aria-label={t('payment.means.title')}>
          {payment.cards === null ? <CheckoutLoading /> : <PaymentMeans />}
        </section>
      </div>
      <CheckoutAside>
        <BalanceSummary />
        <PaymentTerms payment={payment} />
        <button type="submit" className="button button--primary checkout-aside__continue" disabled={!payment.canPlace} data-testid="place-order">
          {payment.placing ? t('payment.placing') : t('payment.place')}
        </button>
      </CheckoutAside>
    </form>
  );
});

/** Step 3 `/checkout/payment` (SPEC §2): the means, the terms, placing the order, and the bank's return. */
export function PaymentPage() {
  const t = useT();
  const { auth } = useRootStore();
  const { payment } = useCheckoutStores();
  // Outside SignedInOnly: the stored basket is priced, and the cards and the balance asked for (with
  // the stored token), while the session is checked, not one round trip after it; an anonymous
  // visit asks for neither (it is sent to /login).
  useBasketRestore();
  useEffect(() => {
    if (!auth.maybeSignedIn) return undefined;
    void payment.load();
    // Back from the provider's page through the browser's history: the page may come from its cache, button off.
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) void payment.load();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [auth, payment]);
  return (
    <PageFrame title={t('page.title.checkout-payment')} className="checkout-page payment-page">
      <SignedInOnly>
        <PaymentBody />
      </SignedInOnly>
    </PageFrame>
  );
}
