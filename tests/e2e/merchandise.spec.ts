/**
 * A merchant's product reaches the German and Dutch stores: the catalogue exported as a bundle
 * (GET /api/v5/admin/catalogue/export), a new product written into its products.csv with its own
 * names in each language and one of the shop's photos, the bundle imported back (a job), and the
 * product page read in German and in Dutch. The product is archived at the end, so the journeys
 * that follow on this worker's shop see the demo catalogue as it was.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import * as tar from 'tar';
import { staffToken } from './support/accounts';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';

const MERCH = { email: 'merch@example.com', password: 'Boutique2026' };
const KEY = 'E2E-ZEIT-HOODIE';
const NAMES: Record<string, string> = {
  fr: 'Sweat Capsule Temporelle', es: 'Sudadera Cápsula del Tiempo', it: 'Felpa Capsula del Tempo',
  nl: 'Tijdcapsule Hoodie', de: 'Zeitkapsel Kapuzenpullover', en: 'Time Capsule Hoodie',
};
const slugOf = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

async function signIn(request: APIRequestContext): Promise<string> {
  return staffToken(request, MERCH.email, MERCH.password);
}

/** The exported bundle with a new product: a copy of the first product's rows, named anew. */
async function bundleWithNewProduct(request: APIRequestContext, token: string): Promise<Buffer> {
  const exported = await request.get(`${baseURL()}/api/v5/admin/catalogue/export`, { headers: { authorization: `Bearer ${token}` } });
  expect(exported.status()).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'boutique-e2e-bundle-'));
  writeFileSync(join(dir, 'export.tar.gz'), await exported.body());
  const folder = join(dir, 'catalogue');
  mkdirSync(folder);
  await tar.extract({ file: join(dir, 'export.tar.gz'), cwd: folder, strict: true });
  const [header, ...rows] = parse(readFileSync(join(folder, 'products.csv'), 'utf8'), { bom: true }) as string[][];
  const column = (name: string) => header.indexOf(name);
  const model = rows[0][column('product_key')];
  const copies = rows.filter((row) => row[column('product_key')] === model).map((row) => {
    const copy = [...row];
    copy[column('product_key')] = KEY;
    copy[column('sku')] = `${KEY}-${row[column('sku')]}`;
    copy[column('gtin')] = '';
    copy[column('associated')] = '';
    // A model of its own: the same colour twice in one model is a problem of the bundle.
    copy[column('model_key')] = '';
    copy[column('stock')] = '25';
    for (const [locale, name] of Object.entries(NAMES)) {
      if (copy[column(`name_${locale}`)] === '') continue;
      copy[column(`name_${locale}`)] = name;
      copy[column(`slug_${locale}`)] = slugOf(name);
    }
    return copy;
  });
  writeFileSync(join(folder, 'products.csv'), stringify([header, ...rows, ...copies]));
  const archive = join(dir, 'bundle.tar.gz');
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));
  await tar.create({ gzip: true, file: archive, cwd: folder, portable: true }, files);
  return readFileSync(archive);
}

test.describe('merchandise', () => {
  test('a merchant’s new product, imported as a bundle, shows in German and Dutch', async ({ page, request }) => {
    const token = await signIn(request);
    const started = await request.post(`${baseURL()}/api/v5/admin/catalogue/imports?name=bundle.tar.gz`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
      data: await bundleWithNewProduct(request, token),
    });
    expect(started.status(), await started.text()).toBe(202);
    const { id } = await started.json();
    let job: { state: string; counts: { created: number } | null; problems: { text: string }[] } = await started.json();
    await expect.poll(async () => {
      job = await (await request.get(`${baseURL()}/api/v5/admin/catalogue/imports/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
      return job.state;
    }, { timeout: 60_000 }).toMatch(/done|failed/);
    expect(job.problems.map((problem) => problem.text)).toEqual([]);
    expect(job.counts).toMatchObject({ created: 1, changed: 0 });

    try {
      const problems = watchProblems(page);
      for (const [locale, prefix] of [['de', '/de'], ['nl', '/nl']] as const) {
        await page.goto(`${baseURL()}${prefix}/p/${slugOf(NAMES[locale])}`);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(NAMES[locale]);
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
        await screenshot(page, `merchandise-imported-product-${locale}-1280`, 1280);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseURL()}/de/p/${slugOf(NAMES.de)}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(NAMES.de);
      await screenshot(page, 'merchandise-imported-product-de-390', 390);
      expect(problems).toEqual([]);
    } finally {
      const archived = await request.post(`${baseURL()}/api/v5/admin/products/${KEY}/archive`, { headers: { authorization: `Bearer ${token}` } });
      expect(archived.status()).toBe(200);
    }
  });
});
