import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './test-server';

describe('startTestServer', () => {
  it('serves a fresh shop on a random port and cleans up on close', async () => {
    const shop = await startTestServer({ pages: false });
    try {
      expect(shop.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${shop.url}/api/v5/init`, { headers: { store: 'boutique_de' } });
      expect(response.status).toBe(200);
      const init = (await response.json()) as { stores: { id: string; baseUrl: string }[] };
      expect(init.stores.find((store) => store.id === 'boutique_de')?.baseUrl).toBe(`${shop.url}/de`);
    } finally {
      await shop.close();
      await shop.close();
    }
    await expect(fetch(`${shop.url}/api/v5/init`)).rejects.toThrow();
  });

  it.runIf(process.env.TEST_DATABASE_URL)('creates its own PostgreSQL database and drops it on close', async () => {
    const databases = async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        // This process's test databases only (their names carry its pid): other test files, in
        // other workers, create and drop theirs at the same time.
        const mine = `boutique\\_test\\_${process.pid}\\_%`;
        return (await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [mine])).rows.map((row) => row.datname);
      } finally {
        await client.end();
      }
    };
    const before = await databases();
    const shop = await startTestServer({ pages: false });
    const during = await databases();
    const created = during.filter((name) => !before.includes(name));
    expect(created).toHaveLength(1);
    await shop.close();
    expect(await databases()).not.toContain(created[0]);
  });
});
