import { describe, expect, it } from 'vitest';
import { InMemoryMerchandiseApi, merchandiseProductFixture } from '../../../adapters/in-memory/in-memory-merchandise-api';
import type { AuthTokens } from '../../../domain/auth/auth-tokens';
import type { AuthTokenStore } from '../../../application/ports/auth-token-store';
import {
  AddProductPicture, ChangeProductStock, OrderProductPictures, RemoveProductPicture, SetProductPrice, SetProductStatus, ShowMerchandiseProduct,
} from '../../../application/merchandise/merchandise-product';
import { EditMerchandiseProduct } from '../../../application/merchandise/product-catalogue';
import { movedOrder, ProductEditorStore } from './product-editor-store';

function tokens(): AuthTokenStore {
  let saved: AuthTokens | null = { accessToken: 'a.b.c', refreshToken: 'r' } as unknown as AuthTokens;
  return { get: () => saved, save: (value) => void (saved = value), clear: () => void (saved = null) };
}

async function editor() {
  const api = new InMemoryMerchandiseApi([merchandiseProductFixture('RIV-7')]);
  const t = tokens();
  const store = new ProductEditorStore({
    show: new ShowMerchandiseProduct(api, t), edit: new EditMerchandiseProduct(api, t), setPrice: new SetProductPrice(api, t), changeStock: new ChangeProductStock(api, t),
    setStatus: new SetProductStatus(api, t), addPicture: new AddProductPicture(api, t), removePicture: new RemoveProductPicture(api, t), orderPictures: new OrderProductPictures(api, t),
  }, 'RIV-7');
  await store.load();
  return { api, store };
}

describe('the order of pictures after a move', () => {
  it('puts the moved picture at its new place, the others in their order', () => {
    expect(movedOrder(3, 2, 0)).toEqual([3, 1, 2]);
    expect(movedOrder(3, 0, 1)).toEqual([2, 1, 3]);
    expect(movedOrder(3, 0, 3)).toEqual([1, 2, 3]);
  });
});

describe('the product editor', () => {
  it('loads the product and its drafts', async () => {
    const { store } = await editor();
    expect(store.state).toBe('ready');
    expect(store.texts.fr.name).toBe('Produit RIV-7');
    expect(store.texts.de).toEqual({ name: '', description: '' });
    expect(store.textsChanged).toBe(false);
  });

  it('sends only the texts and labels that changed, at the version read', async () => {
    const { api, store } = await editor();
    store.setText('en', 'name', 'Harbour hoodie');
    store.setText('de', 'description', 'Schwere Baumwolle.');
    store.setLabel('new');
    store.toggleMarketLabel('eco_friendly');
    expect(store.textsChanged).toBe(true);
    await store.saveTexts();
    expect(store.saved).toBe('saved');
    expect(store.version).toBe(2);
    expect(api.calls).toEqual([['edit', 'RIV-7', 1]]);
    const product = await api.show('RIV-7');
    expect(product.texts.en?.name).toBe('Harbour hoodie');
    expect(product.texts.fr?.name).toBe('Produit RIV-7');
    expect(product).toMatchObject({ label: 'new', marketLabels: ['eco_friendly'] });
    expect(store.textsChanged).toBe(false);
  });

  it('changes a price and a stock, each at the version the one before left', async () => {
    const { api, store } = await editor();
    await store.setPrice('de', '24.90');
    await store.setStock('RIV-7-M', '12');
    expect(api.calls).toEqual([['setPrice', 'RIV-7', 1], ['changeStock', 'RIV-7', 2]]);
    expect(store.product?.sizes[0].stock).toBe(12);
    expect(store.version).toBe(3);
    await store.setStock('RIV-7-M', 'lots');
    expect(store.error).toMatch(/lots/);
  });

  it('reorders pictures by a move (drag or keyboard) and removes one', async () => {
    const { store } = await editor();
    const [first, second, third] = store.product!.pictures;
    await store.movePicture(2, 0);
    expect(store.product?.pictures).toEqual([third, first, second]);
    await store.movePicture(0, -1);
    expect(store.product?.pictures).toEqual([third, first, second]);
    await store.removePicture(1);
    expect(store.product?.pictures).toEqual([third, second]);
    await store.addPictures([{ name: 'back.jpg', bytes: new Uint8Array([1]) }]);
    expect(store.product?.pictures.at(-1)).toBe('/media/originals/back.jpg');
  });

  it('says someone else changed the product, writes nothing, and reloads it', async () => {
    const { api, store } = await editor();
    api.changeBehindYourBack('RIV-7');
    store.setText('fr', 'name', 'Écrasé');
    await store.saveTexts();
    expect(store.conflict).toBe(true);
    expect((await api.show('RIV-7')).texts.fr?.name).toBe('Produit RIV-7');
    await store.load();
    expect(store.conflict).toBe(false);
    expect(store.version).toBe(2);
    expect(store.texts.fr.name).toBe('Produit RIV-7');
    await store.setStatus('archived');
    expect(store.product?.status).toBe('archived');
  });

  it('tells a product no one has', async () => {
    const api = new InMemoryMerchandiseApi();
    const store = new ProductEditorStore({ show: new ShowMerchandiseProduct(api, tokens()) } as never, 'nobody');
    await store.load();
    expect(store.state).toBe('missing');
  });
});
