import { afterAll, beforeAll } from 'vitest';
import { demoCatalogue } from '../../../server/testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import { describeProductAlertApiContract } from '../product-alert-api.contract';
import { HttpApiClient } from './api-client';
import { HttpProductAlertApi } from './http-product-alert-api';

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
  api: () => new HttpProductAlertApi(new HttpApiClient({ apiBase: shop.url, context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 } })),
  soldOut: () => soldOutSizes[next++],
  inStock: () => inStock,
});
