import { afterAll, beforeAll } from 'vitest';
import { demoCatalogue } from '../../../server/testing/catalogue-fixtures';
import { signInAnswering } from '../../../server/testing/staff-second-factor';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import { describeCheckoutApiContract } from '../checkout-api.contract';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { HttpApiClient } from './api-client';
import { HttpAccountApi } from './http-accounts-api';
import { HttpAdminOrdersApi } from './http-admin-orders-api';
import { HttpAuthApi } from './http-auth-api';
import { HttpCheckoutApi } from './http-checkout-api';
import { HttpOrdersApi } from './http-orders-api';

let shop: TestServer;

const restricted = new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const product = demoCatalogue().products.find((candidate) => !restricted.has(candidate.brandId) && candidate.prices.fr && candidate.sizes.some((size) => size.stock >= 20))!;
const size = product.sizes.find((candidate) => candidate.stock >= 20)!;
const emails = { camille: 'camille@example.com', sam: 'sam@example.com', support: 'support@example.com' };

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

describeCheckoutApiContract('HTTP against the real server', {
  signedIn: async (who) => {
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    const client = new HttpApiClient({ apiBase: shop.url, context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, tokens });
    const session = await signInAnswering(new HttpAuthApi(client, 'body'), emails[who], 'Boutique2026', shop.app.db);
    tokens.save({ accessToken: session.accessToken, refreshToken: session.refreshToken, strategy: 'customLocal' });
    const [address] = await new HttpAccountApi(client).addresses();
    return { checkout: new HttpCheckoutApi(client), orders: new HttpOrdersApi(client), admin: new HttpAdminOrdersApi(client), addressId: address?.id ?? 0 };
  },
  item: { productId: product.id, productSizeId: size.id },
  relayQuery: '75011',
});
