import { useRootStore } from '../app/root-context';
import type { RootStore } from '../app/root-store';
import { consoleReport } from '../checkout/checkout-store-deps';
import { OrdersStore, saveWithBlobLink } from './orders-store';

const stores = new WeakMap<RootStore, OrdersStore>();

/** The order history's store, one per page's root store. */
export function useOrdersStore(): OrdersStore {
  const root = useRootStore();
  let found = stores.get(root);
  if (!found) {
    found = new OrdersStore({ useCases: () => root.services.checkout.useCases(), auth: root.auth, report: consoleReport, save: saveWithBlobLink });
    stores.set(root, found);
  }
  return found;
}
