/**
 * A store's text search over the shared product table, answering exactly as an Orama index of
 * the store's records would (search-text-index.ts), at a fraction of the memory: Orama's radix tree
 * holds each distinct word of an attribute once (found with Orama's typo tolerance), the records
 * holding a word come from the table (names per slot, the other attributes through their key
 * columns), and scores are Orama's BM25 with its parameters, its document counts and its running
 * average field lengths, updated in the order Orama would update them.
 */
import { tokenizer } from '@orama/orama/components';
import { radix } from '@orama/orama/trees';
import { grown, type Interner } from './search-interner';
import { NamesWords } from './search-names-words';
import { ResolvedAttribute } from './search-product-attributes';
import type { KeyKind, ProductTable } from './search-product-table';
import type { SearchRecord } from './search-record';
import type { StoreColumns } from './search-store-columns';
import { SlotScores } from './search-slot-scores';
import { bestWordMatches } from './search-store-word-matches';
import { TextSearch, fieldWords } from './search-text-search';
import { indexKeys } from './search-text-normalise';
import type { TokenMatcher } from './search-word-match';

type RadixTree = InstanceType<typeof radix.RadixTree>;



/** Orama's default BM25 parameters (k, b, d). */
const K = 1.2;
const B = 0.75;
const D = 0.5;
const queryTokenizer = tokenizer.createTokenizer();

/** What the text search reads of its store. */
export interface TextStore {
  readonly table: ProductTable;
  readonly words: Interner<string>;
  readonly live: Uint8Array;
  readonly explicit: ReadonlyMap<number, SearchRecord>;
  readonly columns: StoreColumns;
  slotsOfKey(kind: KeyKind, key: number): Int32Array;
}

interface Field {
  boost: number;
  tree: RadixTree;
  /** Records holding each word (by word id). */
  df: Int32Array;
  avg: number | undefined;
  /** Attributes read through a key column; null for names. */
  attribute: ResolvedAttribute | null;
  wordsOfSet: (Int32Array | undefined)[];
  setStrings: (string[] | undefined)[];
  keysOfWord: Map<number, number[]> | null;
}

/** A record's words, per searchable attribute. */
export type SlotWords = Int32Array[];

export class StoreText extends TextSearch {
  private readonly data: Field[];
  private readonly names: NamesWords;
  private readonly namesField: number;
  private readonly explicitWords = new Map<number, SlotWords>();
  /** Shared by every store: one token is scored at a time. */
  private static readonly sums = new SlotScores();
  private static readonly byLength = new Float64Array(64);
  private docs = 0;

  constructor(
    private readonly store: TextStore,
    fields: string[],
    locale: string,
  ) {
    super(fields);
    this.names = new NamesWords(store.table, store.words, locale);
    this.namesField = fields.indexOf(`names.${locale}`);
    this.data = fields.map((path, index) => {
      const attribute = index === this.namesField ? null : store.columns.attribute(path);
      if (attribute !== null && !(attribute instanceof ResolvedAttribute)) throw new Error(`Searchable attribute ${path} is not read from the product table`);
      return { boost: 1 + (fields.length - index - 1) * 0.5, tree: new radix.RadixTree(), df: new Int32Array(0), avg: undefined, attribute, wordsOfSet: [], setStrings: [], keysOfWord: null };
    });
  }

  /** Indexes every record the store holds, in slot order (as the records would be inserted). */
  build(): void {
    this.names.build();
    this.docs = 0;
    for (const field of this.data) {
      field.tree = new radix.RadixTree();
      field.df = new Int32Array(0);
      field.avg = undefined;
      field.keysOfWord = null;
    }
    const { live, table } = this.store;
    for (let slot = 0; slot < table.size; slot++) if (live[slot] === 1) this.add(this.wordsOf(slot));
    this.clearCache();
  }

  /** Makes the words' records ready before the first query. */
  prepare(): void {
    this.names.prepare();
  }

  /** Names changed or products were added: names are read again (the counts stay). */
  reread(): void {
    this.names.build();
    for (const field of this.data) field.keysOfWord = null;
    this.clearCache();
  }

  /** Words of a record the store holds as it was upserted. */
  setExplicit(slot: number, record: SearchRecord | null): void {
    if (record === null) {
      this.explicitWords.delete(slot);
      return;
    }
    const { words } = this.store;
    this.explicitWords.set(slot, this.fields.map((path) => Int32Array.from(fieldWords(record, path), (word) => words.intern(word, () => word))));
  }

  /** A record's words now (take them before a change to remove them after). */
  wordsOf(slot: number): SlotWords {
    const explicit = this.explicitWords.get(slot);
    if (explicit) return explicit;
    return this.data.map((field, index) => this.fieldWordsOf(slot, field, index));
  }

  private fieldWordsOf(slot: number, field: Field, index: number): Int32Array {
    if (index === this.namesField) return this.names.of(slot);
    const attribute = field.attribute!;
    const set = attribute.setOf[this.store.table.keys(attribute.column)[slot]];
    return set === undefined || set < 0 ? new Int32Array(0) : this.setWords(field, set);
  }

  private setWords(field: Field, set: number): Int32Array {
    let ids = field.wordsOfSet[set];
    if (!ids) {
      const { words } = this.store;
      const keys = [...new Set(field.attribute!.sets[set].values.flatMap((value) => indexKeys(String(value))))];
      ids = field.wordsOfSet[set] = Int32Array.from(keys, (word) => words.intern(word, () => word));
    }
    return ids;
  }

