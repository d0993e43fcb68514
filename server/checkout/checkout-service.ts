/**
 * The checkout module's public face: where an order can go and what it costs to get there — the
 * delivery countries and their carriers (quoted by one rule for the basket, the checkout and an
 * order), the free-shipping threshold of a country, and our relay points behind their port.
 * The basket, the orders and the returns reach them through this file only.
 */
export {
  cachedDeliveryCountries, countryCarriers, defaultCarrierOffer, deliveryCountry, freeShippingCents, quoteCarrier,
  type CarrierOffer, type DeliveryCountry,
} from './checkout-carriers';
export { DbRelayPointFinder, relayPointById, relayPointsNear, type RelayPointFinder } from './checkout-relay-points';
export type { StoredRelayPoint } from './checkout-relay-search';
export { checkoutText } from './checkout-texts';
// delivery.json of a catalogue bundle: its schema and rules for the bundle reader, its writing for the import (issue 34).
export { DeliverySchema, deliveryBundleOf, deliveryProblems, writeDeliveryBundle } from './checkout-terms-bundle';
// The answers other modules' routes embed: a quoted carrier (the basket's default one) and a relay point (a return's drop-off).
export { DefaultCarrierSchema, RelayPointSchema } from './checkout-schemas';
