/**
 * Fast JSON for search answers. A listing answer is mostly whole records (48 hits ≈ 120 KiB), and
 * records do not change between index refreshes (an upsert replaces the object), so each record
 * is stringified once and its text spliced into every answer that returns it whole.
 */
const recordJson = new WeakMap<object, string>();
/** Highlight results shared between answers (see search-response.ts) are stringified once too. */
const sharedJson = new WeakMap<object, string>();
const wholeHits = new WeakMap<object, object>();

const shared = new WeakSet<object>();

/** Declares a value that is never mutated and appears in many answers. */
export function markShared(value: object): void {
  shared.add(value);
}

/** Declares that `hit` is exactly `record` (all attributes) plus, maybe, the fields below. */
export function markWholeHit(hit: object, record: object): void {
  wholeHits.set(hit, record);
}

/** What a whole hit may carry beyond its record. */
const ADDED = ['_highlightResult', '_snippetResult', '_rankingInfo'] as const;

function addedJson(value: object): string {
  let json = sharedJson.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    if (shared.has(value)) sharedJson.set(value, json);
  }
  return json;
}

function hitJson(hit: Record<string, unknown>): string {
  const record = wholeHits.get(hit);
  if (!record) return JSON.stringify(hit);
  let json = recordJson.get(record);
  if (json === undefined) {
    json = JSON.stringify(record);
    recordJson.set(record, json);
  }
  let added = '';
  for (const key of ADDED) {
    const value = hit[key];
    if (value !== undefined && value !== null) added += `,"${key}":${addedJson(value)}`;
  }
  return added === '' ? json : `${json.slice(0, -1)}${added}}`;
}

/** JSON.stringify of one answer, with whole hits taken from the record cache. */
export function responseJson(response: object): string {
  const { hits, ...rest } = response as { hits?: Record<string, unknown>[] };
  if (!Array.isArray(hits)) return JSON.stringify(response);
  const others = JSON.stringify(rest);
  return `{"hits":[${hits.map(hitJson).join(',')}]${others === '{}' ? '' : `,${others.slice(1, -1)}`}}`;
}

/** JSON of a multi-query answer. */
export function resultsJson(results: readonly object[]): string {
  return `{"results":[${results.map(responseJson).join(',')}]}`;
}
