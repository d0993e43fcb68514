/**
 * Support's backup of the running shop (GET /api/v5/admin/backup) restored offline into a fresh
 * directory: the copy holds the same orders (ids, totals, statuses), customers (ids, e-mails)
 * and stock (in total and per size), including what changed just before the backup.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../db/database';
import { DEMO_PASSWORD } from '../demo/seed-customers';
import { useApi } from '../testing/api-harness';
import { buildApp } from '../app';
import { restoreDataDir, RestoreRefused } from '../../src/adapters/storage/pglite-backup-restorer';
import { injectStaffSignIn } from '../testing/staff-second-factor';

// The backup is of the embedded database: PGlite even when the suite runs on PostgreSQL.
const api = useApi({}, { databaseUrl: '' });
const work = mkdtempSync(path.join(tmpdir(), 'boutique-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const tokenOf = (email: string): Promise<string> => injectStaffSignIn(api.app, api.db, email, DEMO_PASSWORD);

async function snapshot(db: Db) {
  const orders = await db.selectFrom('orders').select(['id', 'total_cents', 'status']).orderBy('id').execute();
  const customers = await db.selectFrom('customers').select(['id', 'email']).orderBy('id').execute();
  const sizes = await db.selectFrom('product_sizes').select(['id', 'stock']).orderBy('id').execute();
  return { orders, customers, stock: Object.fromEntries(sizes.map((size) => [size.id, size.stock])), units: sizes.reduce((sum, size) => sum + size.stock, 0) };
}

describe('GET /api/v5/admin/backup', () => {
  it('is reserved to support staff: 401 without a token, 403 for a customer', async () => {
    expect((await api.get('/admin/backup')).status).toBe(401);
    const customer = await api.get<{ code: number }>('/admin/backup', { headers: { authorization: `Bearer ${await tokenOf('camille@example.com')}` } });
    expect(customer.status).toBe(403);
    expect(customer.body).toMatchObject({ code: 403 });
  });

  it('streams a tar.gz that restores into a fresh directory with the same orders, customers and stock', async () => {
    // Changes just before the backup must be in it.
    const size = await api.db.selectFrom('product_sizes').select(['id', 'stock']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await api.db.updateTable('product_sizes').set({ stock: size.stock + 17 }).where('id', '=', size.id).execute();
    const registered = await api.post('/security/register', { civility: 1, firstName: 'Backup', lastName: 'Check', email: 'backup-check@example.com', password: 'Secret1234' });
    expect(registered.status).toBeLessThan(300);
    const before = await snapshot(api.db);
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.customers.map((customer) => customer.email)).toContain('backup-check@example.com');

    const answer = await api.app.inject({ method: 'GET', url: '/api/v5/admin/backup', headers: { authorization: `Bearer ${await tokenOf('support@example.com')}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="boutique-[0-9TZ-]+\.tar\.gz"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const archive = answer.rawPayload;
    expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const dataDir = path.join(work, 'restored');
    const summary = await restoreDataDir(new Blob([new Uint8Array(archive)]), dataDir);
    expect(summary.counts).toEqual({ orders: before.orders.length, customers: before.customers.length, stock: before.units });

    const restored = await createDatabase({ dataDir });
    try {
      const after = await snapshot(restored.db);
      expect(after.orders).toEqual(before.orders);
      expect(after.customers).toEqual(before.customers);
      expect(after.units).toBe(before.units);
      expect(after.stock).toEqual(before.stock);
      expect(after.stock[size.id]).toBe(size.stock + 17);
    } finally {
      await restored.db.destroy();
    }
  }, 60_000);

  it('answers 409 pointing to pg_dump when the shop has no embedded database to copy', async () => {
    const app = await buildApp({ db: api.db, pages: false, mode: 'test' });
    try {
      // Its own sign-in key: a token of this app.
      const token = await injectStaffSignIn(app, api.db, 'support@example.com', DEMO_PASSWORD);
      const answer = await app.inject({ method: 'GET', url: '/api/v5/admin/backup', headers: { authorization: `Bearer ${token}` } });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 409, message: expect.stringContaining('pg_dump') });
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('restoreDataDir', () => {
  it('refuses a directory that is not empty, and an archive that is not a backup, leaving nothing behind', async () => {
    const full = path.join(work, 'full');
    mkdirSync(full);
    writeFileSync(path.join(full, 'keep.txt'), 'data');
    await expect(restoreDataDir(new Blob([Buffer.from('x')]), full)).rejects.toBeInstanceOf(RestoreRefused);

    const fresh = path.join(work, 'garbage');
    await expect(restoreDataDir(new Blob([Buffer.from('not a tar archive')]), fresh)).rejects.toBeInstanceOf(RestoreRefused);
    expect(() => mkdirSync(fresh)).not.toThrow();
  });
});
