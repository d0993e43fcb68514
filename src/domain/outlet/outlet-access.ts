/**
 * Who enters the outlet (SPEC §2, §6: "decision logic not shown"; ours): the outlet is a thank-you
 * to the shop's own people — an address with an active customer account, or an address subscribed
 * to this store's newsletter. Anyone else is invited to subscribe, which opens it at once.
 */
export interface OutletFacts {
  /** The address belongs to an active customer account (accounts span the stores). */
  customer: boolean;
  /** The address receives this store's newsletter. */
  subscriber: boolean;
}

export type OutletVerdict = { granted: true; as: 'customer' | 'subscriber' } | { granted: false };

export function outletVerdict(facts: OutletFacts): OutletVerdict {
  if (facts.customer) return { granted: true, as: 'customer' };
  if (facts.subscriber) return { granted: true, as: 'subscriber' };
  return { granted: false };
}

/** SPEC §9: the outlet cookie lives 30 days, on path /. */
export const OUTLET_COOKIE_MAX_AGE = 2_592_000;

/** `POST /outlet/access` granted: the pass the outlet cookie keeps (SPEC §9: 30 days, path /). */
export interface OutletGrant {
  access: true;
  email: string;
  /** The outlet cookie's value, signed by the shop. */
  pass: string;
  maxAgeSeconds: number;
}

/** The outlet guard's check of a pass and the signed-in customer. */
export interface OutletCheck {
  access: boolean;
  /** The address that passed; null when refused. */
  email: string | null;
  /** A pass for the cookie when the access came from the signed-in account and the cookie had none. */
  pass: string | null;
  /**
   * With access: a secured search key that also sees the store's outlet-only records, for a while
   * (issue 36); null when refused. This visitor's alone: never in a shared answer.
   */
  searchKey: string | null;
}

/**
 * Outlet-only products (`isOnlyOutlet`) are the outlet's: read, priced, put in a basket or ordered
 * only by a visitor with outlet access (the shop's check: a signed-in customer, or the outlet
 * cookie's signed pass whose address still passes). Every other product is open to everyone.
 */
export function productOpenTo(product: { isOnlyOutlet: boolean }, outletAccess: boolean): boolean {
  return !product.isOnlyOutlet || outletAccess;
}

/**
 * A basket's lines under the outlet rule: those a visitor may keep, and the outlet-only ones that
 * leave it when access lapsed (the cookie expired, the customer signed out). `isOnlyOutlet` of a
 * line unknown (a product gone) counts as open here: other rules remove it.
 */
export function splitByOutletAccess<T>(lines: readonly T[], isOnlyOutlet: (line: T) => boolean, outletAccess: boolean): { kept: T[]; closed: T[] } {
  const kept: T[] = [];
  const closed: T[] = [];
  for (const line of lines) (productOpenTo({ isOnlyOutlet: isOnlyOutlet(line) }, outletAccess) ? kept : closed).push(line);
  return { kept, closed };
}
