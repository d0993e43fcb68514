/** The shop's promotions as staff manage them (`/admin/promotions`, role merchandiser or admin; 403 otherwise). */
import type { AdminPromotion } from '../../domain/promotions/admin-promotion';
import type { PromotionInput } from '../../domain/promotions/promotion-input';
import { token } from './token';

export interface PromotionsApi {
  list(): Promise<AdminPromotion[]>;
  show(code: string): Promise<AdminPromotion>;
  create(input: PromotionInput): Promise<AdminPromotion>;
  disable(code: string): Promise<AdminPromotion>;
}

export const PROMOTIONS_API = token<PromotionsApi>('PromotionsApi');
