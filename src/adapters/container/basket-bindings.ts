import type { Container } from 'inversify';
import { AddToBasket } from '../../application/basket/add-to-basket';
import { ApplyPromotion } from '../../application/basket/apply-promotion';
import { CleanBasket } from '../../application/basket/clean-basket';
import { ClearPromotion } from '../../application/basket/clear-promotion';
import { LoadBasket } from '../../application/basket/load-basket';
import { RecalculateBasket } from '../../application/basket/recalculate-basket';
import { RemoveFromBasket } from '../../application/basket/remove-from-basket';
import { SetBasketQuantity } from '../../application/basket/set-basket-quantity';
import { BASKET_API, type BasketApi } from '../../application/ports/basket-api';
import { BASKET_REPOSITORY } from '../../application/ports/basket-repository';
import { CATALOGUE_API } from '../../application/ports/catalogue-api';
import { ERROR_REPORTER } from '../../application/ports/error-reporter';
import { KEY_VALUE_STORAGE } from '../../application/ports/key-value-storage';
import { REQUEST_CONTEXT } from '../../application/ports/request-context';
import { API_CLIENT } from '../http/api-client';
import { HttpBasketApi } from '../http/http-basket-api';
import { StorageBasketRepository } from '../storage/storage-basket-repository';
import {
  ADD_TO_BASKET,
  APPLY_PROMOTION,
  CLEAN_BASKET,
  CLEAR_PROMOTION,
  LOAD_BASKET,
  RECALCULATE_BASKET,
  REMOVE_FROM_BASKET,
  SET_BASKET_QUANTITY,
} from './basket-tokens';
import { bindFactory, bindValue } from './bind';

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
  if (adapters.basketApi) bindValue(container, BASKET_API, adapters.basketApi);
  else bindFactory(container, BASKET_API, (client) => new HttpBasketApi(client), [API_CLIENT]);
  bindFactory(container, BASKET_REPOSITORY, (storage) => new StorageBasketRepository(storage), [KEY_VALUE_STORAGE]);
  bindFactory(
    container,
    RECALCULATE_BASKET,
    (api, repository, context, errors) => new RecalculateBasket(api, repository, context, errors),
    [BASKET_API, BASKET_REPOSITORY, REQUEST_CONTEXT, ERROR_REPORTER],
  );
  bindFactory(container, ADD_TO_BASKET, (catalogue, repository, recalculate) => new AddToBasket(catalogue, repository, recalculate), [CATALOGUE_API, BASKET_REPOSITORY, RECALCULATE_BASKET]);
  const recalculated = [BASKET_REPOSITORY, RECALCULATE_BASKET] as const;
  bindFactory(container, SET_BASKET_QUANTITY, (repository, recalculate) => new SetBasketQuantity(repository, recalculate), recalculated);
  bindFactory(container, REMOVE_FROM_BASKET, (repository, recalculate) => new RemoveFromBasket(repository, recalculate), recalculated);
  bindFactory(container, APPLY_PROMOTION, (repository, recalculate) => new ApplyPromotion(repository, recalculate), recalculated);
  bindFactory(container, CLEAR_PROMOTION, (repository, recalculate) => new ClearPromotion(repository, recalculate), recalculated);
  bindFactory(container, LOAD_BASKET, (repository, recalculate) => new LoadBasket(repository, recalculate), recalculated);
  bindFactory(container, CLEAN_BASKET, (repository, recalculate) => new CleanBasket(repository, recalculate), recalculated);
}
