/**
 * Full-text matching and scoring with Orama (DESIGN decision 3: from a library, not hand-written)
 * for indexes of plain records (the suggestions): each record is an Orama document whose
 * attributes hold its folded words (`search-text-search.ts` says how queries match them).
 */
import { create, insert, remove, search, type AnyOrama, type Results } from '@orama/orama';
import type { SlotScores } from './search-slot-scores';
import { TextSearch, fieldWords } from './search-text-search';

type Doc = Record<string, string>;

function syncResult<T>(value: T | Promise<T>): T {
  if (value instanceof Promise) throw new Error('Orama answered asynchronously: hooks are not expected');
  return value;
}

/** Records indexed one by one in Orama (the suggestions, and any index of plain records). */
export class TextIndex extends TextSearch {
  private readonly properties: string[];
  private readonly boost: Record<string, number>;
  private db: AnyOrama;
  /** Indexed words of each record, per searchable attribute. */
  private keysBySlot = new Map<number, string[][]>();

  constructor(fields: string[]) {
    super(fields);
    this.properties = fields.map((_, index) => `f${index}`);
    this.boost = Object.fromEntries(this.properties.map((name, index) => [name, 1 + (fields.length - index - 1) * 0.5]));
    this.db = this.createDb();
  }

  private createDb(): AnyOrama {
    return create({
      schema: Object.fromEntries(this.properties.map((name) => [name, 'string'])) as Record<string, 'string'>,
      sort: { enabled: false },
    });
  }

  clear(): void {
    this.db = this.createDb();
    this.keysBySlot = new Map();
    this.clearCache();
  }

  add(slot: number, record: unknown): void {
    const doc: Doc = { id: String(slot) };
    const keys = this.fields.map((path, index) => {
      const fieldKeys = fieldWords(record, path);
      doc[this.properties[index]] = fieldKeys.join(' ');
      return fieldKeys;
    });
    syncResult(insert(this.db, doc));
    this.keysBySlot.set(slot, keys);
    this.clearCache();
  }

  delete(slot: number): void {
    if (!this.keysBySlot.has(slot)) return;
    syncResult(remove(this.db, String(slot)));
    this.keysBySlot.delete(slot);
    this.clearCache();
  }

  protected keys(slot: number, field: number): readonly string[] {
    return this.keysBySlot.get(slot)?.[field] ?? [];
  }

  protected collect(term: string, tolerance: number, fields: readonly number[], into: SlotScores): void {
    const results = syncResult(
      search(this.db, {
        term,
        properties: fields.map((index) => this.properties[index]),
        tolerance,
        boost: this.boost,
        limit: this.keysBySlot.size,
        threshold: 1,
      }),
    ) as Results<Doc>;
    for (const hit of results.hits) {
      into.max(Number(hit.id), hit.score);
    }
  }
}

