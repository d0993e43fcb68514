import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../server/testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import type { RequestContext } from '../../application/ports/request-context';
import { AddToBasket } from '../../application/basket/add-to-basket';
import { ApplyPromotion } from '../../application/basket/apply-promotion';
import { RecalculateBasket } from '../../application/basket/recalculate-basket';
import { describeBasketApiContract } from '../basket-api.contract';
import { RecordingErrorReporter } from '../in-memory/recording-error-reporter';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageBasketRepository } from '../storage/storage-basket-repository';
import { HttpApiClient } from './api-client';
import { HttpBasketApi } from './http-basket-api';
import { HttpCatalogueApi } from './http-catalogue-api';

let shop: TestServer;
const french: RequestContext = { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 };
const client = (context: RequestContext = french) => new HttpApiClient({ apiBase: shop.url, context });

const restricted = new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const sizeWhere = (test: (stock: number) => boolean) => {
  for (const product of demoCatalogue().products) {
    if (restricted.has(product.brandId)) continue;
    const size = product.sizes.find((candidate) => test(candidate.stock));
    if (size) return { productId: product.id, sizeId: size.id, stock: size.stock, product };
  }
  throw new Error('No such size in the demo catalogue');
};

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
});

afterAll(async () => {
  await shop?.close();
});

describeBasketApiContract('HTTP against the real server', {
  api: () => new HttpBasketApi(client()),
  inStock: () => sizeWhere((stock) => stock >= 3),
  lowStock: () => sizeWhere((stock) => stock > 0 && stock <= 2),
  validCode: 'BIENVENUE10',
  refusedCode: { code: 'ETE2024', message: 'Ce code promo a expiré' },
});

describe('HttpBasketApi against the real server', () => {
  const useCases = (context: RequestContext) => {
    const repository = new StorageBasketRepository(new MemoryKeyValueStorage());
    const errors = new RecordingErrorReporter();
    const recalculate = new RecalculateBasket(new HttpBasketApi(client(context)), repository, context, errors);
    return { repository, errors, add: new AddToBasket(new HttpCatalogueApi(client(context)), repository, recalculate), promo: new ApplyPromotion(repository, recalculate) };
  };

  it('drives add and promotion end to end in the Spanish store, in Spanish', async () => {
    const { productId, sizeId, product } = sizeWhere((stock) => stock >= 3);
    const spain = useCases({ storeId: 'boutique_es', locale: 'es', device: 1 });
    expect((await spain.add.execute({ productId, sizeId, quantity: 2 })).kind).toBe('updated');
    const basket = spain.repository.load();
    expect(basket.lines[0].info).toMatchObject({ name: product.names.es, price: product.prices.es.price / 100 });
    expect(basket.totals).toMatchObject({ countryIsoCode: 'ES', device: 1 });
    expect(await spain.promo.execute('ETE2024')).toMatchObject({ kind: 'promotion-refused', message: 'Este código promocional ha caducado' });
    expect(spain.errors.reported).toEqual([]);
  });

  it('refuses a schema-breaking body with a 400 {code, message}', async () => {
    await expect(client().post('basket/detail', { basketItems: 'oops' })).rejects.toMatchObject({ name: 'ApiError', code: 400 });
  });
});
