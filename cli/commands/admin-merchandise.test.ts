/**
 * `boutique admin product|stock|price|staff` against a real shop: the merchandiser's day-to-day
 * changes and feeds, the admin's staff roles, and the refusals of everyone else.
 */
import { demoProductKey } from '../../server/demo/demo-bundle';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../server/testing/catalogue-fixtures';
import { totpCode } from '../../server/testing/staff-second-factor';
import { signInStdin, cliAgainstTestShop, temporaryHome } from '../testing/cli-harness';
import { runCaptured } from '../testing/run-captured';

const { shop } = cliAgainstTestShop('boutique-cli-merch-');
const home = temporaryHome('boutique-cli-merch-files-');

/** One profile (one signed-in person) per name. */
const run = (profile: string, args: string[], stdin?: string) =>
  runCaptured(['--api', shop().url, '--profile', join(home, `${profile}.json`), ...args], { homeDir: home, stdin });

const restricted = () => new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const onSale = () => demoCatalogue().products.filter((p) => !restricted().has(p.brandId) && !p.isOnlyOutlet && p.sizes.length > 1 && Object.keys(p.prices).length === 6);

beforeAll(async () => {
  for (const who of ['merch', 'admin', 'camille', 'support']) {
    expect((await run(who, ['login', `${who}@example.com`, '--password-stdin'], await signInStdin(shop(), `${who}@example.com`))).code).toBe(0);
  }
});

describe('boutique admin product', () => {
  it('shows a product as the merchant keeps it', async () => {
    const product = onSale()[0];
    const shown = await run('merch', ['admin', 'product', 'show', String(product.id)]);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(shown.stdout).toContain(`(key ${demoProductKey(product)}, #${product.id})`);
    expect(shown.stdout).toMatch(/^status +published$/m);
    expect(shown.stdout).toMatch(new RegExp(`^fr +${(product.prices.fr.price / 100).toFixed(2)} `, 'm'));
    expect(shown.stdout).toMatch(new RegExp(`^${product.sizes[0].id} +${product.sizes[0].label} +- +${product.sizes[0].stock}$`, 'm'));
    const json = JSON.parse((await run('merch', ['--json', 'admin', 'product', 'show', String(product.id)])).stdout);
    expect(json).toMatchObject({ key: demoProductKey(product), status: 'published', outletOnly: false });
  });

  it('sets a price, a stock up, down and absolute, archives, publishes and marks outlet only', async () => {
    const product = onSale()[1];
    const key = demoProductKey(product);
    const sku = String(product.sizes[0].id);
    const price = await run('merch', ['admin', 'product', 'price', key, 'DE', '24.90', '--original', '39']);
    expect(price).toMatchObject({ code: 0, stdout: expect.stringContaining(`Price of ${key} in de: 24.90 (was 39.00)`) });
    expect(price.stdout).toMatch(/^de +24\.90 +39\.00$/m);
    expect(await run('merch', ['admin', 'product', 'stock', key, sku, '12'])).toMatchObject({ code: 0, stdout: `Stock of ${sku} (product ${key}): ${product.sizes[0].stock} → 12` });
    expect((await run('merch', ['admin', 'product', 'stock', key, sku, '+3'])).stdout).toBe(`Stock of ${sku} (product ${key}): 12 → 15`);
    expect((await run('merch', ['admin', 'product', 'stock', key, sku, '-1'])).stdout).toBe(`Stock of ${sku} (product ${key}): 15 → 14`);
    expect(JSON.parse((await run('merch', ['--json', 'admin', 'product', 'stock', key, sku, '-20'])).stdout)).toEqual({ key, sku, stockBefore: 14, stock: 0, alertsSent: 0, version: expect.any(Number) });
    expect((await run('merch', ['admin', 'product', 'archive', key])).stdout).toMatch(new RegExp(`^Product ${key} archived: off sale[^]*^status +archived$`, 'm'));
    expect((await run('merch', ['admin', 'product', 'publish', key])).stdout).toMatch(/^status +published$/m);
    expect((await run('merch', ['admin', 'product', 'outlet', key, 'on'])).stdout).toMatch(/^outletOnly +yes$/m);
    expect((await run('merch', ['admin', 'product', 'outlet', key, 'off'])).stdout).toMatch(/^outletOnly +no$/m);
  });

  it('refuses what cannot be a price, a stock or a country before calling, and names what is not found', async () => {
    const key = String(onSale()[2].id);
    expect(await run('merch', ['admin', 'product', 'price', key, 'fr', '12,50'])).toMatchObject({ code: 1, stderr: 'error: price "12,50" is not a price' });
    expect(await run('merch', ['admin', 'product', 'price', key, 'uk', '12.50'])).toMatchObject({ code: 1, stderr: expect.stringContaining('country "uk" is not a country of the shop') });
    expect(await run('merch', ['admin', 'product', 'price', key, 'fr', '30', '--original', '20'])).toMatchObject({ code: 1, stderr: 'error: the original price 20.00 is not above the price 30.00 (400)' });
    expect(await run('merch', ['admin', 'product', 'stock', key, '1', 'lots'])).toMatchObject({ code: 1, stderr: 'error: stock "lots" is not a stock (12, +3 or -1)' });
    expect(await run('merch', ['admin', 'product', 'show', 'no-such-key'])).toMatchObject({ code: 1, stderr: 'error: Product no-such-key not found (404)' });
    expect(await run('merch', ['admin', 'product', 'outlet', key, 'maybe'])).toMatchObject({ code: 1, stderr: 'error: "maybe" is not on or off' });
  });

  it('is the merchandisers’ (and the admin’s): others are refused', async () => {
    const key = String(onSale()[0].id);
    expect(await run('nobody', ['admin', 'product', 'show', key])).toMatchObject({ code: 1, stderr: expect.stringContaining('Not signed in') });
    expect(await run('camille', ['admin', 'product', 'show', key])).toMatchObject({ code: 1, stderr: 'error: Reserved to catalogue staff (the merchandiser role): Réservé aux responsables du catalogue. (403)' });
    expect((await run('support', ['admin', 'product', 'show', key])).code).toBe(1);
    expect((await run('admin', ['admin', 'product', 'show', key])).code).toBe(0);
  });
});

