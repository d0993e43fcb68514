/**
 * The merchandiser's back office at 1280 px (issue 39), as Mona (merch@example.com) would use it:
 * find a product in the list, change its price and a size's stock, reorder its photos with the
 * keyboard's buttons and by dragging, and see it so on the storefront; a colleague's change made
 * meanwhile is told, not overwritten, and a reload brings it; a bundle with one wrong line is
 * refused line by line, then imported once mended; a seasonal banner is scheduled. The admin's
 * token (another account: its second factor does not collide with Mona's) prepares and checks
 * through the API.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import * as tar from 'tar';
import type { ProductListPage } from '../../../src/domain/catalogue/admin-product-list';
import type { MerchandiseProduct } from '../../../src/domain/catalogue/merchandise-product';
import { staffToken } from '../support/accounts';
import { DEMO_STAFF, adminUrl, signInStaff } from '../support/admin';
import { baseURL, hydrated, screenshot, watchProblems } from '../support/shop';

const NEW_KEY = 'E2E-MERCH-TEE';
const api = (path: string) => `${baseURL()}/api/v5${path}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const hashOf = (picture: string) => /([0-9a-f]{64})/.exec(picture)?.[1] ?? picture;

/** A product on sale in France with three photos or more, late in the catalogue (other journeys use the first ones). */
async function productWithPhotos(request: APIRequestContext, token: string): Promise<MerchandiseProduct> {
  const page = (await (await request.get(api('/admin/products?status=published&stock=in&sort=key&dir=desc&pageSize=40'), { headers: bearer(token) })).json()) as ProductListPage;
  for (const item of page.items) {
    const product = (await (await request.get(api(`/admin/products/${encodeURIComponent(item.key)}`), { headers: bearer(token) })).json()) as MerchandiseProduct;
    if (product.pictures.length >= 3 && product.prices.some((price) => price.country === 'fr') && !product.outletOnly && product.texts.fr) return product;
  }
  throw new Error('no product on sale with three photos among the last forty');
}

/** The exported catalogue with one new product (a copy of the first model's rows), its French price `price` on its first row. */
async function bundleWithNewProduct(request: APIRequestContext, token: string, price: string): Promise<Buffer> {
  const exported = await request.get(api('/admin/catalogue/export'), { headers: bearer(token) });
  expect(exported.status()).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'boutique-e2e-merch-'));
  writeFileSync(join(dir, 'export.tar.gz'), await exported.body());
  const folder = join(dir, 'catalogue');
  mkdirSync(folder);
  await tar.extract({ file: join(dir, 'export.tar.gz'), cwd: folder, strict: true });
  const [header, ...rows] = parse(readFileSync(join(folder, 'products.csv'), 'utf8'), { bom: true }) as string[][];
  const column = (name: string) => header.indexOf(name);
  const model = rows[0][column('product_key')];
  const copies = rows.filter((row) => row[column('product_key')] === model).map((row, index) => {
    const copy = [...row];
    copy[column('product_key')] = NEW_KEY;
    copy[column('sku')] = `${NEW_KEY}-${row[column('sku')]}`;
    copy[column('gtin')] = '';
    copy[column('associated')] = '';
    copy[column('model_key')] = '';
    for (const locale of ['fr', 'es', 'it', 'nl', 'de', 'en']) {
      if (copy[column(`name_${locale}`)] === '') continue;
      copy[column(`name_${locale}`)] = `T-shirt E2E ${locale}`;
      copy[column(`slug_${locale}`)] = `t-shirt-e2e-merch-${locale}`;
    }
    if (index === 0 && copy[column('price_fr')] !== '') copy[column('price_fr')] = price;
    return copy;
  });
  writeFileSync(join(folder, 'products.csv'), stringify([header, ...rows, ...copies]));
  const archive = join(dir, 'bundle.tar.gz');
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));
  await tar.create({ gzip: true, file: archive, cwd: folder, portable: true }, files);
  return readFileSync(archive);
}

