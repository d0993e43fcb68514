/**
 * What the shop tells the tag manager (SPEC §3 "Tracking data"), as dataLayer entries: page views,
 * the customer's data (identifying values already hashed by the server), and product events.
 * Plain values: the adapter pushes them as they are.
 */
import type { AbGroup } from './ab-test';
import type { PageTrackingData } from './page-view';
import type { ProductTrackingPayload } from './product-payload';

export type ProductEventName = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist' | 'remove_from_wishlist';

/** Identifying values, hex HMAC-SHA-256 from `POST /generate-encrypted-data`: never the raw values. */
export interface HashedCustomerData {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  birthday?: string;
}

export interface TrackedUser {
  customer_logged: boolean;
  id: number | null;
  email: string | null;
  gender: string | null;
  birthday: string | null;
  sessionID: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  address: { city: string | null; zipcode: string | null; country: string | null };
}

export type DataLayerEntry =
  | { event: 'page_view'; page: PageTrackingData; ab_test: AbGroup | null }
  | { event: 'user_data'; user: TrackedUser }
  | { event: ProductEventName; ecommerce: { currency: 'EUR'; value: number; items: ProductTrackingPayload[] } }
  | { event: 'checkout'; ecommerce: { step: 1 | 2 | 3 | 4; currency: 'EUR'; value: number; items: ProductTrackingPayload[] } }
  | { event: 'purchase'; ecommerce: { transaction_id: string; currency: 'EUR'; value: number; shipping: number; items: ProductTrackingPayload[] } };

const total = (items: ProductTrackingPayload[]): number => Math.round(items.reduce((sum, item) => sum + item.unit_price * 100 * item.quantity, 0)) / 100;

export function productEntry(event: ProductEventName, items: ProductTrackingPayload[]): DataLayerEntry {
  return { event, ecommerce: { currency: 'EUR', value: total(items), items } };
}

export function checkoutEntry(step: 1 | 2 | 3 | 4, items: ProductTrackingPayload[]): DataLayerEntry {
  return { event: 'checkout', ecommerce: { step, currency: 'EUR', value: total(items), items } };
}

export function purchaseEntry(order: { reference: string; total: number; shipping: number }, items: ProductTrackingPayload[]): DataLayerEntry {
  return { event: 'purchase', ecommerce: { transaction_id: order.reference, currency: 'EUR', value: order.total, shipping: order.shipping, items } };
}

/** SPEC §4 "Unauthenticated users get tracking user data reset": every field emptied, not left from a previous visitor. */
export function anonymousUser(sessionId: string | null): TrackedUser {
  return {
    customer_logged: false,
    id: null,
    email: null,
    gender: null,
    birthday: null,
    sessionID: sessionId,
    phone: null,
    first_name: null,
    last_name: null,
    address: { city: null, zipcode: null, country: null },
  };
}

export interface CustomerForTracking {
  id: number;
  /** SPEC §3 civility: 1 man, 2 woman; anything else unknown. */
  civility: number | null;
  address: { city: string | null; zipCode: string | null; countryIsoCode2: string | null } | null;
}

export function signedInUser(customer: CustomerForTracking, hashed: HashedCustomerData, sessionId: string | null): TrackedUser {
  return {
    customer_logged: true,
    id: customer.id,
    email: hashed.email ?? null,
    gender: customer.civility === 1 ? 'male' : customer.civility === 2 ? 'female' : null,
    birthday: hashed.birthday ?? null,
    sessionID: sessionId,
    phone: hashed.phone ?? null,
    first_name: hashed.firstName ?? null,
    last_name: hashed.lastName ?? null,
    address: {
      city: customer.address?.city ?? null,
      zipcode: customer.address?.zipCode ?? null,
      country: customer.address?.countryIsoCode2 ?? null,
    },
  };
}
