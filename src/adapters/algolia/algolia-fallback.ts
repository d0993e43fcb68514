/**
 * Algolia first, the shop's own Algolia-compatible endpoint when Algolia cannot be reached (issue
 * 37, DESIGN decision 21): a listing or a search must not become an error page because a third
 * party is away, and the shop answers the same queries from the same catalogue. Only an
 * unreachable service falls back — every host failed or timed out, the client's RetryError —
 * never an answer Algolia gave (a 4xx says our request or key is wrong, which the shop must hear).
 *
 * Server rendering makes a client per request: without a memory, every page would wait for
 * Algolia's timeouts again. After a failure Algolia is left alone for `restMs` (per application,
 * in this process or tab), then tried again.
 */
import type { LiteClient } from 'algoliasearch/lite';

export const ALGOLIA_REST_MS = 30_000;

/** Until when each Algolia application is left alone (epoch ms). */
const resting = new Map<string, number>();

export function isUnreachable(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'RetryError';
}

export class FallbackSearchClient {
  constructor(
    private readonly primary: LiteClient,
    /** The shop's own endpoint; none: the primary is the shop already. */
    private readonly fallback: LiteClient | undefined,
    /** Which service the primary is (its application id): what rests. */
    private readonly service: string,
    private readonly restMs = ALGOLIA_REST_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The call on Algolia, or on the shop when Algolia is unreachable (or resting after it was). */
  async run<T>(call: (client: LiteClient) => Promise<T>): Promise<T> {
    if (!this.fallback) return call(this.primary);
    if ((resting.get(this.service) ?? 0) > this.now()) return call(this.fallback);
    try {
      return await call(this.primary);
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      resting.set(this.service, this.now() + this.restMs);
      return call(this.fallback);
    }
  }
}

/** Algolia is tried again at once (tests). */
export function forgetAlgoliaRests(): void {
  resting.clear();
}
