import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AddToBasket } from '../../application/basket/add-to-basket';
import { aProductResponse } from '../in-memory/catalogue-fixtures';
import { InMemoryBasketApi } from '../in-memory/in-memory-basket-api';
import { InMemoryCatalogueApi } from '../in-memory/in-memory-catalogue-api';
import { HttpBasketApi } from '../http/http-basket-api';
import { createBrowserContainer } from './browser';
import { createCliContainer } from './cli';
import { createSsrContainer } from './ssr';
import { BASKET_API } from '../../application/ports/basket-api';
import { BASKET_REPOSITORY } from '../../application/ports/basket-repository';
import { ADD_TO_BASKET, LOAD_BASKET, RECALCULATE_BASKET } from './basket-tokens';
import { resolve } from './bind';

const dir = mkdtempSync(join(tmpdir(), 'boutique-basket-container-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('basket bindings', () => {
  it.each([
    ['browser', () => createBrowserContainer({ storeId: 'boutique_com', locale: 'en', device: 0 })],
    ['SSR', () => createSsrContainer({ storeId: 'boutique_de', locale: 'de', device: 0, apiBase: 'http://shop' })],
    ['CLI', () => createCliContainer({ api: 'http://localhost:3999', storeId: 'boutique_es', profilePath: join(dir, 'unused.json') })],
  ])('binds the basket over HTTP in the %s container, one recalculation per container', (_runtime, create) => {
    const container = create();
    expect(resolve(container, BASKET_API)).toBeInstanceOf(HttpBasketApi);
    expect(resolve(container, ADD_TO_BASKET)).toBeInstanceOf(AddToBasket);
    expect(resolve(container, RECALCULATE_BASKET)).toBe(resolve(container, RECALCULATE_BASKET));
    expect(resolve(container, BASKET_REPOSITORY).load().isEmpty).toBe(true);
  });

  it('keeps the CLI basket in the profile file, across containers', async () => {
    const profilePath = join(dir, 'profile.json');
    const options = {
      api: 'http://localhost:3999',
      storeId: 'laboutiqueofficielle' as const,
      profilePath,
      catalogueApi: new InMemoryCatalogueApi({ products: [aProductResponse({ id: 12 })] }),
      basketApi: new InMemoryBasketApi({ sizes: [{ productId: 12, sizeId: 1003, price: 24.5, stock: 5 }] }),
    };
    const result = await resolve(createCliContainer(options), ADD_TO_BASKET).execute({ productId: 12, sizeId: 1003, quantity: 2 });
    expect(result.kind).toBe('updated');
    expect(JSON.parse(JSON.parse(readFileSync(profilePath, 'utf8')).storage.basket).lines).toHaveLength(1);
    const again = await resolve(createCliContainer(options), LOAD_BASKET).execute();
    expect(again.basket.lines[0]).toMatchObject({ quantity: 2, size: { id: 1003, label: 'L' } });
  });
});
