import type { Basket } from '../../domain/basket/basket';
import type { ShippingAddress } from '../../domain/basket/basket-types';
import type { Address } from '../../domain/accounts/address';
import type { AccountApi } from '../ports/accounts-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { BasketRepository } from '../ports/basket-repository';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';
import type { RecalculateBasket } from '../basket/recalculate-basket';

export type ChooseShippingAddressResult = { kind: 'chosen'; basket: Basket } | { kind: 'not-found' } | SignedOut;

/** The fields of an address-book entry the basket keeps (SPEC §3 client state `shippingAddress`). */
export function shippingAddressOf(address: Address): ShippingAddress {
  return {
    id: address.id,
    label: address.label,
    civility: address.civility,
    lastName: address.lastName,
    firstName: address.firstName,
    street: address.street,
    streetDetails: address.streetDetails,
    zipCode: address.zipCode,
    city: address.city,
    state: address.state,
    countryIsoCode2: address.countryIsoCode2,
    countryName: address.countryName,
    phoneNumber: address.phoneNumber,
    company: address.company,
  };
}

/**
 * Step 2, home delivery: one of the customer's addresses (by id, checked against the address
 * book, or the entry the page already holds). SPEC §4: it clears the relay point; another
 * country forgets the carrier and has the basket priced again.
 */
export class ChooseShippingAddress {
  constructor(
    private readonly account: AccountApi,
    private readonly tokens: AuthTokenStore,
    private readonly repository: BasketRepository,
    private readonly recalculate: RecalculateBasket,
  ) {}

  async execute(input: number | Address): Promise<ChooseShippingAddressResult> {
    const address = await asCustomer(this.tokens, async () =>
      typeof input === 'number' ? ((await this.account.addresses()).find((entry) => entry.id === input) ?? null) : input,
    );
    if (isSignedOut(address)) return address;
    if (!address) return { kind: 'not-found' };
    const basket = this.repository.load().chooseShippingAddress(shippingAddressOf(address));
    this.repository.save(basket);
    if (!basket.loading || basket.isEmpty) return { kind: 'chosen', basket };
    const priced = await this.recalculate.execute();
    return { kind: 'chosen', basket: priced.basket };
  }
}
