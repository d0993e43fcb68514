/**
 * The shopper's basket (SPEC §3, §4), immutable: every method returns a new Basket, which suits
 * MobX `observable.ref` in the browser and plain files in the CLI. The server prices it
 * (`recalculationRequest` → `applyReply`); the rules of what a change does live here.
 */
import type { BasketDetail, BasketDetailRequest, Device } from './basket-detail';
import { basketAmounts, type BasketAmounts } from './basket-amounts';
import { applyReply } from './basket-reply';
import { findNamedSize } from './line-from-product';
import { fromSnapshot, toSnapshot, type BasketSnapshot } from './basket-snapshot';
import {
  lineKey,
  type BasketLine,
  type BasketNotice,
  type BasketState,
  type CheckoutAttempt,
  type ChosenCarrier,
  type Deduction,
  type LineProduct,
  type LineSize,
  type OrderRef,
  type RelayPoint,
  type ShippingAddress,
} from './basket-types';

/** SPEC §3: the shipping type of relay carriers. */
export const RELAY_CARRIER_TYPE = 'point_relais';

/** Most of one size a shopper can put in the basket (stock caps it further). */
export const MAX_LINE_QUANTITY = 99;

export function isValidQuantity(quantity: number, { allowZero = false } = {}): boolean {
  return Number.isInteger(quantity) && quantity >= (allowZero ? 0 : 1) && quantity <= MAX_LINE_QUANTITY;
}

const EMPTY: BasketState = Object.freeze({
  lines: [],
  promotion: null,
  refusedPromotion: null,
  totals: null,
  countryIsoCode: null,
  shippingAddress: null,
  relayPoint: null,
  carrier: null,
  order: null,
  attempt: null,
  vouchers: [],
  credits: [],
  freeShippingAmount: null,
  loading: false,
  error: false,
});

export class Basket {
  private constructor(readonly state: Readonly<BasketState>) {}

  static empty(): Basket {
    return new Basket(EMPTY);
  }

  /** From browser storage (parsed JSON): only lines with a quantity above 0 come back. */
  static restore(snapshot: unknown): Basket {
    return new Basket({ ...EMPTY, ...fromSnapshot(snapshot) });
  }

  get lines(): readonly BasketLine[] {
    return this.state.lines;
  }

  get promotion() {
    return this.state.promotion;
  }

  get refusedPromotion() {
    return this.state.refusedPromotion;
  }

  get totals() {
    return this.state.totals;
  }

  get loading(): boolean {
    return this.state.loading;
  }

  get error(): boolean {
    return this.state.error;
  }

  get attempt(): CheckoutAttempt | null {
    return this.state.attempt;
  }

  get isEmpty(): boolean {
    return this.state.lines.length === 0;
  }

  /** Articles in the basket (the header counter). */
  get count(): number {
    return this.state.lines.reduce((sum, line) => sum + line.quantity, 0);
  }

  line(productId: number, sizeId: number): BasketLine | undefined {
    return this.state.lines.find((line) => line.info.id === productId && line.size.id === sizeId);
  }

  /** The line of a product in a size named by its id or its label (`38`, `L`: as the basket shows it). */
  lineInSize(productId: number, size: number | string): BasketLine | undefined {
    const lines = this.state.lines.filter((line) => line.info.id === productId);
    return findNamedSize(lines, size, (line) => line.size.id, (line) => line.size.label);
  }

  amounts(): BasketAmounts {
    return basketAmounts(this.state);
  }

