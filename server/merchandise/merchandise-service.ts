/**
 * The merchant's catalogue (issue 32, DESIGN 17): bundles in (a validated, atomic, idempotent
 * import by the merchant's keys) and out (an export in the same format), and the day-to-day
 * changes of one product, its prices and its stock. Role `merchandiser` (or `admin`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ModuleDeps } from '../core/module-deps';
import { packBundle, writeBundle } from './merchandise-bundle-write';
import { readShopBundle } from './merchandise-import';
import { mediaStoreOf, readOriginal } from '../media/media-service';
import { ORIGINALS_PREFIX } from '../../src/domain/routing/media-paths';
export type { BundleProblem, CatalogueBundle, ImportCounts } from '../../src/domain/catalogue/catalogue-bundle';

// Day-to-day changes: one product (merchandise-products.ts) and the daily feeds (merchandise-products-feeds.ts).
export { addPicture, orderPictures, removePicture, type PictureFile } from './merchandise-pictures';
export { changeStock, markOutletOnly, setPrice, setStatus, showProduct, type MerchandiseDeps, type PriceInput, type StockInput } from './merchandise-products';
export { importPrices, importStock } from './merchandise-products-feeds';
// The back office (issue 39): the list, the editor, the imports' history.
export { listProducts } from './merchandise-product-list';
export { editProduct } from './merchandise-product-edit';

// Bundles: the import job (merchandise-imports.ts) and the export.

export { importBundleFile, importJob, importsRunningHere, recentImports, startImport, type ImportJob, type ImportRequest, type ImportSummary } from './merchandise-imports';
// Writing a bundle (the demo generator's, a tool's): the format's own writer.
export { packBundle, writeBundle, type BundleToWrite, type PictureSource } from './merchandise-bundle-write';

declare module '../core/module-deps' {
  interface ModuleDeps {
    /** CATALOGUE_UPLOAD_MAX_MB: the largest bundle an import takes (default 2048). */
    catalogueUploadMaxMb?: number;
  }
}

/**
 * The shop's catalogue written as a bundle archive in a temporary file; `dispose` deletes it. The
 * shop's photos go in as `pictures/<sha-256>.<ext>` files, so the bundle moves to another shop whole;
 * imported back here, each is the same original again and changes nothing.
 */
export async function exportCatalogue(deps: ModuleDeps): Promise<{ file: string; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'boutique-export-'));
  try {
    const shop = await readShopBundle(deps.db);
    const files = new Map<string, string>();
    const named = (picture: string) => {
      if (!picture.startsWith(ORIGINALS_PREFIX)) return picture;
      const name = `pictures/${picture.slice(ORIGINALS_PREFIX.length)}`;
      files.set(name, picture);
      return name;
    };
    const bundle = { ...shop, products: shop.products.map((product) => ({ ...product, pictures: product.pictures.map(named), watermark: product.watermark && named(product.watermark) })) };
    await writeBundle(bundle, path.join(dir, 'catalogue'), async (name) => {
      const original = files.get(name);
      return original ? readOriginal(mediaStoreOf(deps), original) : null;
    });
    const file = path.join(dir, 'catalogue.tar.gz');
    await packBundle(path.join(dir, 'catalogue'), file);
    return { file, dispose: () => rm(dir, { recursive: true, force: true }) };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
