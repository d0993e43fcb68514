import type { Basket } from '../../domain/basket/basket';
import type { BasketNotice } from '../../domain/basket/basket-types';

/**
 * What a change of the basket ends with: the server's recalculation applied (or, with no lines,
 * totals emptied without a call), or a failed recalculation (error flag set, failure reported).
 */
export type BasketUpdate =
  | { kind: 'updated'; basket: Basket; notices: BasketNotice[] }
  | { kind: 'recalculation-failed'; basket: Basket; error: unknown };
