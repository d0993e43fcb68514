/**
 * Secured search keys as Algolia makes them (its clients' `generateSecuredApiKey`): a parent key's
 * HMAC-SHA-256 over the key's restrictions, so a key carries what it may see and nobody can widen
 * it without the parent. The key is `base64(hexHmac + restrictions)`, the restrictions a query
 * string with sorted names, values URI-encoded (`%20` for spaces) and arrays joined by commas.
 *
 * Who sees what (issue 36): the shop's public key is a secured key of the parent that hides
 * outlet-only records; a visitor with outlet access gets one restricted to their store's indexes
 * for a short while. The HMAC itself is the server's (server/search/search-keys.ts).
 */

/** What a secured key may restrict (Algolia's `SecuredApiKeyRestrictions`). */
export interface SecuredKeyRestrictions {
  /** Filters every query of the key must also meet (ANDed with the query's own). */
  filters?: string;
  /** Unix time (seconds) after which the key is refused. */
  validUntil?: number;
  /** Index names or patterns (`dev_*`, `*_dev`, `*_products_*`) the key may query. */
  restrictIndices?: readonly string[];
  /** The user the key stands for (analytics and per-user limits). */
  userToken?: string;
  /** The IPv4 address or network (CIDR) the key may be used from. */
  restrictSources?: string;
  /** Other search parameters the key imposes on every query. */
  searchParams?: Record<string, unknown>;
}

/** What a verified key says, read back from its query string. */
export interface ReadRestrictions {
  filters: string | null;
  validUntil: number | null;
  restrictIndices: string[] | null;
  userToken: string | null;
  restrictSources: string | null;
  /** Every other parameter, as the key's text gives it. */
  searchParams: Record<string, string>;
}

/** Length of a hex SHA-256: the key's first characters once decoded. */
export const HMAC_HEX_LENGTH = 64;

/** What the public key hides: outlet-only records (records without the attribute, suggestions, stay). */
export const PUBLIC_KEY_FILTERS = 'NOT isOnlyOutlet:true';

/** How long an outlet key lives (seconds): each outlet page asks the shop again, which gives a fresh one. */
export const OUTLET_KEY_SECONDS = 3600;

/** Algolia's answers to a key it refuses (always 403). */
export const KEY_REFUSALS = {
  invalid: 'Invalid Application-ID or API key',
  expired: 'validUntil parameter expired (less than current date)',
  index: 'Index not allowed with this API key',
  source: 'Invalid Application-ID or API key',
} as const;

export type KeyRefusal = keyof typeof KEY_REFUSALS;

const KNOWN = new Set(['filters', 'validUntil', 'restrictIndices', 'userToken', 'restrictSources']);

const encodeValue = (value: unknown): string => encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value)).replace(/\+/g, '%20');

/**
 * The restrictions as the key carries them, byte for byte as the `algoliasearch` v5 helper writes
 * them: `searchParams` merged in, names sorted, undefined values left out.
 */
export function restrictionsQueryString(restrictions: SecuredKeyRestrictions): string {
  const { searchParams, ...rest } = restrictions;
  const merged: Record<string, unknown> = { ...rest, ...(searchParams ?? {}) };
  return Object.keys(merged)
    .filter((name) => merged[name] !== undefined)
    .sort()
    .map((name) => `${name}=${encodeValue(merged[name])}`)
    .join('&');
}

/** Reads a key's restrictions; null when they do not parse (a number that is none, a repeated name). */
export function readRestrictions(queryString: string): ReadRestrictions | null {
  const read: ReadRestrictions = { filters: null, validUntil: null, restrictIndices: null, userToken: null, restrictSources: null, searchParams: {} };
  const seen = new Set<string>();
  for (const [name, value] of new URLSearchParams(queryString)) {
    if (seen.has(name)) return null;
    seen.add(name);
    if (!KNOWN.has(name)) read.searchParams[name] = value;
    else if (name === 'filters') read.filters = value;
    else if (name === 'userToken') read.userToken = value;
    else if (name === 'restrictSources') read.restrictSources = value;
    else if (name === 'restrictIndices') read.restrictIndices = value.split(',').map((pattern) => pattern.trim()).filter((pattern) => pattern !== '');
    else {
      if (!/^\d{1,12}$/.test(value)) return null;
      read.validUntil = Number(value);
    }
  }
  return read;
}

/** Whether an index name matches one of the key's patterns (a leading and/or trailing `*`, as on Algolia). */
export function indexAllowed(patterns: readonly string[] | null, indexName: string): boolean {
  if (patterns === null || patterns.length === 0) return true;
  return patterns.some((pattern) => {
    const starts = pattern.startsWith('*');
    const ends = pattern.length > 1 && pattern.endsWith('*');
    const core = pattern.slice(starts ? 1 : 0, ends ? -1 : undefined);
    if (pattern === '*') return true;
    if (starts && ends) return indexName.includes(core);
    if (starts) return indexName.endsWith(core);
    if (ends) return indexName.startsWith(core);
    return indexName === core;
  });
}

/** Whether a key that says `validUntil` still holds at `nowSeconds`. */
export function stillValid(validUntil: number | null, nowSeconds: number): boolean {
  return validUntil === null || validUntil >= nowSeconds;
}

/** The public key's restrictions: every record but the outlet's, for good. */
export function publicKeyRestrictions(): SecuredKeyRestrictions {
  return { filters: PUBLIC_KEY_FILTERS };
}

/** An outlet visitor's restrictions: every record of their store's indexes, for an hour. */
export function outletKeyRestrictions(storeId: string, nowSeconds: number): SecuredKeyRestrictions {
  return { restrictIndices: [`${storeId}_*`], validUntil: Math.floor(nowSeconds) + OUTLET_KEY_SECONDS };
}