  /** SPEC §4: the same product and size gains `quantity` (1 by default); otherwise a new line. */
  add(product: LineProduct, size: LineSize, quantity = 1): Basket {
    if (!isValidQuantity(quantity)) throw new RangeError(`Not a quantity to add: ${quantity}`);
    const existing = this.line(product.id, size.id);
    const lines = existing
      ? this.state.lines.map((line) =>
          line === existing ? { info: { ...product }, size: { ...size }, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + quantity) } : line,
        )
      : [...this.state.lines, { info: { ...product }, size: { ...size }, quantity }];
    return this.changed({ lines });
  }

  /** 0 removes the line. An unknown line leaves the basket as it is. */
  setQuantity(productId: number, sizeId: number, quantity: number): Basket {
    if (!isValidQuantity(quantity, { allowZero: true })) throw new RangeError(`Not a quantity: ${quantity}`);
    if (quantity === 0) return this.remove(productId, sizeId);
    if (!this.line(productId, sizeId)) return this;
    return this.changed({
      lines: this.state.lines.map((line) => (line.info.id === productId && line.size.id === sizeId ? { ...line, quantity } : line)),
    });
  }

  remove(productId: number, sizeId: number): Basket {
    if (!this.line(productId, sizeId)) return this;
    return this.changed({ lines: this.state.lines.filter((line) => lineKey(line.info.id, line.size.id) !== lineKey(productId, sizeId)) });
  }

  /** A code already checked by `parsePromoCode`; the server decides whether it applies. */
  applyPromotionCode(code: string): Basket {
    return this.changed({ promotion: { status: 'pending', code } });
  }

  clearPromotion(): Basket {
    return this.changed({ promotion: null });
  }

  deliverTo(countryIsoCode: string | null): Basket {
    return this.changed({ countryIsoCode: countryIsoCode?.toUpperCase() ?? null });
  }

  /** SPEC §4: a shipping address excludes a relay point (and a relay carrier). */
  chooseShippingAddress(address: ShippingAddress | null): Basket {
    const carrier = address && this.state.carrier?.type === RELAY_CARRIER_TYPE ? null : this.state.carrier;
    return this.withCountryOf(address?.countryIsoCode2, { shippingAddress: address, relayPoint: address ? null : this.state.relayPoint, carrier });
  }

  /** SPEC §4: a relay point excludes a shipping address (and a home or express carrier). */
  chooseRelayPoint(relayPoint: RelayPoint | null): Basket {
    const carrier = relayPoint && this.state.carrier && this.state.carrier.type !== RELAY_CARRIER_TYPE ? null : this.state.carrier;
    return this.withCountryOf(relayPoint?.countryIsoCode2, { relayPoint, shippingAddress: relayPoint ? null : this.state.shippingAddress, carrier });
  }

  chooseCarrier(carrier: ChosenCarrier | null): Basket {
    return new Basket({ ...this.state, carrier });
  }

  /** How the parcel travels: to an address, to a relay point, or not chosen yet. */
  get deliveryMode(): 'home' | 'relay' | null {
    if (this.state.relayPoint) return 'relay';
    return this.state.shippingAddress ? 'home' : null;
  }

  /** The key of the attempt made for `request` (a fingerprint), or null when that request is a new attempt. */
  attemptKeyFor(request: string): string | null {
    return this.state.attempt?.request === request ? this.state.attempt.key : null;
  }

  withAttempt(attempt: CheckoutAttempt | null): Basket {
    return new Basket({ ...this.state, attempt });
  }

  withOrder(order: OrderRef | null): Basket {
    return new Basket({ ...this.state, order });
  }

  withVouchers(vouchers: Deduction[]): Basket {
    return new Basket({ ...this.state, vouchers: [...vouchers] });
  }

  withCredits(credits: Deduction[]): Basket {
    return new Basket({ ...this.state, credits: [...credits] });
  }

  /** The store's free-shipping amount, euros (kept out of storage). */
  withFreeShippingAmount(euros: number | null): Basket {
    return new Basket({ ...this.state, freeShippingAmount: euros });
  }

  recalculationRequest(device: Device, storeCountry: string): BasketDetailRequest {
    return {
      basketItems: this.state.lines.map((line) => ({ productId: line.info.id, productSizeId: line.size.id, quantity: line.quantity })),
      basketPromotion: this.state.promotion ? { code: this.state.promotion.code } : null,
      countryIsoCode: (this.state.countryIsoCode ?? storeCountry).toUpperCase(),
      device,
    };
  }

  /** SPEC §4: with no lines the totals are emptied without asking the server. */
  withoutTotals(): Basket {
    const promotion = this.state.promotion ? { status: 'pending' as const, code: this.state.promotion.code } : null;
    return new Basket({ ...this.state, totals: null, promotion, loading: false, error: false });
  }

  applyReply(detail: BasketDetail): { basket: Basket; notices: BasketNotice[] } {
    const { state, notices } = applyReply(this.state, detail);
    return { basket: new Basket(state), notices };
  }

  /** SPEC §4/§8: the error flag is set (the failure is reported by the use case). */
  recalculationFailed(): Basket {
    return new Basket({ ...this.state, loading: false, error: true });
  }

  /** SPEC §4: everything goes, vouchers and credits included (the store's free-shipping amount stays: it is not the shopper's). */
  clean(): Basket {
    return new Basket({ ...EMPTY, freeShippingAmount: this.state.freeShippingAmount });
  }

  /** SPEC §4: on logout the lines stay; carrier, country, address and order (and its attempt) are reset. */
  logoutClean(): Basket {
    return new Basket({
      ...this.state,
      carrier: null,
      countryIsoCode: null,
      shippingAddress: null,
      relayPoint: null,
      order: null,
      attempt: null,
    });
  }

  toSnapshot(): BasketSnapshot {
    return toSnapshot(this.state);
  }

  toJSON(): BasketState {
    return this.state;
  }

  /** SPEC §4: any change clears a refused promotion and waits for a recalculation. */
  private changed(patch: Partial<BasketState>): Basket {
    return new Basket({ ...this.state, ...patch, refusedPromotion: null, loading: true, error: false });
  }

  private withCountryOf(country: string | undefined, patch: Partial<BasketState>): Basket {
    const next = country?.toUpperCase();
    // Carriers and their prices depend on the country: another country forgets the carrier.
    if (next && next !== (this.state.countryIsoCode ?? this.state.totals?.countryIsoCode)) return this.changed({ ...patch, countryIsoCode: next, carrier: null });
    return new Basket({ ...this.state, ...patch, ...(next ? { countryIsoCode: next } : {}) });
  }
}
