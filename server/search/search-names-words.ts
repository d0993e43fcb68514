/**
 * The words of every product's name in one language (the first searchable attribute), as word
 * ids per slot and, the other way round, slots per word: what the text search of a store reads
 * for names, the one attribute products do not share. Names are cut into words by the same rules
 * as everything else (`indexKeys`), once per distinct space-separated piece: catalogues repeat
 * the same few hundred words.
 */
import type { Interner } from './search-interner';
import type { ProductTable } from './search-product-table';
import { indexKeys } from './search-text-normalise';

export class NamesWords {
  private offsets = new Int32Array(1);
  private ids = new Int32Array(0);
  private inverted: { offsets: Int32Array; slots: Int32Array } | null = null;

  constructor(
    private readonly table: ProductTable,
    private readonly words: Interner<string>,
    private readonly locale: string,
  ) {}

  /** Reads every name of the table again. */
  build(): void {
    const { table } = this;
    const offsets = new Int32Array(table.size + 1);
    const ids: number[] = [];
    const pieces = new Map<string, number[]>();
    for (let slot = 0; slot < table.size; slot++) {
      const name = table.explicit(slot) ? undefined : table.name(slot, this.locale);
      if (name !== undefined) this.append(name, ids, pieces);
      offsets[slot + 1] = ids.length;
    }
    this.offsets = offsets;
    this.ids = Int32Array.from(ids);
    this.inverted = null;
  }

  /** Word ids of a slot's name (empty for slots added since the last build). */
  of(slot: number): Int32Array {
    if (slot + 1 >= this.offsets.length) return this.ids.subarray(0, 0);
    return this.ids.subarray(this.offsets[slot], this.offsets[slot + 1]);
  }

  /** Makes the slots of every word ready. */
  prepare(): void {
    this.inverted ??= this.invert();
  }

  /** Where each slot's words start in `wordIds` (slots added since the last build have none). */
  get slotOffsets(): Int32Array {
    return this.offsets;
  }

  get wordIds(): Int32Array {
    return this.ids;
  }

  /** How many words a slot's name has. */
  count(slot: number): number {
    return slot + 1 < this.offsets.length ? this.offsets[slot + 1] - this.offsets[slot] : 0;
  }

  /** Slots whose name holds a word, in slot order. */
  slotsWith(word: number): Int32Array {
    const inverted = (this.inverted ??= this.invert());
    if (word + 1 >= inverted.offsets.length) return inverted.slots.subarray(0, 0);
    return inverted.slots.subarray(inverted.offsets[word], inverted.offsets[word + 1]);
  }

  /** `indexKeys(name)` as word ids, computed per space-separated piece. */
  private append(name: string, into: number[], pieces: Map<string, number[]>): void {
    const start = into.length;
    for (const piece of name.split(' ')) {
      let pieceWords = pieces.get(piece);
      if (!pieceWords) {
        pieceWords = indexKeys(piece).map((word) => this.words.intern(word, () => word));
        pieces.set(piece, pieceWords);
      }
      for (const word of pieceWords) {
        let seen = false;
        for (let at = start; at < into.length && !seen; at++) seen = into[at] === word;
        if (!seen) into.push(word);
      }
    }
  }

  private invert(): { offsets: Int32Array; slots: Int32Array } {
    const offsets = new Int32Array(this.words.size + 1);
    for (const word of this.ids) offsets[word + 1]++;
    for (let word = 0; word < this.words.size; word++) offsets[word + 1] += offsets[word];
    const next = offsets.slice(0, this.words.size);
    const slots = new Int32Array(this.ids.length);
    for (let slot = 0; slot + 1 < this.offsets.length; slot++) {
      for (let at = this.offsets[slot]; at < this.offsets[slot + 1]; at++) slots[next[this.ids[at]]++] = slot;
    }
    return { offsets, slots };
  }
}
