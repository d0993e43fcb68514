/**
 * The demo as the shop's starter (server/db/shop-starter.ts), handed to the shop by its composition
 * root (server/main.ts): a first start writes the generator's catalogue as a bundle and imports it
 * through the merchant's import (issue 32), then adds what the bundle format does not carry (the
 * demo's arrival dates and unlisted products, its ratings, old product addresses) and the shop
 * around the catalogue: stores and countries, carriers, store sites, CMS pages and home templates,
 * demo accounts, promotions, gift cards, relay points. `CATALOGUE_BUNDLE` puts a merchant's bundle
 * in the generator's place and `CATALOGUE=empty` nothing; the shop around it is still the demo's
 * until the merchant's content comes (issue 34).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { ServerConfig } from '../core/config';
import type { CatProduct } from '../catalogue/catalogue-service';
import type { Db } from '../db/database';
import type { RowWriter } from '../db/seed-writers';
import type { ShopStarter, StarterMarker, StarterTools } from '../db/shop-starter';
import type { Trx } from '../db/transaction';
import { demoBundle, writeDemoBundleFolder } from './demo-bundle';
import { CATALOGUE_GENERATOR_VERSION, planCatalogue, planShopSetup, type CataloguePlan } from './generate-catalogue';
import { PRODUCT_COUNT } from './products';
import { ratingRows, referenceRows, TABLES_AFTER_PRODUCTS, TABLES_BEFORE_PRODUCTS } from './seed-rows';
import { ensureDemoBalances } from './seed-balances';
import { ensureDemoCustomers } from './seed-customers';
import { ensureDemoSecondFactors } from './seed-second-factors';
import { ensureDemoGiftcards } from './seed-giftcards';
import { ensureDemoPromotions } from './seed-promotions';
import { ensureDemoRelayPoints } from './seed-relay-points';
import { ensureDemoReturns } from './seed-returns';
import { ensureDemoFit } from './seed-fit';
import { ensureDemoMailLog } from './seed-mail-log';
import { ensureSandboxDemoCards } from './seed-sandbox-cards';

/** The catalogue a shop starts with: the generator's, a merchant's bundle, or none. */
export type StartingCatalogue =
  | { kind: 'demo'; seed: number; products: number }
  | { kind: 'bundle'; path: string }
  | { kind: 'empty' };

export const DEFAULT_DEMO_PRODUCTS = PRODUCT_COUNT;

/** Products whose demo rows are made at a time. */
const CHUNK = 2_000;

export function demoShop(catalogue: StartingCatalogue = { kind: 'demo', seed: 42, products: DEFAULT_DEMO_PRODUCTS }): ShopStarter {
  const marker: StarterMarker = catalogue.kind === 'demo'
    ? { source: 'demo', version: CATALOGUE_GENERATOR_VERSION, seed: catalogue.seed, products: catalogue.products }
    : catalogue.kind === 'bundle' ? { source: 'bundle', path: path.resolve(catalogue.path) } : { source: 'empty' };
  return {
    marker,
    describe: describeMarker,
    fill: (tools) => (catalogue.kind === 'demo' ? fillDemo(tools, planCatalogue(catalogue.seed, catalogue.products)) : fillOther(tools, catalogue.kind === 'bundle' ? catalogue.path : null)),
    ensure: (db, now) => ensureDemoAround(db, now, catalogue.kind === 'demo'),
  };
}

/** The starter a shop's configuration asks for: the demo with CATALOGUE_SEED and CATALOGUE_PRODUCTS, or the catalogue CATALOGUE_BUNDLE / CATALOGUE=empty name. */
export function demoShopFor(config: Pick<ServerConfig, 'catalogue' | 'catalogueSeed' | 'catalogueProducts'>): ShopStarter {
  return demoShop(config.catalogue.kind === 'demo' ? { kind: 'demo', seed: config.catalogueSeed, products: config.catalogueProducts } : config.catalogue);
}

