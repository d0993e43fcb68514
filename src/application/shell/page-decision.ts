import type { PageInfo, ParseResult } from '../../domain/catalogue/site';
import type { RouteDef } from '../../domain/routing/route-table';
import type { Query } from '../../domain/routing/page-paths';
import type { StoreDefinition } from '../../domain/store/stores';

export type PopupName = 'outlet';

/** What the guard pipeline decides for a page; the server render and client navigation both act on it. */
export type PageDecision =
  | { kind: 'render'; status: 200 | 503; pageInfo: PageInfo | null; retryAfterSeconds?: number; popup?: PopupName }
  /** `location` is store-relative (the router adds the locale prefix). */
  | { kind: 'redirect'; status: 301 | 302; location: string; popup?: PopupName }
  | { kind: 'not-found'; message: string }
  | { kind: 'error'; status: number; code: string; message: string }
  /** The parse service did not answer (network, timeout, 5xx): not a 404, the page offers to try again. */
  | { kind: 'unreachable'; message: string }
  /** The pipeline needs the parse service's answer for this path. */
  | { kind: 'parse' };

export type ParseOutcome = { kind: 'answer'; result: ParseResult } | { kind: 'failed'; code: number };

/** Everything the guards look at, gathered beforehand: the pipeline itself does no I/O. */
export interface GuardFacts {
  route: RouteDef;
  /** Store-relative path without query, percent-encoded as requested. */
  path: string;
  query: Query;
  store: StoreDefinition;
  maintenance: boolean;
  loggedIn: boolean;
  /** Saved addresses of the logged-in customer; null when unknown. */
  addressCount: number | null;
  /** From the logged-in customer or the outlet cookie. */
  outletEmail: string | null;
  /** Result of the outlet access check; null when not checked. */
  outletAccess: boolean | null;
  /** Store-relative path the visitor comes from (client navigation), if any. */
  previousPath: string | null;
  /** undefined: not asked yet. */
  parse?: ParseOutcome;
}

/** SPEC §2: the maintenance page answers 503; browsers and robots may come back after this. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 3600;

export const NOT_FOUND_MESSAGES = {
  /** Unknown route or failed validation (SPEC §8). */
  route: 'This page could not be found',
  /** Parse failure or parse code 404. */
  parse: 'Page Not Found',
  /** Restricted-brand guard. */
  restricted: 'Page not found',
} as const;
