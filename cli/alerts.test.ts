import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restockIn } from '../server/alerts/alerts-test-kit';
import '../server/mail/mailer';
import { readOutboxDir } from '../server/mail/file-outbox-mailer';
import { demoCatalogue } from '../server/testing/catalogue-fixtures';
import { cliAgainstTestShop, temporaryHome } from './testing/cli-harness';
import { runCaptured } from './testing/run-captured';

const { run, shop } = cliAgainstTestShop('boutique-cli-alert-');

const restricted = new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
/** Sold-out sizes of products every store sells; each test takes its own. */
const soldOut = demoCatalogue().products
  .filter((p) => !restricted.has(p.brandId) && !p.isOnlyOutlet)
  .flatMap((product) => product.sizes.filter((s) => s.stock === 0).map((size) => ({ product, size })));
const [{ product, size }] = soldOut;

interface Added {
  id: number;
  customerId: number | null;
  manage: { email: string; expires: number; signature: string; alert: number; url: string };
}

const add = async (at: (typeof soldOut)[number], email: string, runner = run) => {
  const answer = await runner('--json', 'alert', 'add', String(at.product.id), String(at.size.id), '--email', email);
  expect(answer, answer.stderr).toMatchObject({ code: 0 });
  return JSON.parse(answer.stdout) as Added;
};
const ids = async (...args: string[]) => {
  const answer = await run('--json', 'alert', 'list', ...args);
  expect(answer.code, answer.stderr).toBe(0);
  return (JSON.parse(answer.stdout) as { id: number }[]).map((alert) => alert.id);
};

