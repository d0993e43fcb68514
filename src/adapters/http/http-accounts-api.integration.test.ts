import { afterAll, beforeAll } from 'vitest';
import { demoCatalogue } from '../../../server/testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import { describeAccountsApiContract } from '../accounts-api.contract';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { HttpApiClient } from './api-client';
import { HttpAccountApi } from './http-accounts-api';
import { HttpAuthApi } from './http-auth-api';
import { HttpWishlistApi } from './http-wishlist-api';

let shop: TestServer;

const restricted = new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const [first, second] = demoCatalogue().products.filter((product) => !restricted.has(product.brandId) && product.prices.fr);

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
});

afterAll(async () => {
  await shop?.close();
});

describeAccountsApiContract('HTTP against the real server', {
  client: () => {
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    const client = new HttpApiClient({ apiBase: shop.url, context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, tokens });
    return { tokens, auth: new HttpAuthApi(client, 'body'), account: new HttpAccountApi(client), wishlist: new HttpWishlistApi(client) };
  },
  products: [first.id, second.id],
  unknownProduct: 987_654_321,
});
