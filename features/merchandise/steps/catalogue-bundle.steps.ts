import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { succeeded } from '../../accounts/support/people';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { ExportTheCatalogue, ImportTheBundle, LookUpInTheStore, TheStoreProduct } from '../../support/tasks/merchandise-tasks';
import { SearchTheCatalogue, TheProductsListed } from '../../support/tasks/search-tasks';
import type { ShopWorld } from '../../support/world';
import { demoProductKey } from '../../../server/demo/demo-bundle';

interface BundleWorld extends ShopWorld {
  merchandise?: { id: number; brandId: number; categoryId: number };
  folder?: string;
}

const folderOf = (world: BundleWorld) => {
  if (!world.folder) throw new Error('No catalogue was exported in this scenario');
  return world.folder;
};
/** The product's key in the bundle: its reference, as the demo keys its products. */
const keyOf = (world: BundleWorld) => demoProductKey(world.merchandise!);

/** products.csv as a spreadsheet sees it: the header and the rows, every cell text. */
function readRows(world: BundleWorld): { header: string[]; rows: string[][] } {
  const [header, ...rows] = parse(readFileSync(join(folderOf(world), 'products.csv'), 'utf8'), { bom: true, relaxColumnCount: false }) as string[][];
  return { header, rows };
}
function writeRows(world: BundleWorld, header: string[], rows: string[][]): void {
  writeFileSync(join(folderOf(world), 'products.csv'), stringify([header, ...rows]));
}
/** Changes the cells of the product's rows (the first row holds the product's own columns). */
function editProduct(world: BundleWorld, edit: (row: string[], column: (name: string) => number, index: number) => void): void {
  const { header, rows } = readRows(world);
  const column = (name: string) => header.indexOf(name);
  let index = 0;
  for (const row of rows) if (row[column('product_key')] === keyOf(world)) edit(row, column, index++);
  assert.ok(index > 0, `products.csv has no row of product ${keyOf(world)}`);
  writeRows(world, header, rows);
}

Given('{word} has exported the catalogue into a folder', async function (this: BundleWorld, name: string) {
  this.folder = join(mkdtempSync(join(tmpdir(), 'boutique-feature-bundle-')), 'catalogue');
  await this.actor(name).attemptsTo(ExportTheCatalogue.into(this.folder));
  succeeded(this.actor(name));
});

Given(/^(\S+) sets the product's French price to ([\d.]+) in the folder$/, function (this: BundleWorld, _name: string, price: string) {
  editProduct(this, (row, column, index) => {
    if (index > 0 && row[column('price_fr')] === '') return;
    row[column('price_fr')] = price;
    row[column('original_price_fr')] = '';
  });
});

Given(/^(\S+) writes "([^"]+)" as the product's German price in the folder$/, function (this: BundleWorld, _name: string, price: string) {
  editProduct(this, (row, column, index) => {
    if (index === 0) row[column('price_de')] = price;
  });
});

Given(/^(\S+) adds a copy of the product named "([^"]+)" under the key "([^"]+)" in the folder$/, function (this: BundleWorld, _name: string, title: string, key: string) {
  const { header, rows } = readRows(this);
  const column = (name: string) => header.indexOf(name);
  const copies = rows.filter((row) => row[column('product_key')] === keyOf(this)).map((row) => {
    const copy = [...row];
    copy[column('product_key')] = key;
    copy[column('sku')] = `${key}-${row[column('sku')]}`;
    copy[column('gtin')] = '';
    copy[column('associated')] = '';
    // A model of its own: the same colour twice in one model is a problem of the bundle.
    copy[column('model_key')] = '';
    for (const name of header.filter((each) => each.startsWith('name_') || each.startsWith('slug_'))) {
      if (copy[column(name)] === '') continue;
      copy[column(name)] = name.startsWith('name_') ? title : `${copy[column(name)]}-${key.toLowerCase()}`;
    }
    return copy;
  });
  writeRows(this, header, [...rows, ...copies]);
});

Given('{word} removes the product from the folder', function (this: BundleWorld, _name: string) {
  const { header, rows } = readRows(this);
  const column = header.indexOf('product_key');
  const kept = rows.filter((row) => row[column] !== keyOf(this));
  // Nothing else may name it: an association to a product the bundle leaves out is a problem.
  const associated = header.indexOf('associated');
  for (const row of kept) row[associated] = row[associated].split('|').filter((key) => key !== keyOf(this)).join('|');
  writeRows(this, header, kept);
});

When('{word} imports the folder', async function (this: BundleWorld, name: string) {
  await this.actor(name).attemptsTo(ImportTheBundle.from(folderOf(this)));
});

When('{word} tries the folder with a dry run', async function (this: BundleWorld, name: string) {
  await this.actor(name).attemptsTo(ImportTheBundle.from(folderOf(this), '--dry-run'));
});

When('{word} imports the folder, archiving what it leaves out', async function (this: BundleWorld, name: string) {
  await this.actor(name).attemptsTo(ImportTheBundle.from(folderOf(this), '--archive-missing'));
});

Then('{word} sees the import say {string}', function (this: ShopWorld, name: string, said: string) {
  const run = TheLastCommand(this.actor(name));
  assert.equal(run.exitCode, 0, run.stderr || run.stdout);
  assert.ok(run.stdout.includes(said), `"${run.stdout}" does not say "${said}"`);
});

Then('{word} is told that the import failed and nothing was written', function (this: ShopWorld, name: string) {
  const run = TheLastCommand(this.actor(name));
  assert.equal(run.exitCode, 1);
  assert.match(run.stderr, /^error: The import of catalogue\.tar\.gz failed with \d+ problems?; nothing was written\.$/);
});

Then(/^(\S+) reads that the product's German price "([^"]+)" is not a price, on its line of products.csv$/, function (this: BundleWorld, name: string, price: string) {
  const { rows } = readRows(this);
  const line = rows.findIndex((row) => row[0] === keyOf(this)) + 2;
  const run = TheLastCommand(this.actor(name));
  assert.ok(run.stdout.split('\n').includes(`products.csv:${line}: price_de "${price}" is not a price`), run.stdout);
});

Then(/^the French store sells "([^"]+)"$/, async function (this: BundleWorld, title: string) {
  const someone = this.actors.values().next().value!;
  await someone.attemptsTo(SearchTheCatalogue.for(title).in('laboutiqueofficielle'));
  assert.ok(someone.asks(TheProductsListed).some((product) => product.name.includes(title)), TheLastCommand(someone).stdout);
});

Then(/^the French store sells the product at ([\d.]+) €$/, async function (this: BundleWorld, price: string) {
  const someone = this.actors.values().next().value!;
  await someone.attemptsTo(LookUpInTheStore.product(this.merchandise!.id, 'laboutiqueofficielle'));
  assert.deepEqual({ price: someone.asks(TheStoreProduct).price, originPrice: someone.asks(TheStoreProduct).originPrice }, { price: Number(price), originPrice: null });
});