describe('boutique admin stock import and price import', () => {
  it('imports a stock file and a price file, and counts what changed', async () => {
    const [a, b] = onSale()[3].sizes;
    const stock = join(home, 'stock.csv');
    writeFileSync(stock, `sku,stock\n${a.id},7\n${b.id},+2\n`);
    expect(await run('merch', ['admin', 'stock', 'import', stock])).toMatchObject({ code: 0, stdout: 'stock.csv: 2 changed, 0 unchanged' });
    expect(await run('merch', ['admin', 'stock', 'import', '-'], `sku,stock\n${a.id},7\n`)).toMatchObject({ code: 0, stdout: 'stock.csv: 0 changed, 1 unchanged' });
    const prices = join(home, 'prices-2026-11-25.csv');
    writeFileSync(prices, `product_key,country,price,original_price\n${demoProductKey(onSale()[3])},fr,19.90,\n`);
    expect(JSON.parse((await run('merch', ['--json', 'admin', 'price', 'import', prices])).stdout)).toEqual({ changed: 1, unchanged: 0 });
  });

  it('lists every problem of a refused file, located, and writes nothing', async () => {
    const [a, b] = onSale()[4].sizes;
    const stock = join(home, 'bad-stock.csv');
    writeFileSync(stock, `sku,stock\n${a.id},5\n${b.id},-x\n`);
    expect(await run('merch', ['admin', 'stock', 'import', stock])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'bad-stock.csv:3: stock "-x" is not a stock (12, +3 or -1)\nerror: Nothing was changed: 1 problem (400)',
    });
    expect(await run('merch', ['admin', 'stock', 'import', join(home, 'missing.csv')])).toMatchObject({ code: 1, stderr: expect.stringContaining('missing.csv does not exist') });
    const shown = JSON.parse((await run('merch', ['--json', 'admin', 'product', 'show', String(onSale()[4].id)])).stdout) as { sizes: { sku: string; stock: number }[] };
    expect(shown.sizes.find((size) => size.sku === String(a.id))?.stock).toBe(a.stock);
  });
});

