/** Every basket use case wired on in-memory adapters, for tests that assert on state. */
import { AddToBasket } from '../../application/basket/add-to-basket';
import { ApplyPromotion } from '../../application/basket/apply-promotion';
import { CleanBasket } from '../../application/basket/clean-basket';
import { ClearPromotion } from '../../application/basket/clear-promotion';
import { LoadBasket } from '../../application/basket/load-basket';
import { RecalculateBasket } from '../../application/basket/recalculate-basket';
import { RemoveFromBasket } from '../../application/basket/remove-from-basket';
import { SetBasketQuantity } from '../../application/basket/set-basket-quantity';
import type { RequestContext } from '../../application/ports/request-context';
import type { ProductDetailResponse } from '../../domain/catalogue/product';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageBasketRepository } from '../storage/storage-basket-repository';
import { aProductResponse } from './catalogue-fixtures';
import { InMemoryBasketApi, type InMemoryBasketData } from './in-memory-basket-api';
import { InMemoryCatalogueApi } from './in-memory-catalogue-api';
import { RecordingErrorReporter } from './recording-error-reporter';

/** A discounted tee: sizes S (1001), M (1002) and L (1003). */
export const TEE = aProductResponse({ id: 12 });

/** A hoodie at full price, one size M (2001). */
export const HOODIE = aProductResponse({
  id: 13,
  name: 'Hoodie',
  price: 59.9,
  originPrice: null,
  discountPercent: 0,
  productSizes: [{ id: 4, productSizeId: 2001, size: 'M', rank: 1, value: 'M', quantity: 10 }],
});

/** How the shop prices TEE and HOODIE: 2 tees left in M, 5 in L; a welcome code and an expired one. */
export function teeAndHoodiePricing(): InMemoryBasketData {
  return {
    sizes: [
      { productId: 12, sizeId: 1002, price: 24.5, originPrice: 35, stock: 2 },
      { productId: 12, sizeId: 1003, price: 24.5, originPrice: 35, stock: 5 },
      { productId: 13, sizeId: 2001, price: 59.9, stock: 10 },
    ],
    promotions: { BIENVENUE10: { percent: 10, name: 'Bienvenue : -10 %' }, ETE2024: { refused: 'Ce code promo a expiré' } },
  };
}

export function basketTestbed(options: { pricing?: InMemoryBasketData; products?: ProductDetailResponse[]; context?: RequestContext; storage?: MemoryKeyValueStorage } = {}) {
  const api = new InMemoryBasketApi(options.pricing);
  const catalogue = new InMemoryCatalogueApi({ products: options.products ?? [] });
  const storage = options.storage ?? new MemoryKeyValueStorage();
  const repository = new StorageBasketRepository(storage);
  const errors = new RecordingErrorReporter();
  const recalculate = new RecalculateBasket(api, repository, options.context ?? { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, errors);
  return {
    api,
    catalogue,
    storage,
    repository,
    errors,
    recalculate,
    add: new AddToBasket(catalogue, repository, recalculate),
    setQuantity: new SetBasketQuantity(repository, recalculate),
    remove: new RemoveFromBasket(repository, recalculate),
    applyPromotion: new ApplyPromotion(repository, recalculate),
    clearPromotion: new ClearPromotion(repository, recalculate),
    clean: new CleanBasket(repository, recalculate),
    load: new LoadBasket(repository, recalculate),
  };
}

/** The testbed selling TEE and HOODIE at `teeAndHoodiePricing()`. */
export function teeAndHoodieTestbed(options: { context?: RequestContext; storage?: MemoryKeyValueStorage } = {}) {
  return basketTestbed({ pricing: teeAndHoodiePricing(), products: [TEE, HOODIE], ...options });
}
