import { afterAll, beforeAll } from 'vitest';
import { demoCatalogue } from '../../../server/testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import { normaliseEmail } from '../../domain/accounts/email';
import { AlertLinks } from '../../../server/alerts/alerts-links';
import { describeProductAlertApiContract } from '../alerts-api.contract';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { HttpApiClient } from './api-client';
import { HttpAuthApi } from './http-auth-api';
import { HttpProductAlertApi } from './http-alerts-api';

let shop: TestServer;

const restricted = new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const open = demoCatalogue().products.filter((product) => !restricted.has(product.brandId) && product.prices.fr);
const soldOutSizes = open.flatMap((product) => product.sizes.filter((size) => size.stock === 0).map((size) => ({ productId: product.id, sizeId: size.id })));
const inStock = open.flatMap((product) => product.sizes.filter((size) => size.stock > 0).map((size) => ({ productId: product.id, sizeId: size.id })))[0];
let next = 0;

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
});

afterAll(async () => {
  await shop?.close();
});

describeProductAlertApiContract('HTTP against the real server', {
  client: () => {
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    const client = new HttpApiClient({ apiBase: shop.url, context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, tokens });
    return { tokens, auth: new HttpAuthApi(client, 'body'), alerts: new HttpProductAlertApi(client) };
  },
  // What the back-in-stock mail carries: a link the shop signs with its own key.
  mailLink: (email, days) => AlertLinks.fromSecret(shop.app.secret.key, () => new Date()).sign(normaliseEmail(email), days),
  soldOut: () => soldOutSizes[next++],
  inStock: () => inStock,
});
