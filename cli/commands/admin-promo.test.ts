/**
 * `boutique admin promo` against a real shop: the merchandiser creates an automatic "3 for 2 on
 * T-shirts" and a "-10 € from 100 € for newsletter subscribers" code, lists, shows and disables
 * them; typos are refused before calling; a customer is refused.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStdin, cliAgainstTestShop, temporaryHome } from '../testing/cli-harness';
import { runCaptured } from '../testing/run-captured';

const { shop } = cliAgainstTestShop('boutique-cli-promo-');
const home = temporaryHome('boutique-cli-promo-files-');

const run = (profile: string, args: string[], stdin?: string) =>
  runCaptured(['--api', shop().url, '--profile', join(home, `${profile}.json`), ...args], { homeDir: home, stdin });

beforeAll(async () => {
  for (const who of ['merch', 'camille']) {
    expect((await run(who, ['login', `${who}@example.com`, '--password-stdin'], await signInStdin(shop(), `${who}@example.com`))).code).toBe(0);
  }
});

describe('boutique admin promo', () => {
  it('creates an automatic 3 for 2 on T-shirts and a newsletter code, lists and shows them', async () => {
    const tshirts = await run('merch', ['admin', 'promo', 'create', '--automatic', '--buy', '3', '--pay', '2', '--category', '100,115,129', '--name', '3 for 2 on T-shirts']);
    expect(tshirts).toMatchObject({ code: 0, stderr: '' });
    expect(tshirts.stdout).toContain('Promotion AUTO-3-FOR-2-ON-T-SHIRTS created: live in every basket.');
    expect(tshirts.stdout).toMatch(/^effect +buy 3 pay 2$/m);
    expect(tshirts.stdout).toMatch(/^include +category 100,115,129$/m);
    const news = await run('merch', ['admin', 'promo', 'create', '--code', 'news10', '--amount', '10', '--minimum', '100', '--segment', 'newsletter', '--name', '-10 € from 100 € for subscribers']);
    expect(news.stdout).toMatch(/^effect +-10\.00 € \(basket\)$/m);
    expect(news.stdout).toMatch(/^segment +newsletter$/m);
    expect(news.stdout).toMatch(/^minimum +100\.00 €$/m);
    const list = await run('merch', ['admin', 'promo', 'list']);
    expect(list.stdout).toMatch(/^NEWS10 +no +-10\.00 € \(basket\) +stackable 100 +0 +live/m);
    expect(list.stdout).toMatch(/^BIENVENUE10 +no +-10 % \(lines\)/m);
    const json = JSON.parse((await run('merch', ['--json', 'admin', 'promo', 'show', 'news10'])).stdout);
    expect(json).toMatchObject({ code: 'NEWS10', automatic: false, conditions: { minimum: 100, segment: 'newsletter' }, createdBy: 'merch@example.com' });
  });

  it('takes the limits and the priority as whole numbers', async () => {
    const created = await run('merch', ['--json', 'admin', 'promo', 'create', '--code', 'duo10', '--percent', '10', '--name', 'Duo', '--usage-limit', '2', '--per-customer-limit', '1', '--priority', '50']);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(created.stdout)).toMatchObject({ code: 'DUO10', usageLimit: 2, perCustomerLimit: 1, priority: 50 });
  });

  it('creates one from a JSON file, and disables it', async () => {
    const file = join(home, 'promo.json');
    writeFileSync(file, JSON.stringify({ code: 'TIERS', name: 'Spend more, save more', effect: { kind: 'tiered', tiers: [{ from: 100, percent: 10 }, { from: 200, percent: 15 }] }, stacking: 'exclusive' }));
    const created = await run('merch', ['admin', 'promo', 'create', '--file', file]);
    expect(created.stdout).toMatch(/^effect +tiers 100\.00:10%, 200\.00:15%$/m);
    expect(await run('merch', ['admin', 'promo', 'disable', 'tiers'])).toMatchObject({ code: 0, stdout: 'Promotion TIERS disabled.' });
    expect((await run('merch', ['admin', 'promo', 'show', 'TIERS'])).stdout).toMatch(/^state +disabled$/m);
  });

  it('refuses typos before calling, unknown codes and customers', async () => {
    expect(await run('merch', ['admin', 'promo', 'create', '--code', 'X1', '--percent', '120', '--name', 'x'])).toMatchObject({ code: 1, stderr: expect.stringContaining('The percent must be a percent above 0 and at most 100') });
    expect((await run('merch', ['admin', 'promo', 'create', '--code', 'X2', '--amount', '5', '--percent', '5', '--name', 'x'])).stderr).toContain('Give one effect');
    expect((await run('merch', ['admin', 'promo', 'create', '--code', 'X3', '--tiers', '200:15%,100:10%', '--name', 'x'])).stderr).toContain('Tiers must be in ascending order');
    expect((await run('merch', ['admin', 'promo', 'show', 'NOPE'])).stderr).toContain('Promotion NOPE not found (404)');
    expect((await run('camille', ['admin', 'promo', 'list'])).stderr).toContain('Reserved to catalogue staff (the merchandiser role)');
  });
});
