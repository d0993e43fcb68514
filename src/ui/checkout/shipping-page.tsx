import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { SignedInOnly } from '../accounts/signed-in-only';
import { useBasketRestore } from '../basket/use-basket-restore';
import { CarrierList } from './carrier-list';
import { CheckoutAside } from './checkout-summary';
import { CheckoutEmpty, CheckoutLoading } from './checkout-states';
import { RelaySearch } from './relay-search';
import { ShippingAddresses } from './shipping-addresses';
import type { DeliveryMode } from './shipping-store';
import { useCheckoutStores } from './use-checkout-stores';

const ShippingProblems = observer(function ShippingProblems() {
  const t = useT();
  const { shipping } = useCheckoutStores();
  if (shipping.problems.length === 0) return null;
  return (
    <div className="checkout-problems" role="alert" data-testid="shipping-problems">
      {shipping.problems.map((problem) => (
        <p key={problem} className={`checkout-problem checkout-problem--${problem === 'express-unavailable' ? 'info' : 'error'}`} data-testid={`shipping-problem-${problem}`}>
          {problem === 'country-not-deliverable' ? t('shipping.errors.countryNotDeliverable') : t(`shipping.errors.${problem}`)}
        </p>
      ))}
    </div>
  );
});

function ModeSwitch({ mode, onChange, disabled }: { mode: DeliveryMode; onChange: (mode: DeliveryMode) => void; disabled: boolean }) {
  const t = useT();
  return (
    <fieldset className="mode-switch" data-testid="delivery-mode">
      <legend className="checkout-section__subtitle">{t('shipping.mode.title')}</legend>
      {(['home', 'relay'] as const).map((option) => (
        <label key={option} className={`mode-switch__option${mode === option ? ' is-chosen' : ''}`}>
          <input type="radio" name="delivery-mode" value={option} checked={mode === option} disabled={disabled} onChange={() => onChange(option)} />
          <span className="mode-switch__label">{t(`shipping.mode.${option}`)}</span>
          <span className="mode-switch__hint">{t(`shipping.mode.${option}Hint`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

const ShippingBody = observer(function ShippingBody() {
  const t = useT();
  const { basket, auth } = useRootStore();
  const { shipping } = useCheckoutStores();
  const restored = basket.restored;
  const empty = basket.basket.isEmpty;
  useEffect(() => {
    if (restored && !empty) void shipping.start(auth.addresses);
    // Once per visit of the page, when the stored basket is known.
  }, [restored, empty, shipping]);

  if (!restored) return <CheckoutLoading />;
  if (empty) return <CheckoutEmpty />;
  return (
    <div className="checkout-body">
      <div className="checkout-main">
        <ModeSwitch mode={shipping.mode} onChange={(mode) => void shipping.setMode(mode)} disabled={shipping.busy} />
        <section className="checkout-section" aria-labelledby="shipping-destination">
          <h2 id="shipping-destination" className="checkout-section__title">
            {shipping.mode === 'home' ? t('shipping.address.title') : t('shipping.relay.title')}
          </h2>
          {shipping.mode === 'home' ? <ShippingAddresses /> : <RelaySearch />}
        </section>
        <ShippingProblems />
        <CarrierList />
      </div>
      <CheckoutAside>
        <AppLink
          to="/checkout/payment"
          className={`button button--primary checkout-aside__continue${shipping.ready ? '' : ' is-disabled'}`}
          aria-disabled={shipping.ready ? undefined : true}
          onClick={(event) => {
            if (!shipping.ready) event.preventDefault();
          }}
          data-testid="shipping-continue"
        >
          {t('shipping.continue')}
        </AppLink>
        {!shipping.ready && <p className="checkout-aside__hint">{shipping.mode === 'relay' ? t('shipping.relay.chooseFirst') : t('shipping.address.chooseFirst')}</p>}
      </CheckoutAside>
    </div>
  );
});

/** Step 2 `/checkout/shipping` (SPEC §2): home or relay point, then a carrier. */
export function ShippingPage() {
  const t = useT();
  // Outside SignedInOnly: the stored basket is priced while the session is checked, not after.
  useBasketRestore();
  return (
    <PageFrame title={t('page.title.checkout-shipping')} className="checkout-page shipping-page">
      <SignedInOnly>
        <ShippingBody />
      </SignedInOnly>
    </PageFrame>
  );
}
