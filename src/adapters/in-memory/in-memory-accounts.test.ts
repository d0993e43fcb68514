import { describeAccountsApiContract } from '../accounts-api.contract';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { demoCustomers } from './accounts-fixtures';
import { InMemoryAccountApi } from './in-memory-accounts-api';
import { InMemoryAccounts } from './in-memory-accounts';
import { InMemoryAuthApi } from './in-memory-auth-api';
import { InMemoryWishlistApi } from './in-memory-wishlist-api';

const accounts = new InMemoryAccounts({ customers: demoCustomers(), products: [12, 13, 14] });

describeAccountsApiContract('in memory', {
  client: () => {
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    return { tokens, auth: new InMemoryAuthApi(accounts), account: new InMemoryAccountApi(accounts, tokens), wishlist: new InMemoryWishlistApi(accounts, tokens) };
  },
  products: [13, 14],
  unknownProduct: 999_999,
});
