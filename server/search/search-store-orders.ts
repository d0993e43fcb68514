/**
 * The orders of a store's sorts without a query (search-sort-orders.ts), and where each record it holds
 * would sit in an index of plain records (its insertion position: ties rank by it, as they rank
 * by slot there). Orders are made once and kept through changes that move nothing in them: a
 * restock changes no sort value.
 */
import { grown } from './search-interner';
import type { IndexSettings, SortCriterion } from './search-record';
import { orderByRanks } from './search-sort-orders';
import type { StoreColumns } from './search-store-columns';
import type { ProductTable } from './search-product-table';

/** What the orders read of their store. */
interface OrderedStore {
  readonly table: ProductTable;
  readonly live: Uint8Array;
}

export class StoreOrders {
  private orders = new Map<string, Int32Array>();
  private insertedAt = new Float64Array(0);
  private nextPosition = 0;
  /** Whether insertion positions no longer follow slot order. */
  private reordered = false;
  private insertion: Int32Array | null = null;
  /** Sort values (and insertion positions) of slots about to change, taken before the change. */
  private valuesBefore = new Map<number, number[]>();
  private readonly sortAttributes: string[];

  constructor(
    private readonly store: OrderedStore,
    private readonly columns: StoreColumns,
    private readonly settings: IndexSettings,
  ) {
    this.sortAttributes = [...new Set([...settings.customRanking, ...Object.values(settings.replicas).flat()].map((criterion) => criterion.attribute))];
  }

  grow(size: number): void {
    this.insertedAt = grown(this.insertedAt, size);
  }

  /** Every held slot was inserted in slot order (a full build). */
  insertedInSlotOrder(): void {
    const { live, table } = this.store;
    this.nextPosition = 0;
    this.reordered = false;
    for (let slot = 0; slot < table.size; slot++) if (live[slot] === 1) this.insertedAt[slot] = this.nextPosition++;
    this.forget();
  }

  /** Makes the order of every sort of the settings. */
  prepare(): void {
    this.order([]);
    for (const sort of Object.values(this.settings.replicas)) this.order(sort);
  }

  /** Records held changed (insertion order is worked out again when asked). */
  changed(): void {
    this.insertion = null;
  }

  forget(): void {
    this.orders = new Map();
  }

  /** A slot takes the place of the record it replaces, or comes after every other. */
  place(slot: number, replaced: number | undefined): void {
    if (replaced === slot) return;
    this.insertedAt[slot] = replaced === undefined ? this.nextPosition++ : this.insertedAt[replaced];
    this.reordered = true;
  }

  /** The held slots in insertion order, when that is not slot order. */
  insertionOrder(): Int32Array | null {
    if (!this.reordered) return null;
    if (!this.insertion) {
      const { live, table } = this.store;
      const byPosition = new Int32Array(this.nextPosition).fill(-1);
      for (let slot = 0; slot < table.size; slot++) if (live[slot] === 1) byPosition[this.insertedAt[slot]] = slot;
      this.insertion = byPosition.filter((slot) => slot >= 0);
    }
    return this.insertion;
  }

  positions(): Float64Array | null {
    return this.reordered ? this.insertedAt : null;
  }

  order(sort: readonly SortCriterion[]): Int32Array {
    const key = JSON.stringify(sort);
    let order = this.orders.get(key);
    // Slots added to the table since (records upserted into another store) are in no order yet.
    if (!order || order.length !== this.store.table.size) {
      const criteria = [...sort, ...this.settings.customRanking];
      order = orderByRanks(this.tieBreakOrder(), criteria.map((criterion) => this.columns.sortRanks(criterion.attribute, criterion.direction)));
      this.orders.set(key, order);
    }
    return order;
  }

  /** Every slot in the order of the last tie-break: insertion order for held ones, then the others. */
  private tieBreakOrder(): Int32Array {
    const { live, table } = this.store;
    const order = new Int32Array(table.size);
    const inserted = this.insertionOrder();
    if (!inserted) {
      for (let slot = 0; slot < order.length; slot++) order[slot] = slot;
      return order;
    }
    order.set(inserted);
    let at = inserted.length;
    for (let slot = 0; slot < table.size; slot++) if (live[slot] !== 1) order[at++] = slot;
    return order;
  }

  /** Before some slots change: what the orders depend on for them. */
  before(slots: readonly number[]): void {
    this.valuesBefore = new Map();
    if (this.orders.size > 0) for (const slot of slots) this.valuesBefore.set(slot, this.sortValues(slot));
  }

  /** After they changed: the orders stay unless something in them moved (or products were added). */
  after(grew: boolean): void {
    const moved = grew || [...this.valuesBefore].some(([slot, before]) => this.sortValues(slot).some((value, index) => !Object.is(value, before[index]) && value !== before[index]));
    if (moved) this.forget();
    this.valuesBefore = new Map();
  }

  /** What orders depend on for a slot: its sort values, then its insertion position. */
  private sortValues(slot: number): number[] {
    return [...this.sortAttributes.map((attribute) => this.columns.sortValue(attribute, slot)), this.insertedAt[slot]];
  }
}
