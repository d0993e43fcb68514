/**
 * Customers' data rights (GDPR articles 15, 17 and 20; docs/accounts-api.md "Your data"): what a
 * closed account keeps and what it loses. Orders and bills stay for the legal retention period
 * (10 years: French Code de commerce L123-22 for accounting documents, which outlasts the 6 years
 * of the tax code's L102 B), the customer's identity goes.
 */
import { hasRole, STAFF_ROLES } from '../auth/roles';
import type { LocaleCode } from '../store/locales';
import type { OrderAddress } from '../orders/order';

/** Years an order and its bill are kept after the account that placed it closed. */
export const ORDER_RETENTION_YEARS = 10;

/**
 * The e-mail address a closed account takes: unique (its id), never deliverable (`.invalid` is
 * reserved by RFC 2606), and so the real address is free to open a new account.
 */
export function closedAccountEmail(customerId: number): string {
  return `closed-${customerId}@closed-account.invalid`;
}

export function isClosedAccountEmail(email: string): boolean {
  return /^closed-\d+@closed-account\.invalid$/.test(email);
}

export type ClosureRefusal = 'staff-account' | null;

/** A staff account is closed by taking its roles back first (an admin can: never the last one). */
export function closureRefusal(roles: readonly string[]): ClosureRefusal {
  return STAFF_ROLES.some((role) => hasRole(roles, role)) ? 'staff-account' : null;
}

/**
 * The delivery address of a kept order: the person, the street and the phone go; the town and
 * country stay (the place of supply, which decides the VAT on the bill). The billing address is
 * kept as printed on the bill, without the phone: a French invoice must name its buyer
 * (CGI art. 242 nonies A) and is kept as issued.
 */
export function anonymisedShippingAddress(address: OrderAddress): OrderAddress {
  return { ...address, civility: null, firstName: '', lastName: '', company: null, street: '', streetDetails: null, phoneNumber: null };
}

export function anonymisedBillingAddress(address: OrderAddress): OrderAddress {
  return { ...address, phoneNumber: null };
}

const FILE_NAMES: Record<LocaleCode, string> = {
  fr: 'mes-donnees',
  es: 'mis-datos',
  it: 'i-miei-dati',
  nl: 'mijn-gegevens',
  de: 'meine-daten',
  en: 'my-data',
};

/** `mes-donnees-2026-12-02.json`: the download's name in the shop's language, dated (UTC). */
export function exportFileName(locale: LocaleCode, at: Date): string {
  return `${FILE_NAMES[locale]}-${at.toISOString().slice(0, 10)}.json`;
}

/** How long after a sign-in through Apple or Facebook (accounts without a password) the account may be closed. */
export const FRESH_SIGN_IN_MINUTES = 10;

export function isFreshSignIn(startedAt: Date, now: Date): boolean {
  const age = now.getTime() - startedAt.getTime();
  return age >= 0 && age <= FRESH_SIGN_IN_MINUTES * 60_000;
}

/** The export's shape as clients read it (docs/accounts-api.md "Your data"); each part is the API's own view. */
export interface CustomerDataExport {
  format: number;
  exportedAt: string;
  profile: { id: number; email: string; firstName: string; lastName: string } & Record<string, unknown>;
  addresses: unknown[];
  savedCards: unknown[];
  orders: ({ id: number; status: string } & Record<string, unknown>)[];
  returns: ({ id: number } & Record<string, unknown>)[];
  balance: unknown;
  balanceHistory: unknown[];
  favourites: unknown[];
  /** Absent in exports made before issue 38. */
  recentlyViewed?: unknown[];
  stockAlerts: unknown[];
  ratings: unknown[];
  consents: unknown[];
  newsletterSubscriptions: unknown[];
}

/** What a closure answers. */
export interface AccountClosure {
  closed: true;
  customerId: number;
  ordersKept: number;
  retentionYears: number;
}
