/** How `boutique admin carriers …` and `… delivery threshold` print for people (`--json` prints the shop's answer). */
import { cutoffText } from '../../src/domain/basket/delivery-terms';
import type { CarrierTerms, DeliveryTerms, DeliveryTermsChange, StoreDeliveryTerms } from '../../src/domain/catalogue/carrier-terms';
import { table } from '../format/table';

/** Cents as euros, the way the merchant types them: `4.90`. */
const euros = (cents: number) => (cents / 100).toFixed(2);

export function carriersText(terms: DeliveryTerms): string {
  const carriers = table(['CARRIER', 'TYPE', 'CUT-OFF', 'COUNTRIES'], terms.carriers.map((carrier) => [
    carrier.code,
    carrier.type,
    cutoffText(carrier.cutoff),
    carrier.countries.map((country) => `${country.isoCode2} ${euros(country.price)}${country.active ? '' : ' (off)'}`).join(', '),
  ]));
  return [carriers, '', thresholdsText(terms.stores)].join('\n');
}

export function thresholdsText(stores: StoreDeliveryTerms[]): string {
  return table(['STORE', 'FREE SHIPPING FROM', 'SET BY'], stores.map((store) => [
    store.storeId,
    euros(store.freeShippingThreshold),
    store.own ? `${store.updatedBy ?? '-'} ${store.updatedAt ?? ''}`.trim() : 'default',
  ]));
}

export function carrierText(carrier: CarrierTerms): string {
  const head = `${carrier.name} — ${carrier.serviceName} (${carrier.code}, #${carrier.id}, ${carrier.type}); cut-off ${cutoffText(carrier.cutoff)}`;
  const relay = carrier.type === 'point_relais';
  const rows = carrier.countries.map((country) => [
    country.isoCode2,
    euros(country.price),
    `${country.deliveryDays} d`,
    country.freeShippingAmount === null ? 'store' : euros(country.freeShippingAmount),
    country.active ? 'on' : 'off',
    ...(relay ? [country.relayNetwork ?? carrier.code] : []),
  ]);
  return [head, table(['COUNTRY', 'PRICE', 'DELAY', 'FREE FROM', 'STATE', ...(relay ? ['RELAY NETWORK'] : [])], rows)].join('\n');
}

export function historyText(changes: DeliveryTermsChange[]): string {
  if (changes.length === 0) return 'No change yet: the delivery terms are the shop’s defaults.';
  const value = (side: unknown) => (side === null || side === undefined ? '-' : JSON.stringify(side));
  return table(['WHEN', 'WHO', 'WHAT', 'BEFORE', 'AFTER'], changes.map((change) => [
    change.changedAt, change.changedBy, change.subject, value(change.change.before), value(change.change.after),
  ]));
}
