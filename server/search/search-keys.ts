/**
 * The search keys of the shop (issue 36; rules in src/domain/search/secured-search-key.ts): one
 * parent key, server-side only, and the secured keys made from it, exactly as Algolia's clients
 * make them (`generateSecuredApiKey`), so that a key the real `algoliasearch` helper makes is one
 * this endpoint accepts, and the keys the shop hands out work on Algolia itself.
 *
 * - The parent: `ALGOLIA_SEARCH_KEY` when set (the search-only key of the Algolia application;
 *   the shop's own endpoint then accepts the same keys), else a key derived from the shop's secret.
 *   `ALGOLIA_ADMIN_KEY`, when set, is accepted as a parent too (the indexer's calls).
 * - The public key (`GET /init`'s `search.searchKey`): the parent restricted to records that are not
 *   outlet-only, without end: the same for every visitor, so pages that carry it can be shared.
 * - An outlet key (`GET /outlet/access` when access is granted): the parent restricted to the store's
 *   indexes for an hour (OUTLET_KEY_SECONDS), never in a shared answer.
 *
 * `authenticate` checks a call's key: a parent opens everything; a secured key must carry a valid
 * HMAC of a parent over its restrictions, be within `validUntil`, and be used from its
 * `restrictSources`; what it may then see comes back as a SearchAccess the engine enforces.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import {
  HMAC_HEX_LENGTH,
  indexAllowed,
  outletKeyRestrictions,
  publicKeyRestrictions,
  readRestrictions,
  restrictionsQueryString,
  stillValid,
  type KeyRefusal,
  type SecuredKeyRestrictions,
} from '../../src/domain/search/secured-search-key';
import type { ShopSecret } from '../db/shop-secret';
import { allOf, type FilterNode } from './search-filter-ast';
import { parseFilters } from './search-filter-parser';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './search-facet-filters';
import type { SearchConfig } from './search-config';
import { isSearchError } from './search-error';
import { BoundedCache } from './search-bounded-cache';

/** What a call's key lets it see: enforced by the engine on every query, facet search and object read. */
export interface SearchAccess {
  /** Filters every query must also meet; null: none. */
  filter: FilterNode | null;
  /** Index patterns the key may use; null: every index. */
  indices: string[] | null;
  /** Search parameters the key imposes (they replace the query's). */
  params: Record<string, string>;
}

/** A parent key's access: everything. */
export const FULL_ACCESS: SearchAccess = { filter: null, indices: null, params: {} };

export type Authentication = { ok: true; access: SearchAccess } | { ok: false; refusal: KeyRefusal };

/** Filter parameters a key may carry besides `filters`: ANDed like it. */
const FILTER_PARAMS = ['facetFilters', 'numericFilters', 'tagFilters'] as const;

const hexHmac = (parent: string, message: string) => createHmac('sha256', parent).update(message).digest('hex');

/** `generateSecuredApiKey` of the `algoliasearch` v5 client, in the shop. */
export function generateSecuredKey(parentKey: string, restrictions: SecuredKeyRestrictions): string {
  const queryString = restrictionsQueryString(restrictions);
  return Buffer.from(hexHmac(parentKey, queryString) + queryString).toString('base64');
}

/** A parameter of the key that is a JSON array or object (as `facetFilters` may be), else its text. */
function jsonOrText(value: string): unknown {
  if (!/^[[{]/.test(value.trim())) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function sourceAllowed(source: string, ip: string | undefined): boolean {
  if (!ip) return false;
  const [address, bits] = source.trim().split('/');
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family) return false;
  const list = new BlockList();
  if (bits === undefined) list.addAddress(address, family);
  else {
    const prefix = Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 'ipv4' ? 32 : 128)) return false;
    list.addSubnet(address, prefix, family);
  }
  const mapped = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  return list.check(mapped, isIPv4(mapped) ? 'ipv4' : 'ipv6');
}

/** What a signed key says, once its HMAC is checked. */
interface VerifiedKey {
  validUntil: number | null;
  source: string | null;
  access: SearchAccess;
}

/** Keys checked and kept (the public key, the outlet keys of the hour's visitors). */
const VERIFIED_KEYS = 10_000;

export class SearchKeys {
  readonly publicKey: string;
  private readonly parents: string[];
  private readonly verified = new BoundedCache<VerifiedKey>(VERIFIED_KEYS, 2048);

