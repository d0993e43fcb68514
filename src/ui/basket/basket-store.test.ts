import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOODIE, TEE, teeAndHoodieTestbed } from '../../adapters/in-memory/basket-testbed';
import { MemoryKeyValueStorage } from '../../adapters/storage/memory-key-value-storage';
import { StorageBasketRepository } from '../../adapters/storage/storage-basket-repository';
import { ApiError } from '../../application/ports/api-error';
import { ToastStore } from '../feedback/toast-store';
import { HeaderStore } from '../header/header-store';
import { BASKET_AUTO_CLOSE_MS, BASKET_HOVER_CLOSE_MS, BasketStore, LOW_STOCK_TOAST_MS } from './basket-store';
import type { SessionFlags } from './session-flags';

function setUp(options: { storage?: MemoryKeyValueStorage; session?: SessionFlags } = {}) {
  const bed = teeAndHoodieTestbed({ storage: options.storage });
  const header = new HeaderStore();
  const toasts = new ToastStore();
  const store = new BasketStore({ useCases: async () => bed, header, toasts, session: options.session });
  store.lowStockText = (line) => `low:${line.info.name}:${line.size.label}:${line.size.quantity}`;
  return { bed, header, toasts, store };
}

function sharedSession(): SessionFlags {
  const flags = new Set<string>();
  return { has: (key) => flags.has(key), set: (key) => void flags.add(key) };
}

