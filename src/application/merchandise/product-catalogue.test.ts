import { describe, expect, it } from 'vitest';
import { InMemoryMerchandiseApi, merchandiseProductFixture } from '../../adapters/in-memory/in-memory-merchandise-api';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { isChangedMeanwhile, SetProductPrice } from './merchandise-product';
import { EditMerchandiseProduct, ListMerchandiseProducts, ListRecentImports, readLabel, readMarketLabels } from './product-catalogue';

function tokens(): AuthTokenStore {
  let saved: AuthTokens | null = { accessToken: 'a.b.c', refreshToken: 'r' } as unknown as AuthTokens;
  return { get: () => saved, save: (value) => void (saved = value), clear: () => void (saved = null) };
}

const shop = () => new InMemoryMerchandiseApi([
  merchandiseProductFixture('RIV-1', { sizes: [{ sku: 'a', gtin: null, size: 'M', stock: 0, productSizeId: 1 }] }),
  merchandiseProductFixture('RIV-2'),
  merchandiseProductFixture('RIV-3', { sizes: [{ sku: 'b', gtin: null, size: 'M', stock: 30, productSizeId: 2 }] }),
]);

describe('ListMerchandiseProducts', () => {
  it('asks the shop for a page with the defaults filled in', async () => {
    const result = await new ListMerchandiseProducts(shop(), tokens()).execute({ stock: 'out' });
    expect(result).toEqual({ kind: 'found', page: { items: [expect.objectContaining({ key: 'RIV-1', stockClass: 'out' })], total: 1 } });
    const paged = await new ListMerchandiseProducts(shop(), tokens()).execute({ sort: 'key', dir: 'desc', pageSize: '2', page: '1' });
    expect(paged.kind === 'found' && paged.page.items.map((item) => item.key)).toEqual(['RIV-3', 'RIV-2']);
  });

  it('refuses a wrong word before asking the shop', async () => {
    expect(await new ListMerchandiseProducts(shop(), tokens()).execute({ stock: 'plenty' })).toEqual({ kind: 'invalid', message: 'stock "plenty" is not one of in, low, out' });
  });
});

describe('EditMerchandiseProduct', () => {
  it('sends the texts and labels with the version read, and answers the product at its next version', async () => {
    const api = shop();
    const result = await new EditMerchandiseProduct(api, tokens()).execute({ key: 'RIV-2', texts: { fr: { name: 'Sweat du port' } }, label: 'flash-sale', marketLabels: 'eco_friendly, exclusivity', version: 1 });
    expect(result).toMatchObject({ kind: 'done', product: { version: 2, label: 'flash_sale', marketLabels: ['eco_friendly', 'exclusivity'], texts: { fr: { name: 'Sweat du port' } } } });
    expect(api.calls).toEqual([['edit', 'RIV-2', 1]]);
  });

  it('tells a change refused because someone else changed the product meanwhile', async () => {
    const api = shop();
    api.changeBehindYourBack('RIV-2');
    const result = await new EditMerchandiseProduct(api, tokens()).execute({ key: 'RIV-2', label: 'new', version: 1 });
    expect(result).toEqual({ kind: 'refused', code: 409, message: expect.stringMatching(/^Someone else changed this product/) });
    expect(isChangedMeanwhile(result)).toBe(true);
    expect((await api.show('RIV-2')).label).toBeNull();
    const price = await new SetProductPrice(api, tokens()).execute({ key: 'RIV-2', country: 'fr', price: '20', version: 1 });
    expect(isChangedMeanwhile(price)).toBe(true);
    expect(await new SetProductPrice(api, tokens()).execute({ key: 'RIV-2', country: 'fr', price: '20', version: 2 })).toMatchObject({ kind: 'done', product: { version: 3 } });
  });

  it('changes whatever the version without one, as the command line always did', async () => {
    const api = shop();
    api.changeBehindYourBack('RIV-2');
    expect(await new EditMerchandiseProduct(api, tokens()).execute({ key: 'RIV-2', label: 'none' })).toMatchObject({ kind: 'done', product: { version: 3, label: null } });
  });

  it('refuses a wrong label, wrong market labels and an edit of nothing, naming what is expected', async () => {
    const edit = new EditMerchandiseProduct(shop(), tokens());
    expect(await edit.execute({ key: 'RIV-2', label: 'bestseller' })).toEqual({ kind: 'invalid', message: '"bestseller" is not a label: promo, flash_sale, top_sale, new or none' });
    expect((await edit.execute({ key: 'RIV-2', marketLabels: 'green' })).kind).toBe('invalid');
    expect(await edit.execute({ key: 'RIV-2' })).toEqual({ kind: 'invalid', message: 'Nothing to change: give a name, a description, a label or market labels' });
    expect(await edit.execute({ key: 'nobody', label: 'new' })).toEqual({ kind: 'not-found' });
  });

  it('reads labels as typed', () => {
    expect(readLabel(' Top-Sale ')).toBe('top_sale');
    expect(readLabel('none')).toBeNull();
    expect(readLabel('hot')).toBeUndefined();
    expect(readMarketLabels('none')).toEqual([]);
    expect(readMarketLabels('exclusivity|eco_friendly|exclusivity')).toEqual(['exclusivity', 'eco_friendly']);
  });
});

describe('ListRecentImports', () => {
  it('answers a page of the recent imports', async () => {
    expect(await new ListRecentImports(shop(), tokens()).execute()).toEqual({ kind: 'found', items: [], total: 0 });
  });
});
