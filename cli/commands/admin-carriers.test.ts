/**
 * `boutique admin carriers …` and `boutique admin delivery threshold` against a real shop: the
 * merchandiser changes the delivery terms, the next basket answer quotes them, everyone else is refused.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStdin, cliAgainstTestShop, temporaryHome } from '../testing/cli-harness';
import { runCaptured } from '../testing/run-captured';

const { shop } = cliAgainstTestShop('boutique-cli-carriers-');
const home = temporaryHome('boutique-cli-carriers-files-');

const run = (profile: string, args: string[], stdin?: string) =>
  runCaptured(['--api', shop().url, '--profile', join(home, `${profile}.json`), ...args], { homeDir: home, stdin });

beforeAll(async () => {
  for (const who of ['merch', 'camille']) {
    expect((await run(who, ['login', `${who}@example.com`, '--password-stdin'], await signInStdin(shop(), `${who}@example.com`))).code).toBe(0);
  }
});

describe('boutique admin carriers', () => {
  it('lists the carriers, their prices and cut-offs, and the stores’ thresholds', async () => {
    const listed = await run('merch', ['admin', 'carriers', 'list']);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toMatch(/^colipost_home +home +14:00 Europe\/Paris +AT 8\.90, BE 6\.90, .*FR 4\.90/m);
    expect(listed.stdout).toMatch(/^boutique_es +99\.00 +default$/m);
    const shown = await run('merch', ['admin', 'carriers', 'show', 'relais_pickup']);
    expect(shown.stdout).toMatch(/^FR +3\.90 +4 d +69\.00 +on +relais_pickup$/m);
    const json = JSON.parse((await run('merch', ['--json', 'admin', 'carriers', 'show', '3'])).stdout);
    expect(json).toMatchObject({ code: 'chrono_express', cutoff: { hour: 14, minute: 0, timeZone: 'Europe/Paris' } });
  });

  it('sets a price, a delay, a cut-off, disables and enables a carrier in a country, and keeps who did it', async () => {
    const price = await run('merch', ['admin', 'carriers', 'price', 'colipost_home', 'es', '5.90']);
    expect(price).toMatchObject({ code: 0, stdout: expect.stringContaining('Price of colipost_home in ES: 5.90') });
    expect(price.stdout).toMatch(/^ES +5\.90 +4 d +store +on$/m);
    expect((await run('merch', ['admin', 'carriers', 'delay', 'colipost_home', 'ES', '3'])).stdout).toMatch(/^ES +5\.90 +3 d/m);
    expect((await run('merch', ['admin', 'carriers', 'price', 'colipost_home', 'ES', '5.90', '--free-from', '75'])).stdout).toMatch(/^ES +5\.90 +3 d +75\.00 +on$/m);
    expect((await run('merch', ['admin', 'carriers', 'price', 'colipost_home', 'ES', '5.90', '--free-from', 'store'])).stdout).toMatch(/^ES +5\.90 +3 d +store +on$/m);
    expect((await run('merch', ['admin', 'carriers', 'disable', 'chrono_express', 'NL'])).stdout).toMatch(/^NL +15\.90 +2 d +250\.00 +off$/m);
    expect((await run('merch', ['admin', 'carriers', 'enable', 'chrono_express', 'NL'])).stdout).toMatch(/^NL +15\.90 +2 d +250\.00 +on$/m);
    expect((await run('merch', ['admin', 'carriers', 'cutoff', 'chrono_express', '15:30'])).stdout).toContain('cut-off 15:30 Europe/Paris');
    const history = await run('merch', ['admin', 'carriers', 'history', '--limit', '3']);
    expect(history.stdout).toMatch(/merch@example\.com +carrier chrono_express +\{"cutoff"/);
  });

  it('refuses a negative price, a bad cut-off, an unknown country or carrier in plain words', async () => {
    expect(await run('merch', ['admin', 'carriers', 'price', 'colipost_home', 'FR', '-1'])).toMatchObject({ code: 1, stderr: expect.stringContaining('the price "-1" is negative') });
    expect((await run('merch', ['admin', 'carriers', 'cutoff', 'colipost_home', '25:00'])).stderr).toContain('is not a time of the day');
    expect((await run('merch', ['admin', 'carriers', 'price', 'colipost_home', 'XX', '4'])).stderr).toContain('Unknown country "XX"');
    expect((await run('merch', ['admin', 'carriers', 'show', 'dhl'])).stderr).toContain('(404)');
    expect((await run('merch', ['admin', 'carriers', 'disable', 'colipost_home', 'FR'])).code).toBe(0);
    expect((await run('merch', ['admin', 'carriers', 'disable', 'relais_pickup', 'FR'])).code).toBe(0);
    const last = await run('merch', ['admin', 'carriers', 'disable', 'chrono_express', 'FR']);
    expect(last).toMatchObject({ code: 1, stderr: expect.stringContaining('last carrier enabled in FR') });
    expect((await run('merch', ['admin', 'carriers', 'enable', 'colipost_home', 'FR'])).code).toBe(0);
    expect((await run('merch', ['admin', 'carriers', 'enable', 'relais_pickup', 'FR'])).code).toBe(0);
  });
});

describe('boutique admin delivery threshold', () => {
  it('sets the Spanish store’s threshold: the next Spanish basket ships free from it', async () => {
    const set = await run('merch', ['admin', 'delivery', 'threshold', 'boutique_es', '60']);
    expect(set).toMatchObject({ code: 0, stdout: expect.stringContaining('Free shipping in boutique_es from 60.00') });
    expect(set.stdout).toMatch(/^boutique_es +60\.00 +merch@example\.com/m);
    const answer = await fetch(`${shop().url}/api/v5/checkout/carriers/free-shipping`, { headers: { store: 'boutique_es' } });
    expect(await answer.json()).toEqual({ freeShipping: 60 });
  });

  it('refuses "abc", an unknown store, and a shopper', async () => {
    expect((await run('merch', ['admin', 'delivery', 'threshold', 'boutique_es', 'abc'])).stderr).toContain('"abc" is not an amount in euros');
    expect((await run('merch', ['admin', 'delivery', 'threshold', 'boutique_xx', '60'])).stderr).toContain('"boutique_xx" is not a store');
    const refused = await run('camille', ['admin', 'delivery', 'threshold', 'boutique_es', '10']);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('(403)') });
  });
});
