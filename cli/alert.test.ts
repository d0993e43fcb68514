import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restockIn } from '../server/alerts/restock';
import '../server/mail/mailer';
import { demoCatalogue } from '../server/testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { createCliContainer } from '../src/adapters/container/cli';
import { runCli } from './program';

const dir = mkdtempSync(join(tmpdir(), 'boutique-cli-alert-'));
let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
});

afterAll(async () => {
  await shop?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCli(['--api', shop.url, '--profile', join(dir, 'profile.json'), ...args], {
    createContainer: (options) => createCliContainer(options),
    output: { out: (text) => stdout.push(text), err: (text) => stderr.push(text) },
    homeDir: dir,
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

const restricted = new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const product = demoCatalogue().products.find((p) => !restricted.has(p.brandId) && p.sizes.some((s) => s.stock === 0))!;
const size = product.sizes.find((s) => s.stock === 0)!;

describe('boutique alert and outbox', () => {
  it('adds, refuses twice, lists, mails on restock and removes an alert', async () => {
    const added = await run('alert', 'add', String(product.id), String(size.id), '--email', 'Nina@Example.com');
    expect(added).toMatchObject({ code: 0, stderr: '' });
    const id = Number(/^Alert #(\d+): /.exec(added.stdout)?.[1]);
    expect(added.stdout).toBe(`Alert #${id}: product ${product.id}, size ${size.id}, for nina@example.com — waiting for stock`);
    expect(await run('alert', 'add', String(product.id), String(size.id), '--email', 'nina@example.com')).toMatchObject({
      code: 1, stderr: 'error: Vous êtes déjà inscrit à cette alerte mail (409)',
    });
    expect((await run('--store', 'boutique_de', 'alert', 'add', String(product.id), String(size.id), '--email', 'nina@example.com')).stderr).toBe(
      'error: Sie sind für diese E-Mail-Benachrichtigung bereits angemeldet (409)',
    );
    expect((await run('alert', 'add', String(product.id), String(size.id), '--email', 'nina@')).stderr).toBe("error: 'nina@' is not a valid e-mail address.");
    expect((await run('alert', 'add', 'x', '1', '--email', 'a@b.co')).code).not.toBe(0);

    const list = await run('alert', 'list', '--email', 'nina@example.com');
    expect(list.stdout.split('\n')[0]).toMatch(/^ID\s+PRODUCT\s+SIZE\s+EMAIL\s+CREATED\s+STATUS$/);
    expect(list.stdout.split('\n')[1]).toMatch(new RegExp(`^${id}\\s+${product.id}\\s+${size.id}\\s+nina@example.com\\s+\\S+ \\S+\\s+waiting$`));

    await restockIn(shop.app, size.id, 2);
    const outbox = await run('outbox', '--dir', shop.app.mailer.outboxDir!, '--to', 'NINA@example.com');
    expect(outbox.stdout).toMatch(new RegExp(`^── \\S+  to nina@example.com  \\[product-alert, fr\\]\\nSubject: De retour en stock : ${product.names.fr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n\\nBonne nouvelle !`));
    expect(outbox.stdout).toContain(`${shop.url}/p/${product.slugs.fr}`);
    expect((await run('alert', 'list', '--email', 'nina@example.com')).stdout).toMatch(/mailed \S+ \S+$/m);
    expect((await run('outbox', '--dir', shop.app.mailer.outboxDir!, '--to', 'nobody@example.com')).stdout).toBe(`No mail to nobody@example.com in ${shop.app.mailer.outboxDir}`);

    expect(await run('alert', 'remove', String(id))).toMatchObject({ code: 0, stdout: `Alert #${id} removed` });
    expect(await run('alert', 'remove', String(id))).toMatchObject({ code: 1, stderr: `error: Alert ${id} not found (404)` });
    expect((await run('alert', 'list', '--email', 'nina@example.com')).stdout).toBe('No alert for nina@example.com');
  });
});
