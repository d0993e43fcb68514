/**
 * promotions.json in a catalogue bundle (issue 34, DESIGN 17): read and checked by the bundle's
 * reader (problems worded with file and field), written by the import in its transaction by code
 * (promotions the file leaves out kept as they are, the same file twice writing nothing), and
 * written by the export so that export then import changes nothing.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemText, type BundlePromotion } from '../../src/domain/catalogue/catalogue-bundle';
import { fastestSeeding } from '../db/seed-writers';
import { readBundle } from '../merchandise/merchandise-bundle-read';
import { applyBundle, readShopBundle } from '../merchandise/merchandise-import';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { listPromotions } from './promotions-service';

const TWENTY = path.resolve(import.meta.dirname, '../../tests/fixtures/catalogue/twenty');
const NOW = new Date('2026-11-20T10:00:00.000Z');
let work: string;
let database: TestDatabase;
/** A category of the shop, and the promotions of the tests (one scoped to it). */
let category: string;
let PROMOTIONS: BundlePromotion[];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'promotions-bundle-test-'));
  database = await createTestDatabase();
  category = (await readShopBundle(database.db)).categories[0].key;
  PROMOTIONS = promotions();
}, 120_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await database?.dispose();
});

let folders = 0;
async function withPromotions(promotions: unknown): Promise<string> {
  const folder = path.join(work, `bundle-${(folders += 1)}`);
  await cp(TWENTY, folder, { recursive: true });
  await writeFile(path.join(folder, 'promotions.json'), typeof promotions === 'string' ? promotions : JSON.stringify(promotions, null, 2));
  return folder;
}

const promotions = (): BundlePromotion[] => [
  { code: 'HIVER15', name: 'Winter', names: { fr: 'Hiver' }, minimum: 80, usageLimit: 100, perCustomerLimit: 1, validUntil: '2027-02-28T23:00:00.000Z', effect: { kind: 'percent', percent: 15, target: 'basket' } },
  { automatic: true, name: '3 for 2 on men', include: { categories: [category] }, stacking: 'exclusive', priority: 10, effect: { kind: 'buy-x-get-y', buy: 3, pay: 2 } },
  { code: 'PALIERS', name: 'Tiers', disabled: true, effect: { kind: 'tiered', tiers: [{ from: 100, amount: 10 }, { from: 200, amount: 25 }] } },
];

const views = async () => new Map((await listPromotions({ db: database.db, now: () => NOW })).map((view) => [view.code, view]));

describe('promotions.json read by the bundle reader', () => {
  it('gives the promotions with the bundle, and none when the file is absent', async () => {
    const reading = await readBundle(await withPromotions(PROMOTIONS));
    expect(reading.problems).toEqual([]);
    expect(reading.bundle!.promotions).toEqual(PROMOTIONS);
    expect((await readBundle(TWENTY)).bundle!.promotions).toBeUndefined();
  });

  it('words each problem with its field: a percent of 120, an unknown store, pay not below buy, a code twice, no name', async () => {
    const reading = await readBundle(await withPromotions([
      { code: 'A1', name: 'a', effect: { kind: 'percent', percent: 10 } },
      { code: 'B1', name: 'b', stores: ['boutique_xx'], effect: { kind: 'amount', amount: 5 } },
      { code: 'C1', name: 'c', effect: { kind: 'percent', percent: 120 } },
    ]));
    expect(reading.bundle).toBeNull();
    const texts = reading.problems.map(problemText);
    expect(texts.some((text) => text.startsWith('promotions.json: [1].stores[0] "boutique_xx" is not one of'))).toBe(true);
    expect(texts.some((text) => text.startsWith('promotions.json: [2].effect.percent must be <= 100'))).toBe(true);
    const second = await readBundle(await withPromotions([
      { code: 'A1', name: 'a', effect: { kind: 'buy-x-get-y', buy: 3, pay: 3 } },
      { code: 'b1', name: 'b', effect: { kind: 'free-shipping' } },
      { code: 'B1', name: 'b again', effect: { kind: 'free-shipping' } },
      { code: 'D1', effect: { kind: 'free-shipping' } },
    ]));
    expect(second.problems.map(problemText)).toEqual([
      'promotions.json: [0]: Pay (3) must be less than buy (3): "3 for 2" is buy 3, pay 2.',
      'promotions.json: [2].code "B1" is already the code of [1]',
      'promotions.json: [3]: A promotion needs a name (--name "3 for 2 on T-shirts"), shown to shoppers.',
    ]);
    expect((await readBundle(await withPromotions('[ { "code": }'))).problems.map(problemText)[0]).toMatch(/^promotions\.json:1: is not valid JSON/);
  });
});