describe('boutique alert and outbox', () => {
  it("adds an alert and prints the link that shows and removes it, that alert alone; refuses twice", async () => {
    const added = await run('alert', 'add', String(product.id), String(size.id), '--email', 'Nina@Example.com');
    expect(added).toMatchObject({ code: 0, stderr: '' });
    const [line, linkLine] = added.stdout.split('\n');
    const id = Number(/^Alert #(\d+): /.exec(line)?.[1]);
    expect(line).toBe(`Alert #${id}: product ${product.id}, size ${size.id}, for nina@example.com — waiting for stock`);
    expect(linkLine).toMatch(new RegExp(`^See or remove it: http://\\S+/account/subscriptions\\?email=nina%40example\\.com&expires=\\d+&signature=[\\w-]{43}&alert=${id}$`));
    const link = linkLine.replace('See or remove it: ', '');
    expect(await run('alert', 'add', String(product.id), String(size.id), '--email', 'nina@example.com')).toMatchObject({
      code: 1, stderr: 'error: Vous êtes déjà inscrit à cette alerte mail (409)',
    });
    expect((await run('--store', 'boutique_de', 'alert', 'add', String(product.id), String(size.id), '--email', 'nina@example.com')).stderr).toBe(
      'error: Sie sind für diese E-Mail-Benachrichtigung bereits angemeldet (409)',
    );
    expect((await run('alert', 'add', String(product.id), String(size.id), '--email', 'nina@')).stderr).toBe("error: 'nina@' is not a valid e-mail address.");
    expect((await run('alert', 'add', 'x', '1', '--email', 'a@b.co')).code).not.toBe(0);

    const other = await add(soldOut[1], 'nina@example.com');
    const list = await run('alert', 'list', '--link', link);
    expect(list.stdout.split('\n')).toHaveLength(2);
    expect(list.stdout.split('\n')[0]).toMatch(/^ID\s+PRODUCT\s+SIZE\s+EMAIL\s+CREATED\s+STATUS$/);
    expect(list.stdout.split('\n')[1]).toMatch(new RegExp(`^${id}\\s+${product.id}\\s+${size.id}\\s+nina@example.com\\s+\\S+ \\S+\\s+waiting$`));
    expect(await run('alert', 'remove', String(other.id), '--link', link)).toMatchObject({ code: 1, stderr: `error: Alert ${other.id} not found (404)` });
    expect(await run('alert', 'remove', String(id), '--link', link)).toMatchObject({ code: 0, stdout: `Alert #${id} removed` });
    expect(await run('alert', 'remove', String(id), '--link', link)).toMatchObject({ code: 1, stderr: `error: Alert ${id} not found (404)` });
    expect(await run('alert', 'list', '--link', link)).toMatchObject({ code: 0, stdout: 'No alert for nina@example.com' });
    expect(await ids('--link', other.manage.url)).toEqual([other.id]);
  });

  it("mails on restock the link to every alert of the address, which lists and removes them", async () => {
    const at = soldOut[2];
    const first = await add(at, 'omar@example.com');
    const second = await add(soldOut[3], 'omar@example.com');
    await restockIn(shop().app, at.size.id, 2);
    const outbox = await run('outbox', '--dir', shop().app.mailer.outboxDir!, '--to', 'OMAR@example.com');
    expect(outbox.stdout).toMatch(new RegExp(`^── \\S+  to omar@example.com  \\[product-alert, fr\\]\\nSubject: De retour en stock : ${at.product.names.fr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n\\nBonne nouvelle !`));
    expect(outbox.stdout).toContain(`${shop().url}/p/${at.product.slugs.fr}`);
    const mailed = /^Vos alertes : (\S+)$/m.exec(outbox.stdout)?.[1] ?? '';
    expect(mailed).not.toContain('alert=');
    expect((await run('outbox', '--dir', shop().app.mailer.outboxDir!, '--to', 'nobody@example.com')).stdout).toBe(`No mail to nobody@example.com in ${shop().app.mailer.outboxDir}`);

    expect(await ids('--link', mailed)).toEqual([second.id, first.id]);
    expect((await run('alert', 'list', '--link', mailed)).stdout).toMatch(new RegExp(`^${first.id}\\s.*mailed \\S+ \\S+$`, 'm'));
    const [mail] = await readOutboxDir(shop().app.mailer.outboxDir!, 'omar@example.com');
    const parts = ['--email', String(mail.meta.manageEmail), '--expires', String(mail.meta.manageExpires), '--signature', String(mail.meta.manageSignature)];
    expect(await ids(...parts)).toEqual([second.id, first.id]);
    expect(await run('alert', 'remove', String(first.id), ...parts)).toMatchObject({ code: 0, stdout: `Alert #${first.id} removed` });
    expect(await run('--json', 'alert', 'remove', String(second.id), '--link', mailed)).toMatchObject({ code: 0, stdout: JSON.stringify({ removed: second.id }) });
    expect(await run('alert', 'list', '--link', mailed)).toMatchObject({ code: 0, stdout: 'No alert for omar@example.com' });
  });

  it('opens nothing with an address alone, a forged or widened link, or signed out without a link', async () => {
    const victim = await add(soldOut[4], 'victim@example.com');
    const { email, expires, signature } = victim.manage;
    const addressAlone = 'error: An address alone opens no alert: give the whole link of the alert mail (--link URL, or --email with --expires and --signature), or sign in.';
    expect(await run('alert', 'list', '--email', email)).toMatchObject({ code: 1, stderr: addressAlone });
    expect(await run('alert', 'remove', String(victim.id), '--email', email)).toMatchObject({ code: 1, stderr: addressAlone });
    const signedOut = 'error: Not signed in: give the link of the alert mail (--link URL), or run `boutique login EMAIL --password-stdin` first.';
    expect(await run('alert', 'list')).toMatchObject({ code: 1, stderr: signedOut });
    expect(await run('alert', 'remove', String(victim.id))).toMatchObject({ code: 1, stderr: signedOut });
    const refused = { code: 1, stderr: "error: Ce lien d'alerte n'est pas valide ou a expiré. (403)" };
    expect(await run('alert', 'list', '--email', email, '--expires', String(expires), '--signature', signature)).toMatchObject(refused);
    expect(await run('alert', 'list', '--email', email, '--expires', String(expires), '--signature', 'A'.repeat(43), '--alert', String(victim.id))).toMatchObject(refused);
    expect(await run('alert', 'remove', String(victim.id), '--link', victim.manage.url.replace('victim%40', 'other%40'))).toMatchObject(refused);
    expect((await run('alert', 'list', '--link', 'https://shop.example/account/subscriptions?email=victim%40example.com')).code).not.toBe(0);
    expect(await ids('--link', victim.manage.url)).toEqual([victim.id]);
  });

  it("signed in: adds alerts to the account and lists and removes the customer's own alerts only", async () => {
    const home = temporaryHome('boutique-cli-alert-customer-');
    const camille = (stdin: string, ...args: string[]) => runCaptured(['--api', shop().url, '--profile', join(home, 'profile.json'), ...args], { homeDir: home, stdin });
    expect((await camille('Boutique2026\n', 'login', 'camille@example.com', '--password-stdin')).code).toBe(0);
    const mine = await add(soldOut[5], 'camille@example.com', (...args) => camille('', ...args));
    expect(mine.customerId).toEqual(expect.any(Number));
    const anonymous = await add(soldOut[6], 'camille@example.com');
    const listed = JSON.parse((await camille('', '--json', 'alert', 'list')).stdout) as { id: number }[];
    expect(listed.map((alert) => alert.id)).toEqual([mine.id]);
    expect(await camille('', 'alert', 'remove', String(anonymous.id))).toMatchObject({ code: 1, stderr: `error: Alert ${anonymous.id} not found (404)` });
    expect(await camille('', 'alert', 'remove', String(mine.id))).toMatchObject({ code: 0, stdout: `Alert #${mine.id} removed` });
    expect(await camille('', 'alert', 'list')).toMatchObject({ code: 0, stdout: 'No alert for you' });
    // The link of the anonymous alert still opens it, signed in or not.
    expect((await camille('', 'alert', 'list', '--link', anonymous.manage.url)).stdout).toMatch(new RegExp(`^${anonymous.id}\\s`, 'm'));
  });
});
