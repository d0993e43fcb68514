/**
 * What the shop did that tracking may want to know (tracker issue 13), as DOM events on `window`:
 * the stores announce, the tracking observer (loaded only after consent) listens. Without consent
 * nobody listens and nothing is kept. On the server there is no window: nothing happens.
 */
import type { BasketLine } from '../../domain/basket/basket-types';
import type { ProductDetail } from '../../domain/catalogue/product';
import type { Order } from '../../domain/orders/order';

export const SHOP_EVENT = 'boutique:shop';

export type ShopEvent =
  | { type: 'basket:add'; product: ProductDetail | null; line: BasketLine | null; sizeId: number; quantity: number }
  | { type: 'basket:remove'; line: BasketLine; quantity: number }
  | { type: 'purchase'; order: Order };

export function emitShopEvent(event: ShopEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ShopEvent>(SHOP_EVENT, { detail: event }));
}
