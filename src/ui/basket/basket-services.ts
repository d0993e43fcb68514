import type { Container } from 'inversify';
import {
  ADD_TO_BASKET,
  APPLY_PROMOTION,
  CLEAR_PROMOTION,
  LOAD_BASKET,
  REMOVE_FROM_BASKET,
  SET_BASKET_QUANTITY,
} from '../../adapters/container/basket-tokens';
import { resolve } from '../../adapters/container/tokens';
import type { BasketUseCases } from './basket-use-cases';

/** The basket use cases of a composition root, resolved once (they share one RecalculateBasket). */
export function basketUseCases(container: Container): BasketUseCases {
  return {
    add: resolve(container, ADD_TO_BASKET),
    setQuantity: resolve(container, SET_BASKET_QUANTITY),
    remove: resolve(container, REMOVE_FROM_BASKET),
    applyPromotion: resolve(container, APPLY_PROMOTION),
    clearPromotion: resolve(container, CLEAR_PROMOTION),
    load: resolve(container, LOAD_BASKET),
  };
}
