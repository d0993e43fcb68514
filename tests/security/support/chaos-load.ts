/**
 * The light load of the outage proofs (issue 37): loops that each ask one thing again and again —
 * a basket priced, an uncached listing page, a product, `/ready`, and the kept home page — and sort every answer by kind:
 * ok, a 503 with Retry-After (what an outage must look like), another 503, a 500, another status,
 * a reset or refused connection, no answer in time. Each answer keeps its time, so the run can
 * tell how long after a fault each loop answered ok again.
 */
import { publicSearchKey } from './public-search-key';

export type AnswerKind = 'ok' | '503 retry-after' | '503' | '500' | 'other status' | 'reset' | 'refused' | 'timeout';

export interface Answer {
  loop: string;
  at: number;
  kind: AnswerKind;
  detail?: string;
}

const TIMEOUT_MS = 20_000;
const STORE = 'laboutiqueofficielle';

export class AnswerLog {
  readonly answers: Answer[] = [];

  record(loop: string, kind: AnswerKind, detail?: string): void {
    this.answers.push({ loop, at: Date.now(), kind, ...(detail ? { detail } : {}) });
  }

  /** Answers by loop and kind: `{ basket: { ok: 812, '503 retry-after': 40 } }`. */
  counts(): Record<string, Partial<Record<AnswerKind, number>>> {
    const counts: Record<string, Partial<Record<AnswerKind, number>>> = {};
    for (const answer of this.answers) {
      const loop = (counts[answer.loop] ??= {});
      loop[answer.kind] = (loop[answer.kind] ?? 0) + 1;
    }
    return counts;
  }

  /** Answers of a kind, over every loop. */
  total(kind: AnswerKind): number {
    return this.answers.filter((answer) => answer.kind === kind).length;
  }

  samples(kinds: AnswerKind[], most = 5): string[] {
    return this.answers.filter((answer) => kinds.includes(answer.kind)).slice(0, most).map((answer) => `${answer.loop} ${answer.kind} ${answer.detail ?? ''}`);
  }

  /**
   * For each loop, how long after `since` it answered ok and went on answering ok (ms); null when
   * it never did. A loop that never failed counts 0.
   */
  recoveredAfter(since: number): Record<string, number | null> {
    const recovered: Record<string, number | null> = {};
    for (const loop of new Set(this.answers.map((answer) => answer.loop))) {
      const after = this.answers.filter((answer) => answer.loop === loop && answer.at >= since);
      let lastFailure = -1;
      after.forEach((answer, index) => {
        if (answer.kind !== 'ok') lastFailure = index;
      });
      const firstOk = after[lastFailure + 1];
      recovered[loop] = firstOk ? Math.max(0, firstOk.at - since) : null;
    }
    return recovered;
  }
}

/** What a failed fetch was: the connection reset or cut, refused (no process), or no answer in time. */
function failureKind(error: unknown): AnswerKind {
  const code = String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code ?? '');
  if (code === 'ECONNREFUSED') return 'refused';
  if ((error as Error).name === 'AbortError' || /no answer/.test(String((error as Error).message))) return 'timeout';
  return 'reset';
}

export function kindOf(status: number, headers: Headers, expected: number[]): AnswerKind {
  if (expected.includes(status)) return 'ok';
  if (status === 503) return headers.has('retry-after') ? '503 retry-after' : '503';
  if (status === 500) return '500';
  return 'other status';
}

/** One call, sorted into the log; the parsed JSON body (or null) for the caller. */
export async function ask<T = unknown>(log: AnswerLog, loop: string, url: string, init: RequestInit = {}, expected = [200]): Promise<{ status: number; body: T | null } | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    const kind = kindOf(response.status, response.headers, expected);
    log.record(loop, kind, kind === 'ok' ? undefined : `${response.status} ${text.slice(0, 120)}`);
    let body: T | null = null;
    try {
      body = text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as T) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch (error) {
    log.record(loop, failureKind(error), String((error as Error).message));
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', store: STORE, ...headers },
  body: JSON.stringify(body),
});

export interface Browsing {
  productId: number;
  productSizeId: number;
}

/** A product of the shop to price and read (its first size in stock), found as a shopper would: search, then its page's data. */
export async function browsingOf(base: string): Promise<Browsing> {
  const response = await fetch(`${base}/1/indexes/*/queries`, json({ requests: [{ indexName: `${STORE}_products`, query: '', hitsPerPage: 1, filters: 'inStock:true' }] }, { 'x-algolia-application-id': 'boutique', 'x-algolia-api-key': await publicSearchKey(base, STORE) }));
  const productId = Number(((await response.json()) as { results: { hits: { objectID: string }[] }[] }).results[0].hits[0].objectID);
  const detail = (await (await fetch(`${base}/api/v5/products/${productId}`, { headers: { store: STORE } })).json()) as { product: { productSizes: { productSizeId: number; quantity: number }[] } };
  const size = detail.product.productSizes.find((entry) => entry.quantity > 0) ?? detail.product.productSizes[0];
  return { productId, productSizeId: size.productSizeId };
}

/** The four loops of the run, until `stop()` says so; a failed answer waits a little (a client's retry), never hammers. */
export function runLoops(base: string, log: AnswerLog, browsing: Browsing, running: () => boolean): Promise<void>[] {
  let page = 0;
  const loops: [string, () => Promise<unknown>][] = [
    ['basket', () => ask(log, 'basket', `${base}/api/v5/basket/detail`, json({ basketItems: [{ ...browsing, quantity: 1 }], basketPromotion: null, countryIsoCode: 'FR', device: 0 }))],
    // Never a kept page (no_cache): always a render that asks the database.
    ['listing', () => ask(log, 'listing', `${base}/homme?no_cache=1&chaos=${page++}`)],
    // The home page as every visitor gets it: kept, and served stale while the database is away.
    ['cached page', () => ask(log, 'cached page', `${base}/`)],
    ['product', () => ask(log, 'product', `${base}/api/v5/products/${browsing.productId}`, { headers: { store: STORE } })],
    ['ready', () => ask(log, 'ready', `${base}/ready`)],
  ];
  return loops.map(async ([name, call]) => {
    while (running()) {
      const before = log.answers.length;
      await call();
      const last = log.answers[log.answers.length - 1];
      if (log.answers.length > before && last.kind !== 'ok') await new Promise((resolve) => setTimeout(resolve, 50));
      if (name === 'ready') await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}