test.describe('the merchandiser’s back office at 1280 px', () => {
  test.setTimeout(240_000);

  test('changes a product’s price, stock and photo order, sees it on the storefront; is told of a colleague’s change; imports a mended bundle; schedules a banner', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);
    const admin = await staffToken(request, DEMO_STAFF.admin.email, DEMO_STAFF.admin.password);
    const product = await productWithPhotos(request, admin);
    const size = product.sizes[0];

    await test.step('finds the product in the list and opens it', async () => {
      await signInStaff(page, 'merch', '/admin/products');
      await expect(page.getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible();
      await page.getByLabel('Recherche (clé, nom, SKU)').fill(product.key);
      await page.getByRole('button', { name: 'Filtrer' }).click();
      await expect(page).toHaveURL(/q=/);
      const link = page.getByRole('link', { name: product.key, exact: true });
      await expect(link).toBeVisible();
      await screenshot(page, 'admin-merch-products-1280', 1280);
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: product.texts.fr!.name })).toBeVisible();
    });

    await test.step('changes the French price and a size’s stock', async () => {
      await page.getByLabel('Prix France', { exact: true }).fill('77.70');
      await page.getByRole('button', { name: 'Enregistrer le prix France' }).click();
      await expect(page.getByTestId('merch-saved')).toContainText('Prix enregistré');
      await page.getByLabel(`Stock taille ${size.size}`, { exact: true }).fill('9');
      await page.getByRole('button', { name: `Enregistrer le stock taille ${size.size}` }).click();
      await expect(page.getByTestId('merch-saved')).toContainText('Stock enregistré');
    });

    let order: string[] = [];
    await test.step('reorders the photos with the move buttons and by dragging', async () => {
      const pictures = page.getByTestId('merch-pictures').locator('li');
      const before = await pictures.evaluateAll((items) => items.map((item) => item.getAttribute('data-picture')!));
      await page.getByRole('button', { name: 'Descendre la photo 1' }).click();
      await expect(page.getByTestId('merch-saved')).toContainText('Photos enregistrées');
      await expect(pictures.first()).toHaveAttribute('data-picture', before[1]);
      await expect(pictures.nth(1)).toHaveAttribute('data-picture', before[0]);
      // The third photo dragged onto the first place.
      await pictures.nth(2).dragTo(pictures.first());
      await expect(pictures.first()).toHaveAttribute('data-picture', before[2]);
      order = await pictures.evaluateAll((items) => items.map((item) => item.getAttribute('data-picture')!));
      expect(order).toEqual([before[2], before[1], before[0], ...before.slice(3)]);
      await screenshot(page, 'admin-merch-product-1280', 1280);
    });

    await test.step('sees the price, the stock and the new main photo on the storefront', async () => {
      const detail = await (await request.get(api(`/products/${product.id}`))).json() as { product: { price: number; productSizes: { productSizeId: number; quantity: number }[]; pictures: { url: string }[] } };
      expect(detail.product.price).toBe(77.7);
      expect(detail.product.productSizes.find((entry) => entry.productSizeId === size.productSizeId)?.quantity).toBe(9);
      expect(detail.product.pictures[0].url).toContain(hashOf(order[0]));
      const shop = await page.context().newPage();
      await shop.goto(`${baseURL()}/p/${product.texts.fr!.slug}`);
      await hydrated(shop);
      await expect(shop.getByRole('heading', { level: 1 })).toContainText(product.texts.fr!.name);
      await expect(shop.locator('main')).toContainText('77,70');
      await shop.close();
    });

    await test.step('is told that a colleague changed the product meanwhile, and reloads it', async () => {
      expect((await request.put(api(`/admin/products/${encodeURIComponent(product.key)}/prices/de`), { headers: bearer(admin), data: { price: 66 } })).status()).toBe(200);
      await page.getByLabel(`Stock taille ${size.size}`, { exact: true }).fill('8');
      await page.getByRole('button', { name: `Enregistrer le stock taille ${size.size}` }).click();
      const conflict = page.getByTestId('merch-conflict');
      await expect(conflict).toContainText('Quelqu’un d’autre a modifié ce produit depuis que vous l’avez ouvert');
      const stored = await (await request.get(api(`/admin/products/${encodeURIComponent(product.key)}`), { headers: bearer(admin) })).json() as MerchandiseProduct;
      expect(stored.sizes[0].stock).toBe(9);
      await conflict.getByRole('button', { name: 'Recharger le produit' }).click();
      await expect(conflict).toHaveCount(0);
      await expect(page.getByLabel('Prix Allemagne', { exact: true })).toHaveValue('66.00');
    });

    await test.step('imports a bundle with one wrong line, mends it, imports it', async () => {
      await page.goto(adminUrl('/admin/catalogue/imports'));
      await expect(page.getByRole('heading', { level: 1, name: 'Imports du catalogue' })).toBeVisible();
      await page.getByLabel('Bundle (.zip ou .tar.gz)').setInputFiles({ name: 'catalogue.tar.gz', mimeType: 'application/gzip', buffer: await bundleWithNewProduct(request, admin, '12,5O') });
      await page.getByRole('button', { name: 'Vérifier le bundle' }).click();
      await expect(page.getByTestId('merch-import-result')).toContainText('Rien n’a été importé : 1 problème(s)', { timeout: 60_000 });
      const problem = page.getByTestId('merch-import-problems').locator('tbody tr');
      await expect(problem).toHaveCount(1);
      await expect(problem.first()).toContainText('products.csv');
      await expect(problem.first()).toContainText('12,5O');
      await expect(problem.first().locator('td').first()).toHaveText(/^\d+$/);
      await screenshot(page, 'admin-merch-import-refused-1280', 1280);
      await page.getByLabel('Bundle (.zip ou .tar.gz)').setInputFiles({ name: 'catalogue.tar.gz', mimeType: 'application/gzip', buffer: await bundleWithNewProduct(request, admin, '12.50') });
      await page.getByLabel('Essai à blanc : vérifier sans rien écrire').uncheck();
      await page.getByRole('button', { name: 'Importer le bundle' }).click();
      await expect(page.getByTestId('merch-import-result')).toContainText('Import terminé : 1 créé(s)', { timeout: 90_000 });
      const imported = await (await request.get(api(`/admin/products/${NEW_KEY}`), { headers: bearer(admin) })).json() as MerchandiseProduct;
      expect(imported.prices.find((price) => price.country === 'fr')?.price).toBe(12.5);
    });

    await test.step('schedules the French store’s seasonal banner', async () => {
      await page.goto(adminUrl(`/admin/content/entry/${encodeURIComponent('seasonal-banner/laboutiqueofficielle')}`));
      const body = page.getByLabel('Contenu (JSON)');
      await expect(body).not.toHaveValue('');
      const banner = JSON.parse(await body.inputValue()) as Record<string, string>;
      await body.fill(JSON.stringify({ ...banner, content1: 'Les soldes d’hiver arrivent' }, null, 2));
      const tomorrow = new Date(Date.now() + 86_400_000);
      const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T09:00`;
      await page.getByLabel('Publier à partir de').fill(local);
      await page.getByRole('button', { name: 'Programmer cette version' }).click();
      await expect(page.getByTestId('merch-content-versions').locator('tbody tr').first()).toContainText('programmée');
      await screenshot(page, 'admin-merch-banner-1280', 1280);
    });

    expect(problems).toEqual([]);
    // The journeys after this one on the worker's shop see the demo catalogue as it was.
    await request.post(api(`/admin/products/${NEW_KEY}/archive`), { headers: bearer(admin) });
  });
});
