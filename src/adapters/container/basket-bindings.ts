import type { Container } from 'inversify';
import { AddToBasket } from '../../application/basket/add-to-basket';
import { ApplyPromotion } from '../../application/basket/apply-promotion';
import { CleanBasket } from '../../application/basket/clean-basket';
import { ClearPromotion } from '../../application/basket/clear-promotion';
import { LoadBasket } from '../../application/basket/load-basket';
import { RecalculateBasket } from '../../application/basket/recalculate-basket';
import { RemoveFromBasket } from '../../application/basket/remove-from-basket';
import { SetBasketQuantity } from '../../application/basket/set-basket-quantity';
import type { BasketApi } from '../../application/ports/basket-api';
import type { BasketRepository } from '../../application/ports/basket-repository';
import type { CatalogueApi } from '../../application/ports/catalogue-api';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { KeyValueStorage } from '../../application/ports/key-value-storage';
import type { RequestContext } from '../../application/ports/request-context';
import type { HttpApiClient } from '../http/api-client';
import { HttpBasketApi } from '../http/http-basket-api';
import { StorageBasketRepository } from '../storage/storage-basket-repository';
import {
  ADD_TO_BASKET,
  APPLY_PROMOTION,
  BASKET_API,
  BASKET_REPOSITORY,
  CLEAN_BASKET,
  CLEAR_PROMOTION,
  LOAD_BASKET,
  RECALCULATE_BASKET,
  REMOVE_FROM_BASKET,
  SET_BASKET_QUANTITY,
} from './basket-tokens';
import { API_CLIENT, CATALOGUE_API, ERROR_REPORTER, KEY_VALUE_STORAGE, REQUEST_CONTEXT, type Token } from './tokens';

export interface BasketAdapters {
  /** Replaces the HTTP basket pricing (tests, offline runs). */
  basketApi?: BasketApi;
}

/**
 * The basket: priced over HTTP, kept in the runtime's KeyValueStorage (localStorage, the SSR
 * request's memory, the CLI profile), one RecalculateBasket per container so a newer change
 * supersedes an older answer.
 */
export function bindBasket(container: Container, adapters: BasketAdapters): void {
  if (adapters.basketApi) container.bind(BASKET_API).toConstantValue(adapters.basketApi);
  else container.bind(BASKET_API).toResolvedValue((client: HttpApiClient) => new HttpBasketApi(client), [API_CLIENT]);
  container.bind(BASKET_REPOSITORY).toResolvedValue((storage: KeyValueStorage) => new StorageBasketRepository(storage), [KEY_VALUE_STORAGE]);
  container
    .bind(RECALCULATE_BASKET)
    .toResolvedValue(
      (api: BasketApi, repository: BasketRepository, context: RequestContext, errors: ErrorReporter) => new RecalculateBasket(api, repository, context, errors),
      [BASKET_API, BASKET_REPOSITORY, REQUEST_CONTEXT, ERROR_REPORTER],
    );
  container
    .bind(ADD_TO_BASKET)
    .toResolvedValue(
      (catalogue: CatalogueApi, repository: BasketRepository, recalculate: RecalculateBasket) => new AddToBasket(catalogue, repository, recalculate),
      [CATALOGUE_API, BASKET_REPOSITORY, RECALCULATE_BASKET],
    );
  const withRecalculation = <T>(service: Token<T>, build: (repository: BasketRepository, recalculate: RecalculateBasket) => T) =>
    container.bind(service).toResolvedValue(build, [BASKET_REPOSITORY, RECALCULATE_BASKET]);
  withRecalculation(SET_BASKET_QUANTITY, (repository, recalculate) => new SetBasketQuantity(repository, recalculate));
  withRecalculation(REMOVE_FROM_BASKET, (repository, recalculate) => new RemoveFromBasket(repository, recalculate));
  withRecalculation(APPLY_PROMOTION, (repository, recalculate) => new ApplyPromotion(repository, recalculate));
  withRecalculation(CLEAR_PROMOTION, (repository, recalculate) => new ClearPromotion(repository, recalculate));
  withRecalculation(LOAD_BASKET, (repository, recalculate) => new LoadBasket(repository, recalculate));
  withRecalculation(CLEAN_BASKET, (repository, recalculate) => new CleanBasket(repository, recalculate));
}