  /** `parentKey` makes the keys; `otherParents` (the admin key) are accepted too. */
  constructor(
    readonly parentKey: string,
    otherParents: readonly string[] = [],
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.parents = [parentKey, ...otherParents.filter((key) => key !== parentKey && key !== '')];
    this.publicKey = this.mint(publicKeyRestrictions());
  }

  mint(restrictions: SecuredKeyRestrictions): string {
    return generateSecuredKey(this.parentKey, restrictions);
  }

  /** A key for a visitor the outlet let in: the store's indexes, outlet included, for an hour. */
  outletKey(storeId: string): string {
    return this.mint(outletKeyRestrictions(storeId, this.nowSeconds()));
  }

  /** The access a call's key gives (`ip`: the caller's, for keys restricted to sources). */
  authenticate(key: string | undefined, ip?: string): Authentication {
    if (!key) return { ok: false, refusal: 'invalid' };
    const given = Buffer.from(key);
    if (this.parents.some((parent) => given.length === parent.length && timingSafeEqual(given, Buffer.from(parent)))) return { ok: true, access: FULL_ACCESS };
    // The HMAC and the restrictions of a key are checked once; its time and source at every call.
    let verified = this.verified.get(key);
    if (!verified) {
      const read = this.verify(key);
      if (!read) return { ok: false, refusal: 'invalid' };
      this.verified.set(key, (verified = read));
    }
    if (!stillValid(verified.validUntil, this.nowSeconds())) return { ok: false, refusal: 'expired' };
    if (verified.source !== null && !sourceAllowed(verified.source, ip)) return { ok: false, refusal: 'source' };
    return { ok: true, access: verified.access };
  }

  /** A secured key of one of the parents, read; null when it is none (not base64, a bad HMAC, restrictions that do not parse). */
  private verify(key: string): VerifiedKey | null {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key)) return null;
    const decoded = Buffer.from(key, 'base64').toString('utf8');
    const mac = decoded.slice(0, HMAC_HEX_LENGTH);
    const queryString = decoded.slice(HMAC_HEX_LENGTH);
    if (!/^[0-9a-f]{64}$/.test(mac)) return null;
    if (!this.parents.some((parent) => timingSafeEqual(Buffer.from(hexHmac(parent, queryString)), Buffer.from(mac)))) return null;
    const restrictions = readRestrictions(queryString);
    if (!restrictions) return null;
    const params = { ...restrictions.searchParams };
    let filter: FilterNode | null;
    try {
      filter = allOf([
        restrictions.filters === null ? null : parseFilters(restrictions.filters),
        ...FILTER_PARAMS.map((name) => {
          const value = params[name];
          delete params[name];
          if (value === undefined) return null;
          const read = jsonOrText(value);
          return name === 'facetFilters' ? parseFacetFilters(read) : name === 'numericFilters' ? parseNumericFilters(read) : parseTagFilters(read);
        }),
      ]);
    } catch (error) {
      // A signed key whose filters do not parse opens nothing.
      if (isSearchError(error)) return null;
      throw error;
    }
    return { validUntil: restrictions.validUntil, source: restrictions.restrictSources, access: { filter, indices: restrictions.restrictIndices, params } };
  }
}

/** Whether the access lets a call use this index. */
export const mayUse = (access: SearchAccess, indexName: string): boolean => indexAllowed(access.indices, indexName);

/** Derived from the shop's secret: the parent of the shop's own endpoint when no Algolia key is set. */
export function derivedParentKey(secret: ShopSecret): string {
  return createHmac('sha256', secret.key).update('boutique search parent key').digest('hex');
}

const made = new WeakMap<ShopSecret, Map<string, SearchKeys>>();

/** The shop's keys (kept per secret and configuration: the public key is made once). */
export function searchKeysOf(config: SearchConfig | undefined, secret: ShopSecret): SearchKeys {
  const parent = config?.searchKey ?? derivedParentKey(secret);
  const admin = config?.adminKey;
  const id = `${parent}\n${admin ?? ''}`;
  let bySecret = made.get(secret);
  if (!bySecret) made.set(secret, (bySecret = new Map()));
  let keys = bySecret.get(id);
  if (!keys) bySecret.set(id, (keys = new SearchKeys(parent, admin ? [admin] : [])));
  return keys;
}
