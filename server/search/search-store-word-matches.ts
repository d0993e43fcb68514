/**
 * How a query token matches the words of many records at once, as `TokenMatcher.best` would
 * record by record: worked out once per distinct word, and once per distinct value of the
 * attributes read through key columns, then read attribute by attribute over every record. Codes
 * are `typos * 2 + (exact ? 0 : 1)` (smaller is better), -1 for no match; results are packed as
 * search-text-search.ts `bestMatches` says.
 */
import type { Interner } from './search-interner';
import { packMatch } from './search-text-search';
import type { TokenMatcher } from './search-word-match';

/** Where the words of records come from. */
export interface WordSource {
  words: Interner<string>;
  /** The attribute read from the names index, its word ids and where each slot's start. */
  namesField: number;
  nameIds: Int32Array;
  nameOffsets: Int32Array;
  /** An attribute read through a key column: the key of each slot, the value set of each key, the words of each set. */
  keyed(index: number): { keys: Int32Array; setOf: Int32Array; sets: number; words: (set: number) => Int32Array };
  /** Words of records upserted as they are, per attribute. */
  explicit: ReadonlyMap<number, Int32Array[]>;
}

export function bestWordMatches(matcher: TokenMatcher, fields: readonly number[], slots: Int32Array, source: WordSource): Int32Array {
  const { words } = source;
  const codes = new Int8Array(words.size).fill(-2);
  const token = words.id(matcher.token) ?? -1;
  const codeOf = (id: number): number => {
    if (id === token) return 0;
    if (id < codes.length && codes[id] !== -2) return codes[id];
    const typos = matcher.typos(words.value(id));
    const code = typos === null ? -1 : typos * 2 + 1;
    if (id < codes.length) codes[id] = code;
    return code;
  };
  const bestOf = (ids: ArrayLike<number>, from: number, to: number): number => {
    let best = -1;
    for (let at = from; at < to; at++) {
      const code = codeOf(ids[at]);
      if (code === 0) return 0;
      if (code > 0 && (best < 0 || code < best)) best = code;
    }
    return best;
  };
  const best = new Int32Array(slots.length).fill(-1);
  const bestCodes = new Int8Array(slots.length).fill(127);
  const keep = (at: number, code: number, index: number): void => {
    if (code < 0 || code >= bestCodes[at]) return;
    bestCodes[at] = code;
    best[at] = packMatch(code, index);
  };
  for (const index of fields) {
    if (index === source.namesField) {
      const ids = source.nameIds;
      const offsets = source.nameOffsets;
      for (let at = 0; at < slots.length; at++) {
        const slot = slots[at];
        if (slot + 1 >= offsets.length) continue;
        let code = -1;
        for (let word = offsets[slot]; word < offsets[slot + 1] && code !== 0; word++) {
          const id = ids[word];
          const wordCode = id < codes.length && codes[id] !== -2 && id !== token ? codes[id] : codeOf(id);
          if (wordCode >= 0 && (code < 0 || wordCode < code)) code = wordCode;
        }
        if (code >= 0 && code < bestCodes[at]) {
          bestCodes[at] = code;
          best[at] = packMatch(code, index);
        }
      }
      continue;
    }
    const { keys, setOf, sets, words: setWords } = source.keyed(index);
    const bySet = new Int8Array(sets).fill(-2);
    const byKey = Int8Array.from(setOf, (set) => {
      if (set < 0) return -1;
      if (bySet[set] === -2) {
        const ids = setWords(set);
        bySet[set] = bestOf(ids, 0, ids.length);
      }
      return bySet[set];
    });
    const packed = Int32Array.from(byKey, (code) => (code < 0 ? -1 : packMatch(code, index)));
    for (let at = 0; at < slots.length; at++) {
      const key = keys[slots[at]];
      const code = byKey[key];
      if (code >= 0 && code < bestCodes[at]) {
        bestCodes[at] = code;
        best[at] = packed[key];
      }
    }
  }
  if (source.explicit.size > 0) {
    slots.forEach((slot, at) => {
      const own = source.explicit.get(slot);
      if (!own) return;
      best[at] = -1;
      bestCodes[at] = 127;
      for (const index of fields) keep(at, bestOf(own[index], 0, own[index].length), index);
    });
  }
  return best;
}
