import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/application/ports/api-error';
import { createCliContainer } from '../../src/adapters/container/cli';
import { HOODIE, TEE, teeAndHoodiePricing } from '../../src/adapters/in-memory/basket-testbed';
import { InMemoryBasketApi } from '../../src/adapters/in-memory/in-memory-basket-api';
import { InMemoryCatalogueApi } from '../../src/adapters/in-memory/in-memory-catalogue-api';
import { temporaryHome } from '../testing/cli-harness';
import { runCaptured, type CliAnswer } from '../testing/run-captured';

const dir = temporaryHome('boutique-cli-basket-');

let profile = '';
let pricing: InMemoryBasketApi;
let catalogue: InMemoryCatalogueApi;
let run: (...args: string[]) => Promise<CliAnswer>;

beforeEach(() => {
  profile = join(mkdtempSync(join(dir, 'p-')), 'profile.json');
  pricing = new InMemoryBasketApi(teeAndHoodiePricing());
  catalogue = new InMemoryCatalogueApi({ products: [TEE, HOODIE], translations: { 'basket.promotion.empty': 'Veuillez renseigner un code promo' } });
  run = (...args: string[]) =>
    runCaptured(['--profile', profile, ...args], {
      homeDir: dir,
      createContainer: (options) => createCliContainer({ ...options, catalogueApi: catalogue, basketApi: pricing }),
    });
});

const field = (stdout: string, label: string) => stdout.split('\n').find((line) => line.startsWith(`${label} `))?.slice(label.length).trim();

