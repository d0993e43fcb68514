/** A promotion as staff read it (GET /admin/promotions, `boutique admin promo show`): euros with 2 decimals, ISO dates. */
import type { Localized } from '../store/locales';

export interface AdminPromotionScope {
  productIds?: number[] | null;
  categoryIds?: number[] | null;
  brandIds?: number[] | null;
}

export interface AdminPromotion {
  code: string;
  automatic: boolean;
  names: Localized;
  disabled: boolean;
  stacking: 'stackable' | 'exclusive';
  priority: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  uses: number;
  conditions: {
    stores: string[] | null;
    devices: number[] | null;
    segment: string | null;
    minimum: number | null;
    include: AdminPromotionScope | null;
    exclude: AdminPromotionScope | null;
    validFrom: string | null;
    validUntil: string | null;
  };
  /** As created; amounts in euros. */
  effect: Record<string, unknown>;
  createdBy: string | null;
  updatedBy: string | null;
  updatedAt: string;
}
