import { describeCheckoutApiContract } from '../checkout-api.contract';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { DEMO_PASSWORD, demoCustomers } from './accounts-fixtures';
import { teeAndHoodiePricing } from './basket-testbed';
import { InMemoryAccounts, type InMemoryCustomer } from './in-memory-accounts';
import { InMemoryBasketApi } from './in-memory-basket-api';
import { InMemoryCheckoutApi, InMemoryOrders } from './in-memory-orders';
import { InMemoryAdminOrdersApi, InMemoryOrdersApi } from './in-memory-orders-api';

const support: InMemoryCustomer = {
  profile: { id: 3, email: 'support@example.com', firstName: 'Support', lastName: 'Boutique', civility: 3, birthday: null, newsletter: false, roles: ['customer', 'support'] },
  password: DEMO_PASSWORD, addresses: [], cards: [], wishes: [],
};
const accounts = new InMemoryAccounts({ customers: [...demoCustomers(), support] });
const shop = new InMemoryOrders(new InMemoryBasketApi(teeAndHoodiePricing()));
const emails = { camille: 'camille@example.com', sam: 'sam@example.com', support: 'support@example.com' };

describeCheckoutApiContract('in memory', {
  signedIn: async (who) => {
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    const customer = accounts.byEmail(emails[who])!;
    const session = accounts.open(customer);
    tokens.save({ accessToken: session.accessToken, refreshToken: session.refreshToken, strategy: 'customLocal' });
    const caller = () => accounts.signedIn(tokens).customer;
    return {
      checkout: new InMemoryCheckoutApi(shop, caller),
      orders: new InMemoryOrdersApi(shop, caller),
      admin: new InMemoryAdminOrdersApi(shop, caller, () => accounts.customers),
      addressId: customer.addresses[0]?.id ?? 0,
    };
  },
  item: { productId: 13, productSizeId: 2001 },
  relayQuery: '75011',
});
