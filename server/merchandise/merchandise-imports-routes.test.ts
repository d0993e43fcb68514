/**
 * `POST /api/v5/admin/catalogue/imports` and `GET …/imports/{id}`, `GET /admin/catalogue/export`
 * as the demo merchandiser: the 20-product fixture bundle goes in whole (its pictures stored),
 * again with nothing changed, a broken bundle writes nothing and lists its problems, a dry run
 * writes nothing, and the export imported back changes nothing.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { packBundle } from './merchandise-bundle-write';
import { importsRunningHere, type ImportJob } from './merchandise-service';
import { parentKeyHeaders } from '../testing/search-key-support';

const api = useApi();
const client = accountsClient(api);
const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/catalogue');
let merch = '';
let work = '';

beforeAll(async () => {
  // A shop with no catalogue yet (CATALOGUE=empty): the merchant's own comes in.
  for (const table of ['product_associations', 'pictures', 'product_artists', 'product_prices', 'product_sizes', 'product_translations', 'product_ratings', 'products', 'category_translations', 'categories', 'artists', 'brands', 'catalogue_terms'] as const) {
    await api.db.deleteFrom(table).execute();
  }
  merch = (await client.signIn('merch@example.com')).token;
  work = await mkdtemp(path.join(tmpdir(), 'boutique-import-routes-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

type JobAnswer = Omit<ImportJob, 'problems'> & { problems: (ImportJob['problems'][number] & { text: string })[] };

async function archiveOf(fixture: string, kind: 'zip' | 'tar.gz'): Promise<Buffer> {
  const file = path.join(work, `${fixture}-${Date.now()}.${kind}`);
  await packBundle(path.join(FIXTURES, fixture), file);
  return readFile(file);
}

function send(bytes: Buffer, query = '', type = 'application/zip', token = merch) {
  return api.app.inject({
    method: 'POST',
    url: `/api/v5/admin/catalogue/imports${query}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: bytes,
  });
}

/** The job once it has ended. */
async function ended(id: string): Promise<JobAnswer> {
  await Promise.all(importsRunningHere());
  const answer = await api.app.inject({ method: 'GET', url: `/api/v5/admin/catalogue/imports/${id}`, headers: { authorization: `Bearer ${merch}` } });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

async function imported(bytes: Buffer, query = '', type = 'application/zip'): Promise<JobAnswer> {
  const started = await send(bytes, query, type);
  expect(started.statusCode, started.body).toBe(202);
  expect(started.headers.location).toMatch(/\/admin\/catalogue\/imports\/[0-9a-f-]{36}$/);
  return ended(started.json().id);
}

describe('catalogue imports', () => {
  it('a dry run tells what would be created and writes nothing', async () => {
    const job = await imported(await archiveOf('twenty', 'zip'), '?dryRun=true&name=twenty.zip');
    expect(job).toMatchObject({ state: 'done', dryRun: true, fileName: 'twenty.zip', counts: { created: 20, changed: 0, archived: 0 }, problems: [] });
    expect((await api.get('/admin/products/AS-SNK-RUNNER-BLK', { headers: { authorization: `Bearer ${merch}` } })).status).toBe(404);
  });

  it('imports the 20-product bundle, then the same again with nothing changed', async () => {
    const bytes = await archiveOf('twenty', 'tar.gz');
    const first = await imported(bytes, '?name=twenty.tar.gz', 'application/gzip');
    expect(first).toMatchObject({ state: 'done', counts: { created: 20, changed: 0 }, problems: [] });
    // The one product with a watermark: stored as an original, named by the product and its search hit.
    const marked = await api.db.selectFrom('products').select(['id', 'watermark']).where('key', '=', 'NV-TEE-LOGO-BLK').executeTakeFirstOrThrow();
    expect(marked.watermark).toMatch(/^\/media\/originals\/[0-9a-f]{64}\.png$/);
    expect(await api.db.selectFrom('products').select('id').where('watermark', 'is not', null).execute()).toHaveLength(1);
    const hit = await api.app.inject({ method: 'GET', url: `/1/indexes/laboutiqueofficielle_products/${marked.id}`, headers: parentKeyHeaders(api.app) });
    expect(hit.statusCode, hit.body).toBe(200);
    expect(hit.json().watermarkUrl).toBe(marked.watermark);
    const again = await send(bytes, '', 'application/gzip');
    expect(again.statusCode).toBe(202);
    expect(await ended(again.json().id)).toMatchObject({ state: 'done', counts: { created: 0, changed: 0, unchanged: 20, archived: 0 } });
  });

  it('refuses a broken bundle whole, every problem located, nothing written', async () => {
    const job = await imported(await archiveOf('broken', 'zip'));
    expect(job.state).toBe('failed');
    expect(job.counts).toBeNull();
    expect(job.problems.length).toBeGreaterThan(5);
    for (const problem of job.problems) expect(problem.text).toMatch(/^[\w./-]+(:\d+)?: /);
  });

  it('exports the catalogue, which imported back changes nothing', async () => {
    const exported = async (name: string) => {
      const answer = await api.app.inject({ method: 'GET', url: '/api/v5/admin/catalogue/export', headers: { authorization: `Bearer ${merch}` } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/gzip');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d\d-\d\d\.tar\.gz"$/);
      const file = path.join(work, name);
      await writeFile(file, answer.rawPayload);
      return readFile(file);
    };
    const job = await imported(await exported('export.tar.gz'), '', 'application/gzip');
    expect(job.problems.map((problem) => problem.text)).toEqual([]);
    expect(job).toMatchObject({ state: 'done', counts: { created: 0, changed: 0, unchanged: 20, archived: 0 } });
  }, 120_000);

  it('answers 415 for another body, 400 for an overlong id and 404 for an unknown one', async () => {
    expect((await send(Buffer.from('a,b\n'), '', 'text/csv')).statusCode).toBe(415);
    const headers = { authorization: `Bearer ${merch}` };
    expect((await api.app.inject({ method: 'GET', url: `/api/v5/admin/catalogue/imports/${'x'.repeat(65)}`, headers })).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/api/v5/admin/catalogue/imports/nope', headers })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/v5/admin/catalogue/imports/00000000-0000-4000-8000-000000000000', headers })).statusCode).toBe(404);
  });

  it('is the merchandiser’s: a customer gets 403, nobody signed in 401', async () => {
    const camille = (await client.signIn('camille@example.com')).token;
    const bytes = await archiveOf('twenty', 'zip');
    expect((await send(bytes, '', 'application/zip', camille)).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'POST', url: '/api/v5/admin/catalogue/imports', headers: { 'content-type': 'application/zip' }, payload: bytes })).statusCode).toBe(401);
  });
});