describe('promotions.json written by the import', () => {
  const apply = async (promotions: BundlePromotion[]) => {
    const shop = await readShopBundle(database.db);
    const outcome = await applyBundle({ db: database.db, seeding: fastestSeeding(database.db, database) }, { ...shop, promotions }, { dryRun: false, archiveMissing: false, now: NOW });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value;
  };

  it('refuses an unknown category or gift: nothing written', async () => {
    const before = await views();
    const refused = await apply([
      { code: 'OK10', name: 'ok', effect: { kind: 'percent', percent: 10 } },
      { code: 'NOPE', name: 'nope', include: { categories: ['no-such-category'] }, effect: { kind: 'percent', percent: 10 } },
      { code: 'GIFT', name: 'gift', effect: { kind: 'gift', productSizeId: 999_999_999 } },
    ]);
    expect(refused.problems.map(problemText)).toEqual([
      'promotions.json: [1]: Included: unknown category no-such-category.',
      'promotions.json: [2]: The gift: no product size 999999999.',
    ]);
    expect([...(await views()).keys()]).toEqual([...before.keys()]);
  });

  it('creates and updates by code; those left out stay; the same file twice writes nothing', async () => {
    const before = await views();
    const result = await apply(PROMOTIONS);
    expect(result).toMatchObject({ problems: [], promotionsChanged: true });
    const after = await views();
    expect(after.get('HIVER15')).toMatchObject({ automatic: false, usageLimit: 100, perCustomerLimit: 1, names: { fr: 'Hiver', en: 'Winter' }, conditions: { minimum: 80 }, effect: { kind: 'percent', percent: 15 }, updatedBy: 'catalogue import' });
    expect(after.get('AUTO-3-FOR-2-ON-MEN')).toMatchObject({ automatic: true, stacking: 'exclusive', priority: 10, conditions: { include: { categoryIds: [expect.any(Number)] } } });
    expect(after.get('PALIERS')).toMatchObject({ disabled: true, effect: { kind: 'tiered', tiers: [{ from: 100, amount: 10 }, { from: 200, amount: 25 }] } });
    for (const [code, view] of before) expect(after.get(code)).toEqual(view);

    expect(await apply(PROMOTIONS)).not.toHaveProperty('promotionsChanged');
    expect(await views()).toEqual(after);

    const changed = await apply([{ ...PROMOTIONS[2], disabled: false, effect: { kind: 'percent', percent: 5 } }]);
    expect(changed.promotionsChanged).toBe(true);
    expect((await views()).get('PALIERS')).toMatchObject({ disabled: false, effect: { kind: 'percent', percent: 5, target: 'basket' } });
    expect((await views()).get('HIVER15')).toEqual(after.get('HIVER15'));
  });

  it('goes out with the catalogue export, and the export imported back changes nothing', async () => {
    const exported = await readShopBundle(database.db);
    const codes = exported.promotions!.map((promotion) => promotion.code);
    expect(codes).toEqual(expect.arrayContaining(['HIVER15', 'AUTO-3-FOR-2-ON-MEN', 'PALIERS']));
    expect(exported.promotions!.find((promotion) => promotion.code === 'AUTO-3-FOR-2-ON-MEN')).toMatchObject({ automatic: true, include: { categories: [category] } });
    const folder = path.join(work, 'exported');
    const { writeBundle } = await import('../merchandise/merchandise-service');
    await writeBundle(exported, folder);
    const reading = await readBundle(folder);
    expect(reading.problems).toEqual([]);
    expect(reading.bundle!.promotions).toEqual(exported.promotions);
    const before = await views();
    expect(await apply(exported.promotions!)).toMatchObject({ problems: [] });
    expect((await apply(exported.promotions!)).promotionsChanged).toBeUndefined();
    expect(await views()).toEqual(before);
  });

  it('leaves out what is gone; included only through gone categories, a promotion is exported disabled, never for everything', async () => {
    await database.db.insertInto('promotions').values({
      code: 'GONE', names: JSON.stringify({ fr: 'x', es: 'x', it: 'x', nl: 'x', de: 'x', en: 'x' }), active: true, created_at: NOW, updated_at: NOW,
      conditions: JSON.stringify({ include: { categoryIds: [999_999], productIds: null, brandIds: null }, exclude: { categoryIds: [999_998], productIds: null, brandIds: null } }),
      effect: JSON.stringify({ kind: 'percent', percent: 10, target: 'basket' }),
    }).execute();
    const gone = (await readShopBundle(database.db)).promotions!.find((promotion) => promotion.code === 'GONE')!;
    expect(gone).toMatchObject({ disabled: true, effect: { kind: 'percent', percent: 10 } });
    expect(gone).not.toHaveProperty('include');
    expect(gone).not.toHaveProperty('exclude');
  });
});
