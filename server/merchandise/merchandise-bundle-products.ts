/**
 * Rows into products: the rows of one product share its key (contiguous or not), each row is one
 * of its sizes, and its own columns are taken from the first row that fills them — a later row
 * that fills one differently is a problem, since nobody could say which value the merchant meant.
 */
import { type BundleProduct, type BundleProductSize, readGtin, readKey, readStock } from '../../src/domain/catalogue/catalogue-bundle';
import { PRODUCT_COLUMNS, PRODUCT_COLUMN_INDEX } from './merchandise-bundle-columns';
import type { ProductRow } from './merchandise-bundle-csv';
import { type BundleProblems, shown } from './merchandise-bundle-limits';
import { type ProductDraft, draftCell, productOf } from './merchandise-bundle-product-cells';

export interface AssembledProducts {
  products: BundleProduct[];
  /** Each product's first line, and each size's line by SKU, for the cross-checks' problems. */
  lines: Map<string, number>;
  skuLines: Map<string, number>;
}

/**
 * Columns whose texts repeat from product to product (keys, composition, care…): one string is kept
 * per distinct text rather than a copy per product (tens of megabytes on 100,000 products).
 */
const SHARED = new Set(PRODUCT_COLUMNS.filter((name) => !/^(name|slug|description)_/.test(name)).map((name) => PRODUCT_COLUMN_INDEX.get(name)!));
const SHARED_TEXTS = 200_000;

export class ProductAssembler {
  private readonly drafts = new Map<string, ProductDraft>();
  private readonly texts = new Map<string, string>();
  private readonly skus = new Map<string, number>();
  private readonly gtins = new Map<string, { sku: string; line: number }>();

  /** `present`: the CSV header's columns (a required column it lacks is one header problem, not one per product). */
  constructor(
    private readonly file: string,
    private readonly problems: BundleProblems,
    private readonly present?: Set<string>,
  ) {}

  add(row: ProductRow): void {
    const key = readKey('product_key', row.cells.get('product_key') ?? '');
    if (!key.ok) {
      this.problems.at(this.file, row.line, key.problem, 'product_key');
      return;
    }
    let draft = this.drafts.get(key.value);
    if (!draft) {
      draft = { key: key.value, line: row.line, cells: new Array<string | undefined>(PRODUCT_COLUMNS.length), sizes: [] };
      this.drafts.set(key.value, draft);
    }
    for (const [name, text] of row.cells) {
      const index = PRODUCT_COLUMN_INDEX.get(name);
      if (index === undefined || text.trim() === '') continue;
      const earlier = draftCell(draft, name);
      if (!earlier) {
        draft.cells[index] = SHARED.has(index) ? this.shared(text) : text;
        if (row.line !== draft.line) (draft.laterLines ??= new Map()).set(index, row.line);
      } else if (earlier.text.trim() !== text.trim()) {
        this.problems.at(this.file, row.line, `${name} ${shown(text)} differs from line ${earlier.line} (${shown(earlier.text)}): the rows of product ${shown(key.value)} must agree`, name);
      }
    }
    const size = this.sizeOf(row, draft);
    if (size) draft.sizes.push(size);
  }

  private shared(text: string): string {
    const known = this.texts.get(text);
    if (known !== undefined) return known;
    if (this.texts.size < SHARED_TEXTS) this.texts.set(text, text);
    return text;
  }

  private sizeOf(row: ProductRow, draft: ProductDraft): BundleProductSize | null {
    const cell = (name: string) => row.cells.get(name) ?? '';
    const before = this.problems.count;
    const wrong = (field: string, message: string) => this.problems.at(this.file, row.line, message, field);
    const sku = readKey('sku', cell('sku'));
    const gtin = readGtin('gtin', cell('gtin'));
    const size = readKey('size', cell('size'));
    const stock = cell('stock').trim() === '' ? ({ ok: false, problem: 'stock is empty' } as const) : readStock('stock', cell('stock'));
    if (!sku.ok) wrong('sku', sku.problem);
    if (!gtin.ok) wrong('gtin', gtin.problem);
    if (!size.ok) wrong('size', size.problem);
    if (!stock.ok) wrong('stock', stock.problem);
    if (sku.ok) {
      const seen = this.skus.get(sku.value);
      if (seen === undefined) this.skus.set(sku.value, row.line);
      else wrong('sku', `sku ${shown(sku.value)} is already on line ${seen}`);
    }
    if (gtin.ok && gtin.value !== null) {
      const seen = this.gtins.get(gtin.value);
      if (!seen) this.gtins.set(gtin.value, { sku: sku.ok ? sku.value : '', line: row.line });
      else wrong('gtin', `gtin ${shown(gtin.value)} is already the GTIN of sku ${shown(seen.sku)} (line ${seen.line})`);
    }
    const twin = size.ok ? draft.sizes.find((each) => each.size === size.value) : undefined;
    if (twin) wrong('size', `size ${shown(twin.size)} of product ${shown(draft.key)} is already on line ${this.skus.get(twin.sku)}`);
    if (this.problems.count !== before || !sku.ok || !gtin.ok || !size.ok || !stock.ok) return null;
    return { sku: sku.value, gtin: gtin.value, size: this.shared(size.value), stock: stock.value };
  }

  finish(): AssembledProducts {
    const products: BundleProduct[] = [];
    const lines = new Map<string, number>();
    // Each draft goes as its product comes, so that both are never held whole at once.
    for (const [key, draft] of this.drafts) {
      lines.set(key, draft.line);
      const product = productOf(draft, this.file, this.problems, this.present);
      if (product) products.push(product);
      this.drafts.delete(key);
    }
    return { products, lines, skuLines: this.skus };
  }
}
