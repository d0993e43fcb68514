/**
 * Where an order goes and who pays it, as the order keeps them: one of the customer's addresses
 * (another customer's is unknown), or a relay point of ours with the parcel in the customer's
 * name; the billing address defaults to the shipping address, or the default address for a relay.
 */
import { checkPostcode } from '../../src/domain/accounts/address-formats';
import type { OrderAddress, OrderRelayPoint } from '../../src/domain/orders/order';
import type { LocaleCode } from '../../src/domain/store/locales';
import { cachedAddressCountries, customerAddresses, type AddressRow } from '../accounts/accounts-service';
import { relayPointById } from '../checkout/checkout-service';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { OrdersDeps } from './orders-deps';
import { orderText } from './orders-texts';

export type ShippingChoice = { addressId: number } | { relayPointId: string };

export interface ResolvedShipping {
  kind: 'address' | 'relay';
  countryIsoCode2: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  relayPoint: OrderRelayPoint | null;
}

function orderAddress(row: AddressRow, countryName: string | null): OrderAddress {
  return {
    civility: row.civility,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    street: row.street,
    streetDetails: row.street_details,
    zipCode: row.zip_code,
    city: row.city,
    state: row.state,
    countryIsoCode2: row.country_iso_code2,
    countryName,
    phoneNumber: row.phone_number,
  };
}

export async function resolveShipping(
  deps: Pick<OrdersDeps, 'db' | 'cache'>,
  customerId: number,
  locale: LocaleCode,
  shipping: ShippingChoice,
  billingAddressId: number | undefined,
): Promise<Outcome<ResolvedShipping>> {
  const [addresses, countries] = await Promise.all([customerAddresses(deps.db, customerId), cachedAddressCountries(deps.db, deps.cache)]);
  const asOrderAddress = (row: AddressRow) => {
    const country = countries.get(row.country_iso_code2);
    return orderAddress(row, country?.names[locale] ?? country?.names.fr ?? null);
  };
  const billingRow = billingAddressId === undefined ? undefined : addresses.find((row) => row.id === billingAddressId);
  if (billingAddressId !== undefined && !billingRow) return fail('invalid-input', orderText('unknownAddress', locale));

  if ('addressId' in shipping) {
    const row = addresses.find((candidate) => candidate.id === shipping.addressId);
    if (!row) return fail('invalid-input', orderText('unknownAddress', locale));
    // An address saved before the postcode rules stays in the book, but no parcel leaves for a postcode its country does not have.
    if (!checkPostcode(row.zip_code, row.country_iso_code2).ok) return fail('invalid-input', orderText('addressPostcodeInvalid', locale));
    const address = asOrderAddress(row);
    return succeed({ kind: 'address', countryIsoCode2: row.country_iso_code2, shippingAddress: address, billingAddress: billingRow ? asOrderAddress(billingRow) : address, relayPoint: null });
  }

  const relay = await relayPointById(deps.db, shipping.relayPointId);
  if (!relay) return fail('invalid-input', orderText('unknownRelayPoint', locale));
  const billing = billingRow ?? addresses.find((row) => row.is_default) ?? addresses[0];
  if (!billing) return fail('invalid-input', orderText('noBillingAddress', locale));
  const relayPoint: OrderRelayPoint = { id: relay.id, name: relay.name, street: relay.street, zipCode: relay.zipCode, city: relay.city, countryIsoCode2: relay.countryIsoCode2 };
  const billingAddress = asOrderAddress(billing);
  const country = countries.get(relay.countryIsoCode2);
  // The parcel waits at the relay point in the customer's name.
  const shippingAddress: OrderAddress = {
    ...billingAddress,
    company: relay.name,
    street: relay.street,
    streetDetails: null,
    zipCode: relay.zipCode,
    city: relay.city,
    state: null,
    countryIsoCode2: relay.countryIsoCode2,
    countryName: country?.names[locale] ?? country?.names.fr ?? null,
  };
  return succeed({ kind: 'relay', countryIsoCode2: relay.countryIsoCode2, shippingAddress, billingAddress, relayPoint });
}