describe('boutique basket', () => {
  it('adds, merges the same size and shows lines, totals, carrier and the free-shipping nudge', async () => {
    expect((await run('basket', 'add', '12', '1003')).code).toBe(0);
    const { code, stdout, stderr } = await run('basket', 'add', '12', '1003', '--qty', '2');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Basket of laboutiqueofficielle (France, fr-FR), 3 articles');
    expect(stdout).toMatch(/Logo tee \(#12\)\s+L \(1003\)\s+3\s+24,50 € \(was 35,00 €\)\s+73,50 €/);
    expect(field(stdout, 'Subtotal')).toBe('73,50 €');
    expect(field(stdout, 'Shipping')).toBe('4,90 €');
    expect(field(stdout, 'Total')).toBe('78,40 €');
    expect(field(stdout, 'Carrier')).toBe('Colipost Domicile (Colipost), ships 23 novembre 2026, expected delivery 26 novembre 2026');
    expect(stdout).toContain('Plus que 25,50 € pour la livraison gratuite');
    const stored = JSON.parse(JSON.parse(readFileSync(profile, 'utf8')).storage.basket);
    expect(stored.lines).toHaveLength(1);
  });

  it('takes the size as listed, its label, as well as its id (issue 35 item 19)', async () => {
    const { code, stdout, stderr } = await run('basket', 'add', '12', 'L');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/Logo tee \(#12\)\s+L \(1003\)\s+1\s/);
    expect((await run('basket', 'add', '12', ' l ')).stdout).toMatch(/L \(1003\)\s+2\s/);
    expect(await run('basket', 'add', '12', 'XXL')).toMatchObject({ code: 1, stderr: 'error: Size XXL is not a size of product 12; its sizes: S (1001), M (1002), L (1003)' });
  });

  it('says when shipping is free', async () => {
    const { stdout } = await run('basket', 'add', '13', '2001', '--qty', '2');
    expect(field(stdout, 'Shipping')).toBe('free (0,00 €)');
    expect(stdout).toContain('Livraison gratuite');
  });

  it('caps at the stock with a notice', async () => {
    const { code, stdout } = await run('basket', 'add', '12', '1002', '--qty', '3');
    expect(code).toBe(0);
    expect(stdout).toContain("Notice: only 2 left of 'Logo tee' #12 in size M: quantity lowered from 3 to 2.");
  });

  it('sets, removes and shows again, priced by the shop', async () => {
    await run('basket', 'add', '12', '1003');
    await run('basket', 'add', '13', '2001');
    expect(field((await run('basket', 'set', '13', '2001', '3')).stdout, 'Subtotal')).toBe('204,20 €');
    // The size as the basket shows it (its label) names the line as well as its id.
    expect((await run('basket', 'set', '12', 'l', '2')).stdout).toMatch(/L \(1003\)\s+2\s/);
    expect((await run('basket', 'set', '12', 'XXL', '2')).stderr).toContain('error: Product 12 in size XXL is not in the basket');
    expect((await run('basket', 'remove', '12', 'L')).stdout).not.toContain('Logo tee');
    pricing.setStock(2001, 0);
    const { stdout } = await run('basket', 'show');
    expect(stdout).toContain("Notice: 'Hoodie' #13 in size M is sold out: removed from the basket.");
    expect(stdout).toContain('The basket is empty.');
  });

  it('applies a promo code and clears it', async () => {
    await run('basket', 'add', '13', '2001');
    const applied = await run('basket', 'promo', 'bienvenue10');
    expect(applied.code).toBe(0);
    expect(field(applied.stdout, 'Promotion')).toBe('BIENVENUE10 (Bienvenue : -10 %): -5,99 €');
    expect(field(applied.stdout, 'Discount')).toBe('-5,99 €');
    expect(field(applied.stdout, 'Total')).toBe('58,81 €');
    const cleared = await run('basket', 'promo', '--clear');
    expect(field(cleared.stdout, 'Promotion')).toBeUndefined();
    expect(field(cleared.stdout, 'Total')).toBe('64,80 €');
  });

  it('prints the message of a refused promotion and exits 1', async () => {
    await run('basket', 'add', '13', '2001');
    const { code, stdout, stderr } = await run('basket', 'promo', 'ETE2024');
    expect(code).toBe(1);
    expect(stderr).toBe('error: Ce code promo a expiré');
    expect(field(stdout, 'Promotion')).toBeUndefined();
  });

  it('asks for a code when there is none, in the store language', async () => {
    await run('basket', 'add', '13', '2001');
    expect(await run('basket', 'promo')).toMatchObject({ code: 1, stderr: 'error: Veuillez renseigner un code promo' });
    expect(await run('basket', 'promo', '  ')).toMatchObject({ code: 1, stderr: 'error: Veuillez renseigner un code promo' });
  });

  it('prints the whole basket state with --json', async () => {
    await run('basket', 'add', '12', '1002', '--qty', '3');
    const { stdout } = await run('--json', 'basket', 'add', '13', '2001');
    const state = JSON.parse(stdout);
    expect(state.lines.map((line: { quantity: number }) => line.quantity)).toEqual([2, 1]);
    expect(state).toMatchObject({ promotion: null, loading: false, error: false, amounts: { count: 3, subtotal: 108.9 }, notices: [] });
    expect(state.totals.defaultCarrier.price.priceWithDuty).toBe(0);
  });

  it('clears the basket', async () => {
    await run('basket', 'add', '13', '2001');
    const { code, stdout } = await run('basket', 'clear');
    expect(code).toBe(0);
    expect(stdout).toContain('The basket is empty.');
    expect(JSON.parse(readFileSync(profile, 'utf8')).storage.basket).toBeUndefined();
  });

  it.each([
    [['basket', 'add', '99', '1'], 'error: Product 99 not found (404)'],
    [['basket', 'add', '12', '2001'], 'error: Size 2001 is not a size of product 12; its sizes: S (1001), M (1002), L (1003)'],
    [['basket', 'add', '12', '1001'], 'error: Size S of product 12 is sold out'],
    [['basket', 'set', '12', '1003', '2'], 'error: Product 12 in size 1003 is not in the basket'],
    [['basket', 'remove', '12', '1003'], 'error: Product 12 in size 1003 is not in the basket'],
    [['basket', 'promo', 'BIENVENUE10'], 'error: the basket is empty: add an article before a promo code'],
  ])('refuses %j with one line', async (args, message) => {
    const { code, stderr } = await run(...args);
    expect(code).toBe(1);
    expect(stderr).toBe(message);
  });

  it.each([
    [['basket', 'add', 'abc', '1'], 'a product id is a whole number'],
    [['basket', 'add', '12', '1003', '--qty', '0'], 'a quantity is a whole number from 1 to 99'],
    [['basket', 'set', '12', '1003', '-1'], ''],
  ])('rejects malformed arguments %j', async (args, message) => {
    const { code, stderr } = await run(...args);
    expect(code).not.toBe(0);
    expect(stderr).toContain(message);
  });

  it('reports an unreachable shop after the change is kept', async () => {
    await run('basket', 'add', '13', '2001');
    pricing.failWith(new ApiError(0, 'Network Error'));
    const { code, stderr } = await run('--api', 'http://127.0.0.1:9', 'basket', 'add', '13', '2001');
    expect(code).toBe(1);
    expect(stderr).toContain('cannot reach the shop API at http://127.0.0.1:9');
    expect(JSON.parse(JSON.parse(readFileSync(profile, 'utf8')).storage.basket).lines[0].quantity).toBe(2);
  });

  it('lists the basket commands in help', async () => {
    const { stdout } = await run('basket', '--help');
    for (const command of ['add', 'show', 'set', 'remove', 'promo', 'clear']) expect(stdout).toContain(command);
  });
});
