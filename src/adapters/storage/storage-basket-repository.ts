import { Basket } from '../../domain/basket/basket';
import type { BasketRepository } from '../../application/ports/basket-repository';
import type { KeyValueStorage } from '../../application/ports/key-value-storage';

/** Browser-storage key of the basket (the CLI keeps it under the same key in its profile). */
export const BASKET_STORAGE_KEY = 'basket';

const EMPTY_SNAPSHOT = JSON.stringify(Basket.empty().toSnapshot());

/**
 * The basket in a KeyValueStorage (SPEC §3: kept in browser storage except freeShippingAmount).
 * The current basket is also held in memory, so what is not stored (the free-shipping amount)
 * survives between use cases of one page or one command.
 */
export class StorageBasketRepository implements BasketRepository {
  private current: Basket | null = null;

  constructor(private readonly storage: KeyValueStorage) {}

  /** Whether a basket is kept at all, without reading it: a clean basket leaves nothing behind (see `save`). */
  static holdsBasket(storage: Pick<KeyValueStorage, 'getItem'>): boolean {
    return storage.getItem(BASKET_STORAGE_KEY) !== null;
  }

  load(): Basket {
    this.current ??= this.read();
    return this.current;
  }

  save(basket: Basket): void {
    this.current = basket;
    const text = JSON.stringify(basket.toSnapshot());
    // A clean basket leaves nothing behind in storage.
    if (text === EMPTY_SNAPSHOT) this.storage.removeItem(BASKET_STORAGE_KEY);
    else this.storage.setItem(BASKET_STORAGE_KEY, text);
  }

  private read(): Basket {
    const text = this.storage.getItem(BASKET_STORAGE_KEY);
    if (!text) return Basket.empty();
    try {
      return Basket.restore(JSON.parse(text));
    } catch {
      // Unreadable storage (edited by hand, another app's value): start over rather than break the shop.
      return Basket.empty();
    }
  }
}
