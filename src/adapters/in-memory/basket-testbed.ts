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
import { InMemoryBasketApi, type InMemoryBasketData } from './in-memory-basket-api';
import { InMemoryCatalogueApi } from './in-memory-catalogue-api';
import { RecordingErrorReporter } from './recording-error-reporter';

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
