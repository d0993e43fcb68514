/**
 * `boutique admin carriers …` and `… delivery threshold` (issue 34, role merchandiser or admin):
 * the delivery terms, listed and changed. What the command line types is read by the domain's
 * delivery rules first (`4.90`, `3`, `14:00`, `ES`), so a typo never reaches the shop; the shop
 * checks again and answers its refusals (400, 404, 409) as outcomes.
 */
import { readCarrierCountry, readCutoff, readDeliveryDays, readEuros, type TermReading } from '../../domain/basket/delivery-terms';
import type { CarrierTerms, DeliveryTerms, DeliveryTermsChange, StoreDeliveryTerms } from '../../domain/catalogue/carrier-terms';
import { isStoreId, STORE_IDS } from '../../domain/store/stores';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { DeliveryTermsApi, OfferChange } from '../ports/delivery-terms-api';

export type Invalid = { kind: 'invalid'; message: string };
export type CarrierResult = AdminOutcome<{ kind: 'done'; carrier: CarrierTerms }>;

const invalid = (reading: { ok: false; problem: string }): Invalid => ({ kind: 'invalid', message: reading.problem });
const euros = (cents: number) => cents / 100;

abstract class DeliveryUseCase {
  constructor(
    protected readonly delivery: DeliveryTermsApi,
    protected readonly tokens: AuthTokenStore,
  ) {}

  protected carrier(call: () => Promise<CarrierTerms>): Promise<CarrierResult> {
    return asSupport(this.tokens, call, (carrier) => ({ kind: 'done' as const, carrier }));
  }
}

export class ListDeliveryTerms extends DeliveryUseCase {
  execute(): Promise<AdminOutcome<{ kind: 'found'; terms: DeliveryTerms }>> {
    return asSupport(this.tokens, () => this.delivery.terms(), (terms) => ({ kind: 'found' as const, terms }));
  }
}

export class ShowCarrier extends DeliveryUseCase {
  execute(key: string): Promise<CarrierResult> {
    return this.carrier(() => this.delivery.carrier(key));
  }
}

export type OfferVerb = 'price' | 'delay' | 'enable' | 'disable';

/** `price CARRIER COUNTRY EUROS [--days N] [--free-from EUROS|store]`, `delay CARRIER COUNTRY DAYS`, `enable|disable CARRIER COUNTRY`. */
export class ChangeCarrierOffer extends DeliveryUseCase {
  async execute(input: { carrier: string; country: string; verb: OfferVerb; value?: string; days?: string; freeFrom?: string }): Promise<CarrierResult | Invalid> {
    const country = readCarrierCountry(input.country);
    if (!country.ok) return invalid(country);
    const change: OfferChange = {};
    if (input.verb === 'enable' || input.verb === 'disable') change.active = input.verb === 'enable';
    if (input.verb === 'price') {
      const price = readEuros('the price', input.value ?? '');
      if (!price.ok) return invalid(price);
      change.price = euros(price.value);
    }
    if (input.freeFrom !== undefined) {
      const typed = input.freeFrom.trim().toLowerCase();
      if (typed === 'store') change.freeShippingAmount = null;
      else {
        const own = readEuros('the free-shipping amount', typed);
        if (!own.ok) return invalid(own);
        change.freeShippingAmount = euros(own.value);
      }
    }
    const daysTyped = input.verb === 'delay' ? input.value : input.days;
    if (daysTyped !== undefined) {
      const days: TermReading<number> = readDeliveryDays('the delay', daysTyped);
      if (!days.ok) return invalid(days);
      change.deliveryDays = days.value;
    }
    return this.carrier(() => this.delivery.changeOffer(input.carrier.trim(), country.value, change));
  }
}

/** `cutoff CARRIER 14:00 [--zone Europe/Paris]`. */
export class SetCarrierCutoff extends DeliveryUseCase {
  async execute(input: { carrier: string; time: string; timeZone?: string }): Promise<CarrierResult | Invalid> {
    const cutoff = readCutoff(input.time, input.timeZone);
    if (!cutoff.ok) return invalid(cutoff);
    const time = `${String(cutoff.value.hour).padStart(2, '0')}:${String(cutoff.value.minute).padStart(2, '0')}`;
    return this.carrier(() => this.delivery.setCutoff(input.carrier.trim(), input.timeZone === undefined ? { time } : { time, timeZone: cutoff.value.timeZone }));
  }
}

export type ThresholdResult = AdminOutcome<{ kind: 'done'; store: StoreDeliveryTerms }> | Invalid;

/** `delivery threshold STORE EUROS`. */
export class SetFreeShippingThreshold extends DeliveryUseCase {
  async execute(input: { store: string; euros: string }): Promise<ThresholdResult> {
    const store = input.store.trim().toLowerCase();
    if (!isStoreId(store)) return { kind: 'invalid', message: `"${input.store.trim()}" is not a store (${STORE_IDS.join(', ')})` };
    const cents = readEuros('the free-shipping threshold', input.euros);
    if (!cents.ok) return invalid(cents);
    return asSupport(this.tokens, () => this.delivery.setThreshold(store, euros(cents.value)), (done) => ({ kind: 'done' as const, store: done }));
  }
}

export class ListDeliveryHistory extends DeliveryUseCase {
  execute(limit?: number): Promise<AdminOutcome<{ kind: 'found'; changes: DeliveryTermsChange[] }>> {
    return asSupport(this.tokens, () => this.delivery.history(limit), (changes) => ({ kind: 'found' as const, changes }));
  }
}