describe('BasketStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds a size: the counter follows, the header shows itself and the dropdown opens for 3 s', async () => {
    const { store, header } = setUp();
    expect(await store.add(TEE.product, 1003)).toBe('added');
    expect(header.basketCount).toBe(1);
    expect(header.forceShow).toBe(1);
    expect(store.dropdownOpen).toBe(true);
    vi.advanceTimersByTime(BASKET_AUTO_CLOSE_MS - 1);
    expect(store.dropdownOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.dropdownOpen).toBe(false);
  });

  it.each([
    { case: 'no size chosen', sizeId: null, outcome: 'size-required' },
    { case: 'a sold-out size', sizeId: 1001, outcome: 'size-unavailable' },
    { case: 'a size of another product', sizeId: 2001, outcome: 'size-unavailable' },
  ] as const)('refuses $case without touching the basket', async ({ sizeId, outcome }) => {
    const { store, header } = setUp();
    expect(await store.add(TEE.product, sizeId)).toBe(outcome);
    expect(store.isEmpty).toBe(true);
    expect(header.forceShow).toBe(0);
    expect(store.dropdownOpen).toBe(false);
  });

  it('opens on hover only when the basket holds products, and closes 150 ms after the pointer leaves', async () => {
    const { store } = setUp();
    store.hoverStart();
    expect(store.dropdownOpen).toBe(false);
    await store.add(HOODIE.product, 2001);
    store.closeDropdown();
    store.hoverStart();
    vi.advanceTimersByTime(BASKET_AUTO_CLOSE_MS * 2);
    expect(store.dropdownOpen).toBe(true);
    store.hoverEnd();
    vi.advanceTimersByTime(BASKET_HOVER_CLOSE_MS - 1);
    store.hoverStart();
    vi.advanceTimersByTime(BASKET_HOVER_CLOSE_MS);
    expect(store.dropdownOpen).toBe(true);
    store.hoverEnd();
    vi.advanceTimersByTime(BASKET_HOVER_CLOSE_MS);
    expect(store.dropdownOpen).toBe(false);
  });

  it('stays open after an add while the pointer or the focus is on it, and closes 150 ms after they leave (issue 35)', async () => {
    const { store } = setUp();
    let pointer = false;
    let focus = false;
    store.holdWhile(() => pointer || focus);
    await store.add(TEE.product, 1003);
    // The shopper reaches the dropdown as it opens (the menu's enter event may never come then).
    pointer = true;
    vi.advanceTimersByTime(BASKET_AUTO_CLOSE_MS * 3);
    expect(store.dropdownOpen).toBe(true);
    // Tabbing into it, then the pointer goes: the focus still holds it.
    focus = true;
    pointer = false;
    store.hoverEnd();
    vi.advanceTimersByTime(BASKET_HOVER_CLOSE_MS * 10);
    expect(store.dropdownOpen).toBe(true);
    focus = false;
    store.hoverEnd();
    vi.advanceTimersByTime(BASKET_HOVER_CLOSE_MS);
    expect(store.dropdownOpen).toBe(false);
  });

  it('the country picker and the dropdown never stay open on top of each other (issue 35)', async () => {
    const { store, header } = setUp();
    await store.add(TEE.product, 1003);
    header.setCountrySwitch(true);
    expect(store.dropdownOpen).toBe(false);
    store.hoverStart();
    expect(store.dropdownOpen).toBe(true);
    expect(header.countrySwitchOpen).toBe(false);
  });

  it('shows the low-stock toast once per session, for the cheapest line with 2 or fewer left, for 7 s', async () => {
    const session = sharedSession();
    const first = setUp({ session });
    await first.store.add(HOODIE.product, 2001);
    expect(first.toasts.toasts).toEqual([]);
    await first.store.add(TEE.product, 1002);
    expect(first.toasts.toasts.map((toast) => toast.message)).toEqual(['low:Logo tee:M:2']);
    await first.store.add(TEE.product, 1002);
    expect(first.toasts.toasts).toHaveLength(1);
    vi.advanceTimersByTime(LOW_STOCK_TOAST_MS);
    expect(first.toasts.toasts).toEqual([]);

    // Another page of the same tab: the session remembers.
    const next = setUp({ session, storage: first.bed.storage });
    await next.store.restore(99);
    expect(next.store.count).toBe(3);
    expect(next.toasts.toasts).toEqual([]);
  });

  it('restores the stored basket priced again, with the store free-shipping amount, once', async () => {
    const first = setUp();
    await first.store.add(TEE.product, 1003);
    await first.store.add(TEE.product, 1003);
    const { store, header, bed } = setUp({ storage: first.bed.storage });
    await Promise.all([store.restore(99), store.restore(99)]);
    expect(store.restored).toBe(true);
    expect(header.basketCount).toBe(2);
    expect(bed.api.requests).toHaveLength(1);
    expect(store.basket.amounts().amountLeftForFreeShipping).toBe(50);
    expect(JSON.parse(bed.storage.getItem('basket') ?? '{}')).not.toHaveProperty('freeShippingAmount');
  });

  it('restores without the use cases when storage keeps no basket, and through them when it keeps one', async () => {
    const storage = new MemoryKeyValueStorage();
    const bed = teeAndHoodieTestbed({ storage });
    let loads = 0;
    const store = new BasketStore({
      useCases: async () => {
        loads += 1;
        return bed;
      },
      hasStoredBasket: () => StorageBasketRepository.holdsBasket(storage),
      header: new HeaderStore(),
      toasts: new ToastStore(),
    });
    await store.restore(99);
    expect(store.restored).toBe(true);
    expect(store.isEmpty).toBe(true);
    expect(loads).toBe(0);

    await store.add(TEE.product, 1003);
    expect(StorageBasketRepository.holdsBasket(storage)).toBe(true);
    const next = new BasketStore({ useCases: async () => bed, hasStoredBasket: () => StorageBasketRepository.holdsBasket(storage), header: new HeaderStore(), toasts: new ToastStore() });
    await next.restore(99);
    expect(next.count).toBe(1);
  });

  it('applies a promo code: empty asks for one, refused shows the server message, valid can be removed', async () => {
    const { store } = setUp();
    await store.add(HOODIE.product, 2001);
    expect(await store.applyPromotion('  ')).toBe(false);
    expect(store.promoMessage).toEqual({ kind: 'key', key: 'basket.promotion.empty' });
    expect(await store.applyPromotion('ETE2024')).toBe(false);
    expect(store.promoMessage).toEqual({ kind: 'server', text: 'Ce code promo a expiré' });
    await store.setQuantity(13, 2001, 2);
    expect(store.promoMessage).toBeNull();
    expect(await store.applyPromotion('bienvenue10')).toBe(true);
    expect(store.promoMessage).toBeNull();
    expect(store.basket.amounts().discount).toBe(11.98);
    await store.clearPromotion();
    expect(store.basket.promotion).toBeNull();
  });

  it('changes and removes lines, tells capped quantities, and flags a failed recalculation for a retry', async () => {
    const { store, bed, header } = setUp();
    await store.add(TEE.product, 1003);
    await store.setQuantity(12, 1003, 4);
    expect(header.basketCount).toBe(4);
    bed.api.setStock(1003, 3);
    await store.recalculate();
    expect(store.notices).toEqual([{ kind: 'quantity-capped', productId: 12, sizeId: 1003, requested: 4, available: 3 }]);
    bed.api.failWith(new ApiError(500, 'Internal Server Error'));
    await store.setQuantity(12, 1003, 2);
    expect(store.basket.error).toBe(true);
    await store.remove(12, 1003);
    expect(store.isEmpty).toBe(true);
    expect(header.basketCount).toBe(0);
  });
});
