import { useRootStore } from '../app/root-context';
import type { RootStore } from '../app/root-store';
import { consoleReport, type CheckoutStoreDeps } from './checkout-store-deps';
import { ConfirmStore } from './confirm-store';
import { PaymentStore } from './payment-store';
import { ShippingStore } from './shipping-store';

/** The tunnel's stores, one set per page's root store, created with the lazily loaded checkout code. */
export interface CheckoutStores {
  shipping: ShippingStore;
  payment: PaymentStore;
  confirm: ConfirmStore;
}

const stores = new WeakMap<RootStore, CheckoutStores>();

export function checkoutDeps(root: RootStore): CheckoutStoreDeps {
  return {
    useCases: () => root.services.checkout.useCases(),
    basket: root.basket,
    auth: root.auth,
    storeCountry: () => root.site.store.countryCode,
    listCards: async () => {
      const result = await (await root.services.account.useCases()).listCards.execute();
      return result.kind === 'found' ? result.cards : [];
    },
    refreshBasket: () => root.basket.recalculate(),
    report: consoleReport,
    now: () => new Date(),
  };
}

export function checkoutStores(root: RootStore): CheckoutStores {
  let found = stores.get(root);
  if (!found) {
    const deps = checkoutDeps(root);
    found = { shipping: new ShippingStore(deps), payment: new PaymentStore(deps), confirm: new ConfirmStore(deps) };
    stores.set(root, found);
  }
  return found;
}

export function useCheckoutStores(): CheckoutStores {
  return checkoutStores(useRootStore());
}
