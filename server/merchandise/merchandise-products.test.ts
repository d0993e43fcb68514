/**
 * The day-to-day services themselves, on a seeded database: what they announce after the commit
 * (and only when something changed), concurrent stock moves, and stock alerts when a size comes
 * back — mailed after the commit, kept waiting when the mail fails, the stock written either way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TtlCache } from '../cache/ttl-cache';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import { FileOutboxMailer, readOutboxDir } from '../mail/file-outbox-mailer';
import type { Mailer } from '../mail/mailer';
import { demoCatalogue } from '../testing/catalogue-fixtures';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { changeStock, importStock, setPrice, setStatus, type MerchandiseDeps } from './merchandise-service';

let database: TestDatabase;
const outbox = mkdtempSync(path.join(tmpdir(), 'boutique-merch-outbox-'));

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.dispose();
  rmSync(outbox, { recursive: true, force: true });
});

/** What the services announced after their commits. */
function announced() {
  const products: number[][] = [];
  const sizes: number[][] = [];
  const changes = { refreshProducts: async (ids: readonly number[]) => void products.push([...ids]), refreshSizes: async (ids: readonly number[]) => void sizes.push([...ids]) };
  return { products, sizes, changes: changes as unknown as CatalogueChanges };
}

function depsWith(extra: Partial<MerchandiseDeps> = {}): MerchandiseDeps {
  return {
    db: database.db,
    cache: new TtlCache(0),
    urls: { publicUrl: undefined, storeBaseUrls: {} },
    now: () => new Date(),
    secret: { key: new Uint8Array(32).fill(7), origin: 'ephemeral' },
    mailer: new FileOutboxMailer(outbox),
    ...extra,
  };
}

const restricted = () => new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const withSoldOut = () => demoCatalogue().products.filter((p) => !restricted().has(p.brandId) && !p.isOnlyOutlet && Object.keys(p.prices).length === 6 && p.sizes.some((size) => size.stock === 0));
const stockOf = async (sizeId: number) => (await database.db.selectFrom('product_sizes').select('stock').where('id', '=', sizeId).executeTakeFirstOrThrow()).stock;

async function waitingAlert(productId: number, productSizeId: number, email: string): Promise<number> {
  const row = await database.db
    .insertInto('product_alerts')
    .values({ product_id: productId, product_size_id: productSizeId, customer_id: null, device_token_salesforce: null, email, alert_type: 'back_in_stock', store_id: 'laboutiqueofficielle', locale: 'fr', site_url: 'http://localhost', created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const sentAt = async (alertId: number) => (await database.db.selectFrom('product_alerts').select('sent_at').where('id', '=', alertId).executeTakeFirstOrThrow()).sent_at;

describe('the day-to-day services', () => {
  it('announce a change after its commit, and nothing when nothing changed', async () => {
    const product = demoCatalogue().products[10];
    const { products, sizes, changes } = announced();
    const deps = depsWith({ catalogueChanges: changes });
    const price = (product.prices.fr.price + 100) / 100;
    expect((await setPrice(deps, 'fr', String(product.id), 'fr', { price })).ok).toBe(true);
    expect((await setPrice(deps, 'fr', String(product.id), 'fr', { price })).ok).toBe(true);
    expect(products).toEqual([[product.id]]);
    await setStatus(deps, 'fr', String(product.id), 'published');
    expect(products).toEqual([[product.id]]);
    const size = product.sizes[0];
    await changeStock(deps, 'fr', String(product.id), String(size.id), { set: size.stock });
    expect(sizes).toEqual([]);
    await changeStock(deps, 'fr', String(product.id), String(size.id), { add: 1 });
    expect(sizes).toEqual([[size.id]]);
  });

  it('apply concurrent moves of one stock one after the other', async () => {
    const product = demoCatalogue().products[11];
    const size = product.sizes[0];
    const before = await stockOf(size.id);
    const deps = depsWith();
    await Promise.all(Array.from({ length: 8 }, () => changeStock(deps, 'fr', String(product.id), String(size.id), { add: 1 })));
    expect(await stockOf(size.id)).toBe(before + 8);
  });

  it('mail the waiting alerts of sizes a stock feed brings back, once committed', async () => {
    const [first, second] = withSoldOut();
    const a = first.sizes.find((size) => size.stock === 0)!;
    const b = second.sizes.find((size) => size.stock === 0)!;
    const alerts = [await waitingAlert(first.id, a.id, 'feed-a@example.com'), await waitingAlert(second.id, b.id, 'feed-b@example.com')];
    const counts = await importStock(depsWith(), 'stock.csv', `sku,stock\n${a.id},+2\n${b.id},0\n`);
    expect(counts).toEqual({ ok: true, value: { changed: 1, unchanged: 1, alertsSent: 1 } });
    expect(await readOutboxDir(outbox, 'feed-a@example.com')).toHaveLength(1);
    expect(await sentAt(alerts[0])).not.toBeNull();
    expect(await sentAt(alerts[1])).toBeNull();
  });

  it('keep the stock they wrote when a mail fails, and the alert waits for the next restock', async () => {
    const product = withSoldOut()[2];
    const size = product.sizes.find((candidate) => candidate.stock === 0)!;
    const alert = await waitingAlert(product.id, size.id, 'down@example.com');
    const failing: Mailer = { send: async () => { throw new Error('mail server down'); } } as unknown as Mailer;
    const errors: unknown[] = [];
    const deps = depsWith({ mailer: failing, log: { error: (object) => void errors.push(object) } });
    expect(await changeStock(deps, 'fr', String(product.id), String(size.id), { set: 3 })).toMatchObject({ ok: true, value: { stockBefore: 0, stock: 3, alertsSent: 0 } });
    expect(await stockOf(size.id)).toBe(3);
    expect(await sentAt(alert)).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
