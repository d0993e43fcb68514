import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/seed-customers';
import { demoCatalogue } from '../../server/testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { signInStdin, temporaryHome } from '../testing/cli-harness';
import { runCaptured } from '../testing/run-captured';

const home = temporaryHome('boutique-cli-contact-');
let shop: TestServer | undefined;
beforeAll(async () => {
  shop = await startTestServer({ pages: false });
});
afterAll(async () => shop?.close());

/** One profile per agent (a shopper, support staff). */
const agent = (name: string) => (args: string[], stdin?: string) =>
  runCaptured(['--api', shop!.url, '--profile', join(home, `${name}.json`), ...args], { homeDir: home, stdin });
const product = demoCatalogue().products.find((p) => !p.isOnlyOutlet && !demoCatalogue().brands.find((b) => b.id === p.brandId)!.restricted && p.scores.count > 0)!;

describe('boutique contact send and admin contact', () => {
  it('sends a message, refuses a bad order id, and support reads it', async () => {
    const shopper = agent('shopper');
    // Issue 35: Zoé has no order 1234 (nobody does): the shop says so and keeps nothing.
    expect(await shopper(['contact', 'send', '--email', 'Zoe@Example.com', '--name', 'Zoé', '--subject', 'return', '--order', '1234', '--message-stdin'], 'Hello,\nI want to return my jacket.\n')).toMatchObject({
      code: 1, stderr: 'error: Not sent: --order is none of your orders (signed in), nor one placed with --email.',
    });
    const sent = await shopper(['contact', 'send', '--email', 'Zoe@Example.com', '--name', 'Zoé', '--subject', 'return', '--message-stdin'], 'Hello,\nI want to return my jacket.\n');
    expect(sent.code, sent.stderr).toBe(0);
    const reference = /reference (CT-[0-9A-Z]{8})$/.exec(sent.stdout)?.[1];
    expect(reference).toBeDefined();
    expect(await shopper(['contact', 'send', '--email', 'zoe@example.com', '--name', 'Zoé', '--subject', 'order', '--order', '123456789', '--message', 'Where is my parcel?'])).toMatchObject({
      code: 1, stderr: 'error: Not sent: --order is 1 to 8 digits.',
    });
    expect((await shopper(['contact', 'send', '--email', 'zoe@example.com', '--name', 'Zoé', '--subject', 'refund', '--message', 'Hello there'])).code).toBe(1);

    expect(await shopper(['admin', 'contact', 'list'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Not signed in') });
    const support = agent('support');
    expect((await support(['login', 'support@example.com', '--password-stdin'], await signInStdin(shop!, 'support@example.com'))).code).toBe(0);
    const list = await support(['admin', 'contact', 'list', '--email', 'zoe@example.com']);
    expect(list.stdout).toContain(reference);
    expect(list.stdout).toContain('I want to return my jacket.');
    const shown = await support(['admin', 'contact', 'show', reference!]);
    expect(shown.stdout).toContain('From      Zoé <zoe@example.com>');
    expect(shown.stdout.split('\n')).toContain('Subject   return');
    expect(await support(['admin', 'contact', 'show', '../1'])).toMatchObject({ code: 1 });

    expect((await shopper(['login', 'camille@example.com', '--password-stdin'], `${DEMO_PASSWORD}\n`)).code).toBe(0);
    expect(await shopper(['admin', 'contact', 'list'])).toMatchObject({ code: 1, stderr: expect.stringContaining('(403)') });
  }, 60_000);
});

describe('boutique rating add and list', () => {
  it('needs a signed-in customer, then rates, edits and lists', async () => {
    const shopper = agent('rater');
    expect(await shopper(['rating', 'add', String(product.id), '4'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Not signed in') });
    expect((await shopper(['rating', 'add', String(product.id), '6'])).code).toBe(1);
    expect((await shopper(['login', 'lucia@example.com', '--password-stdin'], `${DEMO_PASSWORD}\n`)).code).toBe(0);
    const added = await shopper(['rating', 'add', String(product.id), '5', '--comment', 'Muy cómodo']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(new RegExp(`^Rated product ${product.id}: 5/5 — “Muy cómodo”\\nScores now \\d,\\d/5 from \\d+ ratings`));
    const edited = JSON.parse((await shopper(['--json', 'rating', 'add', String(product.id), '3'])).stdout) as { rating: { score: number; comment: string | null } };
    expect(edited.rating).toMatchObject({ score: 3, comment: null });
    const list = await shopper(['rating', 'list', String(product.id)]);
    expect(list.stdout.split('\n')[1]).toMatch(/Lucía G\.\s+3\/5/);
    expect(await shopper(['rating', 'list', '987654'])).toMatchObject({ code: 1, stderr: 'error: Product 987654 not found (404)' });
  }, 60_000);
});
