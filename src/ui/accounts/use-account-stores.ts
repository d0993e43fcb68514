import { useRootStore } from '../app/root-context';
import type { RootStore } from '../app/root-store';
import { AddressBookStore } from './address-book-store';
import { CardBookStore } from './card-book-store';
import { PasskeysStore } from './passkeys-store';
import { DataRightsStore } from './data-rights-store';
import { ProfileStore, type AccountStoreDeps } from './profile-store';
import { StockAlertsStore } from './stock-alerts-store';
import { SupportAccessesStore } from './support-accesses-store';

/** The account screens' stores, one set per page's root store, created with the lazily loaded account code. */
export interface AccountStores {
  profile: ProfileStore;
  addresses: AddressBookStore;
  cards: CardBookStore;
  alerts: StockAlertsStore;
  supportAccesses: SupportAccessesStore;
  passkeys: PasskeysStore;
  rights: DataRightsStore;
}

const stores = new WeakMap<RootStore, AccountStores>();

export function accountStores(root: RootStore): AccountStores {
  let found = stores.get(root);
  if (!found) {
    const deps: AccountStoreDeps = { useCases: () => root.services.account.useCases(), auth: root.auth };
    found = {
      profile: new ProfileStore(deps),
      addresses: new AddressBookStore(deps),
      cards: new CardBookStore(deps),
      alerts: new StockAlertsStore({ ...deps, product: root.services.product }),
      supportAccesses: new SupportAccessesStore(deps),
      passkeys: new PasskeysStore(deps),
      rights: new DataRightsStore(deps),
    };
    stores.set(root, found);
  }
  return found;
}

export function useAccountStores(): AccountStores {
  return accountStores(useRootStore());
}
