import type { AddToBasket } from '../../application/basket/add-to-basket';
import type { ApplyPromotion } from '../../application/basket/apply-promotion';
import type { ClearPromotion } from '../../application/basket/clear-promotion';
import type { LoadBasket } from '../../application/basket/load-basket';
import type { RemoveFromBasket } from '../../application/basket/remove-from-basket';
import type { SetBasketQuantity } from '../../application/basket/set-basket-quantity';
import type { RestoreRemindedBasket } from '../../application/reminders/restore-reminded-basket';

/** The basket use cases the BasketStore drives. */
export interface BasketUseCases {
  add: AddToBasket;
  setQuantity: SetBasketQuantity;
  remove: RemoveFromBasket;
  applyPromotion: ApplyPromotion;
  clearPromotion: ClearPromotion;
  load: LoadBasket;
  /** The reminder mail's link (issue 38); absent where the shop sends no reminder. */
  restoreReminded?: RestoreRemindedBasket;
}

/** The basket's services: its use cases, resolved together (they share one RecalculateBasket). */
export interface BasketServices {
  /** Browser storage in the browser; the server renders an empty basket and never asks. */
  useCases(): Promise<BasketUseCases>;
  /**
   * Synchronous and without the composition root: whether storage keeps a basket to restore, so a
   * visitor without one loads none of the basket's code after hydration (issue 15).
   */
  hasStoredBasket(): boolean;
}
