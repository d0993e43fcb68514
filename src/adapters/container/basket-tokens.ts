/** Typed tokens of the basket use cases (bound in basket-bindings.ts; the ports' tokens sit beside each port). */
import type { AddToBasket } from '../../application/basket/add-to-basket';
import type { ApplyPromotion } from '../../application/basket/apply-promotion';
import type { CleanBasket } from '../../application/basket/clean-basket';
import type { ClearPromotion } from '../../application/basket/clear-promotion';
import type { LoadBasket } from '../../application/basket/load-basket';
import type { RecalculateBasket } from '../../application/basket/recalculate-basket';
import type { RemoveFromBasket } from '../../application/basket/remove-from-basket';
import type { SetBasketQuantity } from '../../application/basket/set-basket-quantity';
import { token } from '../../application/ports/token';

export const RECALCULATE_BASKET = token<RecalculateBasket>('RecalculateBasket');
export const ADD_TO_BASKET = token<AddToBasket>('AddToBasket');
export const SET_BASKET_QUANTITY = token<SetBasketQuantity>('SetBasketQuantity');
export const REMOVE_FROM_BASKET = token<RemoveFromBasket>('RemoveFromBasket');
export const APPLY_PROMOTION = token<ApplyPromotion>('ApplyPromotion');
export const CLEAR_PROMOTION = token<ClearPromotion>('ClearPromotion');
export const CLEAN_BASKET = token<CleanBasket>('CleanBasket');
export const LOAD_BASKET = token<LoadBasket>('LoadBasket');
