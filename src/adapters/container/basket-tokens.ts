/** Typed tokens of the basket ports and use cases (bound in basket-bindings.ts). */
import type { AddToBasket } from '../../application/basket/add-to-basket';
import type { ApplyPromotion } from '../../application/basket/apply-promotion';
import type { CleanBasket } from '../../application/basket/clean-basket';
import type { ClearPromotion } from '../../application/basket/clear-promotion';
import type { LoadBasket } from '../../application/basket/load-basket';
import type { RecalculateBasket } from '../../application/basket/recalculate-basket';
import type { RemoveFromBasket } from '../../application/basket/remove-from-basket';
import type { SetBasketQuantity } from '../../application/basket/set-basket-quantity';
import { BASKET_API as BASKET_API_SYMBOL, type BasketApi } from '../../application/ports/basket-api';
import { BASKET_REPOSITORY as BASKET_REPOSITORY_SYMBOL, type BasketRepository } from '../../application/ports/basket-repository';
import type { Token } from './tokens';

// Built here rather than with tokens.ts's `token()`: tokens.ts re-exports this module, and a type-only import keeps them free of a cycle.
const token = <T>(name: string): Token<T> => Symbol.for(name) as Token<T>;

export const BASKET_API = BASKET_API_SYMBOL as Token<BasketApi>;
export const BASKET_REPOSITORY = BASKET_REPOSITORY_SYMBOL as Token<BasketRepository>;
export const RECALCULATE_BASKET = token<RecalculateBasket>('RecalculateBasket');
export const ADD_TO_BASKET = token<AddToBasket>('AddToBasket');
export const SET_BASKET_QUANTITY = token<SetBasketQuantity>('SetBasketQuantity');
export const REMOVE_FROM_BASKET = token<RemoveFromBasket>('RemoveFromBasket');
export const APPLY_PROMOTION = token<ApplyPromotion>('ApplyPromotion');
export const CLEAR_PROMOTION = token<ClearPromotion>('ClearPromotion');
export const CLEAN_BASKET = token<CleanBasket>('CleanBasket');
export const LOAD_BASKET = token<LoadBasket>('LoadBasket');
