/**
 * What the basket service takes and answers (POST /basket/detail, SPEC §3 "Basket", "Basket
 * item", "Basket promotion"). The route schemas in server/basket/basket-schemas.ts describe the same
 * shapes; a test keeps them equal.
 */
import type { RemovedItem } from '../../src/domain/basket/basket-detail';
import type { Carrier } from '../../src/domain/catalogue/carrier';

/** SPEC §5: numeric fields may arrive as numbers or digit strings. */
export interface BasketDetailInput {
  basketItems: { productId: number | string; productSizeId: number | string; quantity?: number | string | null }[];
  basketPromotion?: { code: string | null } | null;
  countryIsoCode?: string | null;
  device?: number | string | null;
}

/** Amounts in euros with duty unless said otherwise. */
export interface BasketItemAnswer {
  productId: number;
  productSizeId: number;
  quantity: number;
  quantityAvailable: number;
  unitPrice: number;
  originPrice: number;
  price: number;
  dutyFreePrice: number;
  discountAmountWithDuty: number;
  /** The product's name and the size as read in the request language. */
  name: string;
  size: string;
}

export interface BasketPromotionAnswer {
  code: string;
  valid: boolean;
  name: string;
  discount: number;
  taxRate: number;
  promotionValidity: { valid: boolean; message: string; allowedDevices: number[] };
}

/** A promotion the basket got (issue 34); amounts in euros with duty. */
export interface AppliedPromotionAnswer {
  /** Null for an automatic promotion. */
  code: string | null;
  name: string;
  discount: number;
  freeShipping: boolean;
  gift?: { productId: number; productSizeId: number };
}

/** A promotion the basket could get, and why it does not (yet), in the request language. */
export interface DeclinedPromotionAnswer {
  code: string | null;
  name: string;
  message: string;
}

export interface BasketDetailAnswer {
  price: number;
  dutyFreePrice: number;
  priceWithDefaultCarrier: number;
  weight: number;
  countryIsoCode: string;
  device: number;
  basketItems: BasketItemAnswer[];
  basketPromotion: BasketPromotionAnswer | null;
  defaultCarrier: Carrier;
  removedItems: RemovedItem[];
  removedItemsMessage: string | null;
  appliedPromotions: AppliedPromotionAnswer[];
  declinedPromotions: DeclinedPromotionAnswer[];
}