  /** Orama's insert of a document: count it, then per attribute the average length and each word (callers clear the token cache after). */
  add(words: SlotWords): void {
    this.docs++;
    this.data.forEach((field, index) => {
      const ids = words[index];
      field.avg = ((field.avg ?? 0) * (this.docs - 1) + ids.length) / this.docs;
      if (field.df.length < this.store.words.size) field.df = grown(field.df, this.store.words.size);
      for (const id of ids) if (field.df[id]++ === 0) field.tree.insert(this.store.words.value(id), id);
    });
  }

  /** Orama's removal of a document holding these words. */
  remove(words: SlotWords): void {
    const count = this.docs;
    this.data.forEach((field, index) => {
      const ids = words[index];
      field.avg = count > 1 ? (field.avg! * count - ids.length) / (count - 1) : undefined;
      for (const id of ids) if (--field.df[id] === 0) field.tree.removeDocumentByWord(this.store.words.value(id), id);
    });
    this.docs--;
  }

  protected keys(slot: number, index: number): readonly string[] {
    const { words } = this.store;
    const explicit = this.explicitWords.get(slot);
    if (explicit) return Array.from(explicit[index], (id) => words.value(id));
    if (index === this.namesField) return Array.from(this.names.of(slot), (id) => words.value(id));
    const field = this.data[index];
    const attribute = field.attribute!;
    const set = attribute.setOf[this.store.table.keys(attribute.column)[slot]];
    if (set === undefined || set < 0) return [];
    return (field.setStrings[set] ??= Array.from(this.setWords(field, set), (id) => words.value(id)));
  }

  /** `matcher.best` of the records' words, worked out per word and per distinct value (search-store-word-matches.ts). */
  protected bestMatches(matcher: TokenMatcher, fields: readonly number[], slots: Int32Array): Int32Array {
    const { table, words } = this.store;
    return bestWordMatches(matcher, fields, slots, {
      words,
      namesField: this.namesField,
      nameIds: this.names.wordIds,
      nameOffsets: this.names.slotOffsets,
      keyed: (index) => {
        const field = this.data[index];
        const attribute = field.attribute!;
        return { keys: table.keys(attribute.column), setOf: attribute.setOf, sets: attribute.sets.length, words: (set) => this.setWords(field, set) };
      },
      explicit: this.explicitWords,
    });
  }

  /** What Orama's search of `term` in these attributes scores: BM25 per word found, summed per record. */
  protected collect(term: string, tolerance: number, fields: readonly number[], into: SlotScores): void {
    const tokens = queryTokenizer.tokenize(term, undefined, undefined, false) as string[];
    const { sums } = StoreText;
    sums.reset();
    for (const index of fields) {
      const field = this.data[index];
      for (const token of tokens) {
        const found = field.tree.find({ term: token, exact: false, tolerance });
        for (const word of Object.keys(found)) {
          const id = this.store.words.id(word);
          if (id === undefined || !field.df[id]) continue;
          this.score(field, index, id, sums);
        }
      }
    }
    const { touched, values } = sums;
    for (let at = 0; at < sums.count; at++) into.max(touched[at], values[touched[at]]);
  }

  /** Orama's BM25 of a record holding the word (term frequency 1 of its `length` words), boosted. */
  private bm25(field: Field, df: number, length: number): number {
    const tf = 1 / length;
    const bm25 = (Math.log(1 + (this.docs - df + 0.5) / (df + 0.5)) * (D + tf * (K + 1))) / (tf + K * (1 - B + (B * length) / field.avg!));
    return bm25 * field.boost;
  }

  private score(field: Field, index: number, word: number, sums: SlotScores): void {
    const df = field.df[word];
    const { live } = this.store;
    if (index === this.namesField) {
      // Names are a few words long: their scores are worked out once per length.
      const byLength = StoreText.byLength.fill(NaN);
      const slots = this.names.slotsWith(word);
      for (let at = 0; at < slots.length; at++) {
        const slot = slots[at];
        if (live[slot] !== 1) continue;
        const length = this.names.count(slot);
        let value = length < byLength.length ? byLength[length] : NaN;
        if (Number.isNaN(value)) {
          value = this.bm25(field, df, length);
          if (length < byLength.length) byLength[length] = value;
        }
        sums.add(slot, value);
      }
    } else {
      const attribute = field.attribute!;
      for (const key of this.keysOfWord(field).get(word) ?? []) {
        const value = this.bm25(field, df, this.setWords(field, attribute.setOf[key]).length);
        const slots = this.store.slotsOfKey(attribute.column, key);
        for (let at = 0; at < slots.length; at++) if (live[slots[at]] === 1) sums.add(slots[at], value);
      }
    }
    for (const [slot, words] of this.explicitWords) if (words[index].includes(word)) sums.add(slot, this.bm25(field, df, words[index].length));
  }

  private keysOfWord(field: Field): Map<number, number[]> {
    if (field.keysOfWord) return field.keysOfWord;
    const keysOfWord = new Map<number, number[]>();
    const { setOf } = field.attribute!;
    for (let key = 1; key < setOf.length; key++) {
      if (setOf[key] < 0) continue;
      for (const word of this.setWords(field, setOf[key])) {
        const keys = keysOfWord.get(word);
        if (keys) keys.push(key);
        else keysOfWord.set(word, [key]);
      }
    }
    field.keysOfWord = keysOfWord;
    return keysOfWord;
  }
}
