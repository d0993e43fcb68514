import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/demo/seed-customers';
import { demoCatalogue } from '../../../server/testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import { describeRatingApiContract } from '../ratings-api.contract';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { HttpApiClient } from './api-client';
import { customerSession } from '../../domain/auth/auth-session';
import { HttpAuthApi } from './http-auth-api';
import { HttpRatingApi } from './http-ratings-api';

let shop: TestServer;
const restricted = new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const open = demoCatalogue().products.filter((product) => !restricted.has(product.brandId) && !product.isOnlyOutlet && product.prices.fr);
let next = 0;

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
});

afterAll(async () => {
  await shop?.close();
});

describeRatingApiContract('HTTP against the real server', {
  signedIn: async () => {
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    const client = new HttpApiClient({ apiBase: shop.url, context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, tokens });
    const session = customerSession(await new HttpAuthApi(client, 'body').login({ _username: 'camille@example.com', _password: DEMO_PASSWORD }));
    tokens.save({ accessToken: session.accessToken, refreshToken: session.refreshToken, strategy: 'customLocal' });
    return new HttpRatingApi(client);
  },
  product: () => open[next++].id,
  unknownProduct: 987654,
});
