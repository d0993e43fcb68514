import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Basket } from '../../domain/basket/basket';
import { RELAY_CARRIER_TYPE } from '../../domain/basket/basket';
import type { ChosenCarrier, ShippingAddress } from '../../domain/basket/basket-types';
import type { Carrier } from '../../domain/catalogue/carrier';
import type { Address } from '../../domain/accounts/address';
import type { RelayPoint } from '../../domain/orders/relay-point';
import type { CheckoutStoreDeps } from './checkout-store-deps';

export type DeliveryMode = 'home' | 'relay';

/** SPEC §8 errors of the delivery step, as translation keys under `shipping.errors.`. */
export type ShippingProblem = 'no-delivery-mode' | 'relay-fetch-failed' | 'express-unavailable' | 'country-not-deliverable' | 'failed';

const RELAY_TYPE = RELAY_CARRIER_TYPE;

/**
 * Step 2 (SPEC §2, §4): home delivery to one of the customer's addresses or a relay point found
 * by postcode or city, then a carrier among those of the destination. The use cases keep the
 * choices in the stored basket (choosing an address clears the relay point and the reverse);
 * this store holds what the page shows around them.
 */
export class ShippingStore {
  mode: DeliveryMode = 'home';
  carriers: Carrier[] | null = null;
  carriersCountry: string | null = null;
  /** A refusal of the shop in its own words (country not deliverable). */
  carriersMessage: string | null = null;
  carriersProblem: ShippingProblem | null = null;
  relayQuery = '';
  relayPoints: RelayPoint[] | null = null;
  relaySearching = false;
  relayProblem: ShippingProblem | null = null;
  busy = false;

  constructor(private readonly deps: CheckoutStoreDeps) {
    makeAutoObservable<ShippingStore, 'deps'>(this, { carriers: observableRef, relayPoints: observableRef, deps: false }, { autoBind: true });
  }

  private get state() {
    return this.deps.basket.basket.state;
  }

  get shippingAddress(): ShippingAddress | null {
    return this.state.shippingAddress;
  }

  get relayPoint() {
    return this.state.relayPoint;
  }

  get carrier(): ChosenCarrier | null {
    return this.state.carrier;
  }

  /** Where the parcel goes: the chosen address's or relay point's country, else the store's. */
  get country(): string {
    return (this.shippingAddress?.countryIsoCode2 ?? this.relayPoint?.countryIsoCode2 ?? this.deps.storeCountry()).toUpperCase();
  }

  /** The carriers of the chosen mode: home and express to an address, relay carriers to a point. */
  get offered(): Carrier[] {
    return (this.carriers ?? []).filter((carrier) => (this.mode === 'relay' ? carrier.type === RELAY_TYPE : carrier.type !== RELAY_TYPE));
  }

  /** SPEC §8 messages the page shows, most important first. */
  get problems(): ShippingProblem[] {
    const found: ShippingProblem[] = [];
    if (this.carriersProblem) found.push(this.carriersProblem);
    else if (this.carriers) {
      if (this.offered.length === 0) found.push('no-delivery-mode');
      else if (this.mode === 'home' && !this.carriers.some((carrier) => carrier.type === 'express')) found.push('express-unavailable');
    }
    if (this.mode === 'relay' && this.relayProblem) found.push(this.relayProblem);
    return found;
  }

  /** The mode's destination is chosen: an address at home, a point for the relay (its carriers may be chosen then). */
  get destinationChosen(): boolean {
    return this.mode === 'relay' ? Boolean(this.relayPoint) : Boolean(this.shippingAddress);
  }

  /** A destination and a carrier of the same kind: the shopper may go on to payment. */
  get ready(): boolean {
    const carrier = this.carrier;
    if (!carrier || this.busy || !this.offered.some((offer) => offer.id === carrier.id)) return false;
    return this.mode === 'relay' ? Boolean(this.relayPoint) && carrier.type === RELAY_TYPE : Boolean(this.shippingAddress) && carrier.type !== RELAY_TYPE;
  }

