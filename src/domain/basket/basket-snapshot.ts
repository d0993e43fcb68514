/**
 * SPEC §3/§4: the basket state is kept in browser storage, except freeShippingAmount (and the
 * transient loading/error flags); restoring keeps only lines with a quantity above 0. Restoring
 * is tolerant: storage written by an older client or edited by hand never breaks the shop.
 */
import type { BasketLine, BasketState, BasketTotals, CheckoutAttempt, ChosenCarrier, Deduction, OrderRef, PromotionState, RelayPoint, ShippingAddress } from './basket-types';

export const BASKET_SNAPSHOT_VERSION = 1;

export interface BasketSnapshot {
  version: typeof BASKET_SNAPSHOT_VERSION;
  lines: BasketLine[];
  promotion: PromotionState | null;
  totals: BasketTotals | null;
  countryIsoCode: string | null;
  shippingAddress: ShippingAddress | null;
  relayPoint: RelayPoint | null;
  carrier: ChosenCarrier | null;
  order: OrderRef | null;
  /** Absent in baskets stored before checkout existed: restored as null. */
  attempt?: CheckoutAttempt | null;
  vouchers: Deduction[];
  credits: Deduction[];
}

export type RestoredState = Omit<BasketState, 'freeShippingAmount' | 'loading' | 'error' | 'refusedPromotion'>;

export function toSnapshot(state: BasketState): BasketSnapshot {
  return {
    version: BASKET_SNAPSHOT_VERSION,
    lines: state.lines,
    promotion: state.promotion,
    totals: state.totals,
    countryIsoCode: state.countryIsoCode,
    shippingAddress: state.shippingAddress,
    relayPoint: state.relayPoint,
    carrier: state.carrier,
    order: state.order,
    attempt: state.attempt,
    vouchers: state.vouchers,
    credits: state.credits,
  };
}

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const objectOrNull = <T>(value: unknown): T | null => (isObject(value) ? (value as T) : null);

function restoreLine(raw: unknown): BasketLine | null {
  if (!isObject(raw) || !isObject(raw.info) || !isObject(raw.size)) return null;
  const { info, size, quantity } = raw;
  if (!finite(info.id) || !finite(size.id) || !finite(quantity) || !Number.isInteger(quantity) || quantity <= 0) return null;
  return {
    info: {
      id: info.id,
      name: typeof info.name === 'string' ? info.name : null,
      price: finite(info.price) ? info.price : 0,
      originPrice: finite(info.originPrice) ? info.originPrice : null,
      quantity: finite(info.quantity) ? info.quantity : quantity,
      pictures: Array.isArray(info.pictures)
        ? info.pictures.filter(isObject).map((picture) => ({ url: String(picture.url ?? ''), default: picture.default === true }))
        : [],
    },
    size: {
      id: size.id,
      quantity: finite(size.quantity) ? size.quantity : quantity,
      label: typeof size.label === 'string' ? size.label : null,
    },
    quantity,
  };
}

function restorePromotion(raw: unknown): PromotionState | null {
  if (!isObject(raw) || typeof raw.code !== 'string' || raw.code === '') return null;
  if (raw.status === 'valid' && isObject(raw.detail)) return { status: 'valid', code: raw.code, detail: raw.detail as never };
  return { status: 'pending', code: raw.code };
}

function restoreAttempt(raw: unknown): CheckoutAttempt | null {
  if (!isObject(raw) || typeof raw.key !== 'string' || !/^[A-Za-z0-9_-]{16,100}$/.test(raw.key)) return null;
  return { key: raw.key, request: typeof raw.request === 'string' ? raw.request : '' };
}

function restoreDeductions(raw: unknown): Deduction[] {
  return Array.isArray(raw) ? raw.filter((entry): entry is Deduction => isObject(entry) && finite(entry.amount)) : [];
}

export function fromSnapshot(raw: unknown): RestoredState {
  const data = isObject(raw) ? raw : {};
  const lines = Array.isArray(data.lines) ? data.lines.map(restoreLine).filter((line): line is BasketLine => line !== null) : [];
  const totals = objectOrNull<BasketTotals>(data.totals);
  return {
    lines,
    promotion: restorePromotion(data.promotion),
    totals: lines.length > 0 && totals && isObject(totals.defaultCarrier) ? totals : null,
    countryIsoCode: typeof data.countryIsoCode === 'string' && /^[A-Z]{2}$/.test(data.countryIsoCode) ? data.countryIsoCode : null,
    shippingAddress: objectOrNull<ShippingAddress>(data.shippingAddress),
    relayPoint: objectOrNull<RelayPoint>(data.relayPoint),
    carrier: objectOrNull<ChosenCarrier>(data.carrier),
    order: objectOrNull<OrderRef>(data.order),
    attempt: lines.length > 0 ? restoreAttempt(data.attempt) : null,
    vouchers: restoreDeductions(data.vouchers),
    credits: restoreDeductions(data.credits),
  };
}
