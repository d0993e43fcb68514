import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import type { MerchandiseProduct } from '../../domain/catalogue/merchandise-product';
import { ApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { MerchandiseApi } from '../ports/merchandise-api';
import { ImportDailyFeed } from './import-daily-feed';
import {
  AddProductPicture, ChangeProductStock, MarkOutletOnly, OrderProductPictures, RemoveProductPicture, SetProductPrice, SetProductStatus, ShowMerchandiseProduct,
} from './merchandise-product';

function tokens(signedIn = true): AuthTokenStore {
  let saved = signedIn ? ({ accessToken: 'a.b.c', refreshToken: 'r' } as unknown as AuthTokens) : null;
  return { get: () => saved, save: (value) => void (saved = value), clear: () => void (saved = null) };
}

const product: MerchandiseProduct = {
  key: '1001', id: 1001, modelKey: null, brand: 'Riviera Club', status: 'published', publishAt: null, unpublishAt: null, outletOnly: false,
  texts: { fr: { name: 'Sneakers', slug: 'sneakers', description: '' } }, prices: [{ country: 'fr', price: 89.9, originalPrice: null }],
  sizes: [{ sku: '100101', gtin: null, size: '42', stock: 3, productSizeId: 100101 }], pictures: [], watermark: null,
  label: null, marketLabels: [], version: 4,
};

/** A shop that records what it was asked and answers the product, or refuses with `failure`. */
function shop(failure?: ApiError) {
  const calls: unknown[][] = [];
  const answer = <T>(value: T, ...call: unknown[]) => {
    calls.push(call);
    return failure ? Promise.reject(failure) : Promise.resolve(value);
  };
  const api: MerchandiseApi = {
    show: (key) => answer(product, 'show', key),
    setPrice: (key, country, change) => answer(product, 'setPrice', key, country, change),
    changeStock: (key, sku, change) => answer({ key, sku, stockBefore: 3, stock: 5, alertsSent: 0, version: 5 }, 'changeStock', key, sku, change),
    setStatus: (key, status) => answer({ ...product, status }, 'setStatus', key, status),
    setOutletOnly: (key, outletOnly) => answer({ ...product, outletOnly }, 'setOutletOnly', key, outletOnly),
    importFeed: (kind, csv, fileName) => answer({ changed: 1, unchanged: 0 }, 'importFeed', kind, csv, fileName),
    addPicture: (key, picture, position) => answer(product, 'addPicture', key, picture.name, position),
    removePicture: (key, position) => answer(product, 'removePicture', key, position),
    orderPictures: (key, order) => answer(product, 'orderPictures', key, order),
    startImport: () => Promise.reject(new Error('not in these tests')),
    importJob: () => Promise.reject(new Error('not in these tests')),
    exportCatalogue: () => Promise.reject(new Error('not in these tests')),
    list: (query) => answer({ items: [], total: 0 }, 'list', query),
    edit: (key, edit, version) => answer({ ...product, version: (version ?? 4) + 1 }, 'edit', key, edit, version),
    recentImports: (page, pageSize) => answer({ items: [], total: 0 }, 'recentImports', page, pageSize),
  };
  return { api, calls };
}

describe('the merchandiser’s use cases', () => {
  it('send euros and the country in lower case, the crossed-out price only when given', async () => {
    const { api, calls } = shop();
    expect(await new SetProductPrice(api, tokens()).execute({ key: '1001', country: 'DE', price: '24.90', originalPrice: '39' })).toEqual({ kind: 'done', product });
    await new SetProductPrice(api, tokens()).execute({ key: '1001', country: 'fr', price: '12' });
    expect(calls).toEqual([['setPrice', '1001', 'de', { price: 24.9, originalPrice: 39 }], ['setPrice', '1001', 'fr', { price: 12, originalPrice: null }]]);
  });

  it('refuse a price, a country or a stock the rules cannot read, without calling the shop', async () => {
    const { api, calls } = shop();
    expect(await new SetProductPrice(api, tokens()).execute({ key: '1', country: 'fr', price: '12,50' })).toEqual({ kind: 'invalid', message: 'price "12,50" is not a price' });
    expect(await new SetProductPrice(api, tokens()).execute({ key: '1', country: 'uk', price: '12' })).toMatchObject({ kind: 'invalid' });
    expect(await new SetProductPrice(api, tokens()).execute({ key: '1', country: 'fr', price: '12', originalPrice: 'x' })).toEqual({ kind: 'invalid', message: 'original price "x" is not a price' });
    expect(await new ChangeProductStock(api, tokens()).execute({ key: '1', sku: '2', value: '-x' })).toEqual({ kind: 'invalid', message: 'stock "-x" is not a stock (12, +3 or -1)' });
    expect(calls).toEqual([]);
  });

  it('send a stock as set or add', async () => {
    const { api, calls } = shop();
    for (const value of ['12', '+3', '-1']) await new ChangeProductStock(api, tokens()).execute({ key: '1001', sku: '100101', value });
    expect(calls.map((call) => call[3])).toEqual([{ set: 12 }, { add: 3 }, { add: -1 }]);
  });

  it('change the status and the outlet flag, and import a feed with its name', async () => {
    const { api, calls } = shop();
    expect(await new SetProductStatus(api, tokens()).execute('1001', 'archived')).toMatchObject({ kind: 'done', product: { status: 'archived' } });
    expect(await new MarkOutletOnly(api, tokens()).execute('1001', true)).toMatchObject({ kind: 'done', product: { outletOnly: true } });
    expect(await new ImportDailyFeed(api, tokens()).execute('stock', 'sku,stock\n1,2\n', 'stock.csv')).toEqual({ kind: 'imported', counts: { changed: 1, unchanged: 0 } });
    expect(calls.at(-1)).toEqual(['importFeed', 'stock', 'sku,stock\n1,2\n', 'stock.csv']);
  });

  it('send a photo with its name and place, and positions as numbers; refuse positions that are none, without calling the shop', async () => {
    const { api, calls } = shop();
    const picture = { name: 'front.jpg', bytes: new Uint8Array([0xff, 0xd8]) };
    expect(await new AddProductPicture(api, tokens()).execute({ key: '1001', picture, position: '1' })).toEqual({ kind: 'done', product });
    await new AddProductPicture(api, tokens()).execute({ key: '1001', picture });
    await new RemoveProductPicture(api, tokens()).execute('1001', ' 2 ');
    await new OrderProductPictures(api, tokens()).execute('1001', ['3', '1', '2']);
    expect(calls).toEqual([['addPicture', '1001', 'front.jpg', 1], ['addPicture', '1001', 'front.jpg', undefined], ['removePicture', '1001', 2], ['orderPictures', '1001', [3, 1, 2]]]);
    for (const wrong of ['0', '-1', '1.5', 'first', '']) {
      expect(await new RemoveProductPicture(api, tokens()).execute('1001', wrong)).toEqual({ kind: 'invalid', message: `${JSON.stringify(wrong)} is not a picture's position (1 for the main picture)` });
    }
    expect(await new OrderProductPictures(api, tokens()).execute('1001', ['2', 'x'])).toMatchObject({ kind: 'invalid' });
    expect(await new AddProductPicture(api, tokens()).execute({ key: '1001', picture, position: 'top' })).toMatchObject({ kind: 'invalid' });
    expect(calls).toHaveLength(4);
  });

  it('ask to sign in first, and turn the shop’s refusals into outcomes', async () => {
    expect(await new ShowMerchandiseProduct(shop().api, tokens(false)).execute('1001')).toEqual({ kind: 'signed-out' });
    expect(await new ShowMerchandiseProduct(shop(new ApiError(403, 'Réservé aux responsables du catalogue.')).api, tokens()).execute('1001')).toEqual({ kind: 'forbidden', message: 'Réservé aux responsables du catalogue.' });
    expect(await new ShowMerchandiseProduct(shop(new ApiError(404, 'Aucun produit n’a cette clé.')).api, tokens()).execute('x')).toEqual({ kind: 'not-found' });
    const refused = new ApiError(400, 'Nothing was changed: 1 problem\nstock.csv:2: stock "x" is not a stock (12, +3 or -1)');
    expect(await new ImportDailyFeed(shop(refused).api, tokens()).execute('stock', 'sku,stock\n1,x\n', 'stock.csv')).toEqual({ kind: 'refused', code: 400, message: refused.message });
  });
});