describe('boutique admin staff', () => {
  it('lists the staff, grants and revokes a role, and keeps the last admin', async () => {
    const listed = await run('admin', ['admin', 'staff', 'list']);
    expect(listed.stdout).toMatch(/^admin@example\.com +Admin Boutique +customer, admin$/m);
    expect(listed.stdout).toMatch(/^merch@example\.com +Merch Boutique +customer, merchandiser$/m);
    expect(await run('admin', ['admin', 'staff', 'grant', 'camille@example.com', 'merchandiser'])).toMatchObject({ code: 0, stdout: 'Granted merchandiser to camille@example.com: customer, merchandiser' });
    // The role waits for a second factor (issue 36): she enrols an authenticator from the CLI.
    expect(await run('camille', ['admin', 'product', 'show', String(onSale()[0].id)])).toMatchObject({ code: 1, stderr: expect.stringContaining('Second facteur requis') });
    expect((await run('camille', ['account', 'second-factor', 'status'])).stdout).toBe('No second factor yet: boutique account second-factor setup\nThis session: password only (staff tools closed)');
    const setup = await run('camille', ['--json', 'account', 'second-factor', 'setup']);
    const { secret, otpauthUri } = JSON.parse(setup.stdout) as { secret: string; otpauthUri: string };
    expect(otpauthUri).toBe(`otpauth://totp/Boutique:camille%40example.com?secret=${secret}&issuer=Boutique`);
    const confirmed = await run('camille', ['account', 'second-factor', 'confirm', await totpCode(secret)]);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(confirmed.stdout.split('\n').slice(1)).toHaveLength(10);
    expect((await run('camille', ['account', 'second-factor', 'status'])).stdout).toBe('Authenticator app enrolled, 10 recovery codes left\nThis session: totp');
    expect((await run('camille', ['admin', 'product', 'show', String(onSale()[0].id)])).code).toBe(0);
    expect((await run('admin', ['admin', 'staff', 'grant', 'camille@example.com', 'merchandiser'])).stdout).toBe('camille@example.com already holds merchandiser: customer, merchandiser');
    expect((await run('admin', ['admin', 'staff', 'revoke', 'camille@example.com', 'merchandiser'])).stdout).toBe('Revoked merchandiser from camille@example.com: customer');
    expect((await run('camille', ['admin', 'product', 'show', String(onSale()[0].id)])).code).toBe(1);
    expect(await run('admin', ['admin', 'staff', 'revoke', 'admin@example.com', 'admin'])).toMatchObject({ code: 1, stderr: expect.stringMatching(/dernier administrateur.*\(409\)$/) });
    expect(await run('admin', ['admin', 'staff', 'grant', 'camille@example.com', 'boss'])).toMatchObject({ code: 1, stderr: 'error: "boss" is not a staff role (support, merchandiser, admin)' });
    expect(await run('admin', ['admin', 'staff', 'grant', 'nobody@example.com', 'support'])).toMatchObject({ code: 1, stderr: 'error: No open account for nobody@example.com (404)' });
    expect(await run('merch', ['admin', 'staff', 'list'])).toMatchObject({ code: 1, stderr: 'error: Reserved to administrators (the admin role): Réservé aux administrateurs. (403)' });
    // A lost phone: the admin resets camille's second factor, and her sessions end.
    expect(await run('merch', ['admin', 'staff', 'reset-second-factor', 'camille@example.com'])).toMatchObject({ code: 1, stderr: expect.stringContaining('(403)') });
    expect(await run('admin', ['admin', 'staff', 'reset-second-factor', 'camille@example.com'])).toMatchObject({ code: 0, stdout: 'camille@example.com: second factor reset; its sessions ended' });
    expect(await run('camille', ['account', 'second-factor', 'status'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Not signed in') });
  });
});
