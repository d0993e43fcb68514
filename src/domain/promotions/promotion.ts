/**
 * A rule-based promotion (issue 34): conditions that say when it applies, one effect that says
 * what it gives, and how it combines with others (`promotion-engine.ts` says the combining rule).
 * Amounts are cents; dates are instants. A promotion has a `key` (its code, or a handle the
 * merchant gave an automatic one); `code` is what a shopper types, null for an automatic one.
 */
import type { Cents } from '../money/money';
import type { Localized } from '../store/locales';

export type Segment = 'first-order' | 'newsletter';
export const SEGMENTS: readonly Segment[] = ['first-order', 'newsletter'];

/** Products, categories (any level: a product matches through its category or a parent) and brands. */
export interface ProductScope {
  productIds?: number[] | null;
  categoryIds?: number[] | null;
  brandIds?: number[] | null;
}

export interface PromotionConditions {
  storeIds?: string[] | null;
  /** SPEC §9 devices: 0 desktop, 1 other. Null: every device. */
  devices?: number[] | null;
  segment?: Segment | null;
  /** Goods of the whole basket, before any promotion. */
  minimumAmount?: Cents | null;
  /** A line matches when it is in every scope given here… */
  include?: ProductScope | null;
  /** …and in none of these. */
  exclude?: ProductScope | null;
  validFrom?: Date | null;
  validUntil?: Date | null;
}

export interface Tier {
  /** Goods of the matching lines this tier starts at. */
  from: Cents;
  percent?: number;
  amount?: Cents;
}

/** `basket`: every line not excluded; `lines`: the matching lines only. */
export type Target = 'basket' | 'lines';

export type PromotionEffect =
  | { kind: 'percent'; percent: number; target: Target }
  | { kind: 'amount'; amount: Cents; target: Target }
  /** Among the matching units, every `buy` of them pay `pay`: the cheapest units are free. */
  | { kind: 'buy-x-get-y'; buy: number; pay: number }
  /** Tiers ascending by `from`; the highest reached applies, on the matching lines. */
  | { kind: 'tiered'; tiers: Tier[] }
  | { kind: 'free-shipping' }
  /** A product size added to the basket at 0. */
  | { kind: 'gift'; productId: number; productSizeId: number };

export type Stacking = 'stackable' | 'exclusive';

export interface PromotionRule {
  key: string;
  code: string | null;
  names: Localized;
  conditions: PromotionConditions;
  effect: PromotionEffect;
  stacking: Stacking;
  /** Lower first: the order stackables apply in, and the tie-break. */
  priority: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Uses so far (orders that carry it). */
  uses: number;
  active: boolean;
}

/** A basket line as the engine sees it. */
export interface EngineLine {
  /** Unique in the basket (the size id): the tie-break that keeps results independent of line order. */
  key: number;
  productId: number;
  brandId: number;
  /** The product's category and every parent. */
  categoryIds: readonly number[];
  quantity: number;
  /** Line total with duty. */
  total: Cents;
}

export interface EngineCustomer {
  segments: readonly Segment[];
  /** Uses of each promotion key by this customer. */
  uses: Readonly<Record<string, number>>;
}

export interface EngineContext {
  now: Date;
  device: number;
  storeId: string;
  lines: readonly EngineLine[];
  /** Null: an anonymous shopper (segment promotions are declined, saying so). */
  customer: EngineCustomer | null;
  /** What free shipping is worth here (the default carrier's price): weighs it against discounts. */
  shippingValue: Cents;
}

export type Refusal =
  | { reason: 'unknown' }
  | { reason: 'not-started'; validFrom: Date }
  | { reason: 'expired' }
  | { reason: 'store' }
  | { reason: 'device'; allowedDevices: number[] }
  | { reason: 'segment'; segment: Segment; anonymous: boolean }
  | { reason: 'minimum'; minimumAmount: Cents; missing: Cents }
  | { reason: 'no-eligible-items' }
  | { reason: 'more-items'; missing: number }
  | { reason: 'usage-limit' }
  | { reason: 'customer-limit' }
  | { reason: 'combined-away'; by: string };

export interface AppliedPromotion {
  rule: PromotionRule;
  /** Discount on each line, in the order of the context's lines. */
  perLine: Cents[];
  discount: Cents;
  freeShipping: boolean;
  gift: { productId: number; productSizeId: number } | null;
}

export interface DeclinedPromotion {
  rule: PromotionRule | null;
  /** The code as typed, for an unknown one. */
  code: string | null;
  refusal: Refusal;
}

export interface EngineResult {
  applied: AppliedPromotion[];
  declined: DeclinedPromotion[];
  perLine: Cents[];
  discount: Cents;
  freeShipping: boolean;
  /** The typed code's fate: applied, or its refusal (null when no code was typed). */
  code: { code: string; rule: PromotionRule | null; applied: AppliedPromotion | null; refusal: Refusal | null } | null;
}
