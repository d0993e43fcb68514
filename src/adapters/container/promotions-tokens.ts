/** Typed tokens of the promotions use cases (bound in promotions-bindings.ts). */
import type { CreatePromotion, DisablePromotion, ListPromotions, ShowPromotion } from '../../application/promotions/admin-promotions';
import { token } from '../../application/ports/token';

export const LIST_PROMOTIONS = token<ListPromotions>('ListPromotions');
export const SHOW_PROMOTION = token<ShowPromotion>('ShowPromotion');
export const CREATE_PROMOTION = token<CreatePromotion>('CreatePromotion');
export const DISABLE_PROMOTION = token<DisablePromotion>('DisablePromotion');