  /**
   * On arrival: the mode follows what the basket holds; with nothing chosen yet, the customer's
   * default address is taken (one click less for most orders). Then the destination's carriers.
   */
  async start(addresses: readonly Address[]): Promise<void> {
    this.mode = this.relayPoint ? 'relay' : 'home';
    const known = this.shippingAddress && addresses.find((address) => address.id === this.shippingAddress?.id);
    if (this.mode === 'home' && !known) {
      const first = addresses.find((address) => address.default) ?? addresses[0];
      if (first) await this.chooseAddress(first);
      else await this.loadCarriers();
    } else await this.loadCarriers();
  }

  async setMode(mode: DeliveryMode): Promise<void> {
    if (this.mode === mode) return;
    this.mode = mode;
    await this.pickCarrier();
  }

  async chooseAddress(address: Address): Promise<void> {
    await this.change((cases) => cases.chooseShippingAddress.execute(address));
    await this.loadCarriers();
  }

  async searchRelays(query: string): Promise<void> {
    const text = query.trim();
    this.relayQuery = query;
    if (text.length < 2 || this.relaySearching) return;
    this.relaySearching = true;
    this.relayProblem = null;
    try {
      const cases = await this.deps.useCases();
      const result = await cases.findRelayPoints.execute({ country: this.country, query: text });
      runInAction(() => {
        if (result.kind === 'found') this.relayPoints = result.points;
        else if (result.kind === 'failed') {
          this.relayPoints = [];
          this.relayProblem = 'relay-fetch-failed';
        }
      });
    } catch (error) {
      this.deps.report(error, 'Unable to fetch the relay points');
      runInAction(() => (this.relayProblem = 'relay-fetch-failed'));
    } finally {
      runInAction(() => (this.relaySearching = false));
    }
  }

  async chooseRelay(point: RelayPoint): Promise<void> {
    await this.change((cases) => cases.chooseRelayPoint.execute(point));
    await this.loadCarriers();
  }

  async chooseCarrier(carrier: Carrier): Promise<void> {
    await this.change((cases) => cases.chooseCarrier.execute({ carrier }));
  }

  /** The destination's carriers, priced for the goods after the promotion (SPEC §3, cents). */
  async loadCarriers(): Promise<void> {
    const country = this.country;
    const amount = this.deps.basket.basket.amounts().goods;
    try {
      const cases = await this.deps.useCases();
      const result = await cases.listCarriers.execute({ country, amount });
      runInAction(() => {
        this.carriersCountry = country;
        if (result.kind === 'found') {
          this.carriers = result.carriers;
          this.carriersProblem = null;
          this.carriersMessage = null;
        } else {
          this.carriers = [];
          this.carriersProblem = 'country-not-deliverable';
          this.carriersMessage = result.message;
        }
      });
    } catch (error) {
      this.deps.report(error, 'Unable to fetch the carriers');
      runInAction(() => {
        this.carriers = null;
        this.carriersProblem = 'failed';
      });
      return;
    }
    await this.pickCarrier();
  }

  /**
   * Keeps the chosen carrier when the mode offers it, else takes the first one offered (they come
   * by rank) once the mode's destination is chosen (a relay carrier needs a relay point).
   */
  private async pickCarrier(): Promise<void> {
    const current = this.carrier;
    if (current && this.offered.some((offer) => offer.id === current.id)) return;
    const first = this.offered[0];
    if (first && this.destinationChosen) await this.chooseCarrier(first);
  }

  private async change(run: (cases: Awaited<ReturnType<CheckoutStoreDeps['useCases']>>) => Promise<{ kind: string; basket?: Basket }>): Promise<void> {
    this.busy = true;
    try {
      const result = await run(await this.deps.useCases());
      if (result.kind === 'signed-out') this.deps.auth.sessionExpired();
      else if (result.basket) this.deps.basket.adopt(result.basket);
    } catch (error) {
      this.deps.report(error, 'Unable to save the delivery choice');
      runInAction(() => (this.carriersProblem = 'failed'));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