export function describeMarker(marker: StarterMarker): string {
  if (marker.source === 'demo') return `the demo catalogue (${marker.products} products, CATALOGUE_SEED ${marker.seed}, generator ${marker.version})`;
  if (marker.source === 'bundle') return `the bundle ${marker.path}`;
  if (marker.source === 'empty') return 'no catalogue (CATALOGUE=empty)';
  return `a catalogue of ${marker.source}`;
}

async function fillDemo(tools: StarterTools, plan: CataloguePlan): Promise<void> {
  // The demo's reference keeps the ids of every earlier demo (tests and bookmarked filters name
  // them); the import finds it there and changes nothing of it.
  const reference = referenceRows(plan.rest);
  await tools.seeding(async (_trx, writer) => {
    for (const table of TABLES_BEFORE_PRODUCTS) await writer.write(table, reference[table]);
  });
  const scores = await importDemoBundle(tools, plan);
  await tools.seeding(async (trx, writer) => {
    await writeWhatBundlesDoNotCarry(trx, writer, plan, scores);
    for (const table of TABLES_AFTER_PRODUCTS) await writer.write(table, reference[table]);
  });
}

type DemoScores = Pick<CatProduct, 'id' | 'scores'>[];

/**
 * The generator's bundle written to a temporary folder and imported from there, as a merchant's
 * folder is: its photos (rendered once a machine: photo-cache.ts) become the shop's originals.
 * Answers the products' rating scores, kept as they were made (the ratings follow).
 */
async function importDemoBundle(tools: StarterTools, plan: CataloguePlan): Promise<DemoScores> {
  const dir = await mkdtemp(path.join(tmpdir(), 'boutique-demo-bundle-'));
  const scores: DemoScores = [];
  try {
    await writeDemoBundleFolder(demoBundle(plan, (product) => scores.push({ id: product.id, scores: product.scores })), dir);
    await tools.importBundle(dir);
    return scores;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** When each product came in (novelty sort), the few not shown in listings, and the demo's ratings. */
async function writeWhatBundlesDoNotCarry(trx: Trx, writer: RowWriter, plan: CataloguePlan, scores: DemoScores): Promise<void> {
  await sql`create temp table import_demo_products (id integer primary key, created_at timestamptz not null, display_in_listing boolean not null) on commit drop`.execute(trx);
  await writer.write('import_demo_products', plan.products.summaries.map((summary) => ({ id: summary.id, created_at: summary.createdAt, display_in_listing: summary.displayInListing })));
  await sql`update products p set created_at = d.created_at, display_in_listing = d.display_in_listing from import_demo_products d where d.id = p.id`.execute(trx);
  for (let start = 0; start < scores.length; start += CHUNK) await writer.write('product_ratings', ratingRows(scores.slice(start, start + CHUNK)));
}

async function fillOther(tools: StarterTools, bundle: string | null): Promise<void> {
  const setup = referenceRows(planShopSetup());
  await tools.seeding(async (_trx, writer) => {
    for (const table of TABLES_BEFORE_PRODUCTS) await writer.write(table, setup[table]);
  });
  if (bundle) await tools.importBundle(bundle);
  await tools.seeding(async (_trx, writer) => {
    for (const table of TABLES_AFTER_PRODUCTS) await writer.write(table, setup[table]);
  });
}

/** On every start: the demo's accounts, promotions, gift cards, relay points, return reasons; its orders only beside its catalogue. */
async function ensureDemoAround(db: Db, now: Date, demoCatalogue: boolean): Promise<void> {
  await ensureDemoPromotions(db);
  await ensureDemoCustomers(db);
  await ensureDemoSecondFactors(db, now);
  await ensureDemoBalances(db, now);
  await ensureDemoGiftcards(db, now);
  await ensureSandboxDemoCards(db);
  await ensureDemoRelayPoints(db);
  await ensureDemoReturns(db, now, demoCatalogue);
  // Issue 38: orders and fit returns of two models (once, beside the demo catalogue only).
  if (demoCatalogue) await ensureDemoFit(db, now);
  // Issue 39: two failed mails for the back office's outbox (beside the demo catalogue only).
  if (demoCatalogue) await ensureDemoMailLog(db, now);
}
