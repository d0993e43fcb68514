/**
 * `boutique admin product picture add|remove|order` against a real shop, as Mona the merchandiser
 * would type them: photos from files, added where she says; a file that is no photo refused by its
 * name with the files after it left out; positions that are none refused before the shop is asked;
 * a customer refused.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../server/testing/catalogue-fixtures';
import { signInStdin, cliAgainstTestShop, temporaryHome } from '../testing/cli-harness';
import { runCaptured } from '../testing/run-captured';

const { shop } = cliAgainstTestShop('boutique-cli-pictures-');
const home = temporaryHome('boutique-cli-pictures-files-');

const run = (profile: string, args: string[], stdin?: string) =>
  runCaptured(['--api', shop().url, '--profile', join(home, `${profile}.json`), ...args], { homeDir: home, stdin });

const products = () => demoCatalogue().products.filter((product) => !product.isOnlyOutlet && product.pictures.length >= 2);

/** A photo file of one colour (each colour its own photo). */
async function photoFile(name: string, colour: string): Promise<string> {
  const file = join(home, name);
  writeFileSync(file, await sharp({ create: { width: 400, height: 500, channels: 3, background: colour } }).jpeg().toBuffer());
  return file;
}

const listed = (stdout: string) => [...stdout.matchAll(/^(\d+) +(\/media\/\S+)$/gm)].map((match) => match[2]);

beforeAll(async () => {
  for (const who of ['merch', 'camille']) {
    expect((await run(who, ['login', `${who}@example.com`, '--password-stdin'], await signInStdin(shop(), `${who}@example.com`))).code).toBe(0);
  }
});

describe('boutique admin product picture', () => {
  it('adds photos where asked, removes one and reorders the rest', async () => {
    const key = String(products()[0].id);
    const before = listed((await run('merch', ['admin', 'product', 'show', key])).stdout);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [red, blue] = [await photoFile('red.jpg', '#c0392b'), await photoFile('blue.jpg', '#2c3e90')];
    const added = await run('merch', ['admin', 'product', 'picture', 'add', key, red, blue, '--at', '1']);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toContain(`Added to ${key}: red.jpg, blue.jpg.`);
    const after = listed(added.stdout);
    expect(after.slice(2)).toEqual(before);
    expect(after[0]).toMatch(/^\/media\/originals\/[0-9a-f]{64}\.jpg$/);
    const removed = await run('merch', ['admin', 'product', 'picture', 'remove', key, '2']);
    expect(listed(removed.stdout)).toEqual([after[0], ...before]);
    const ordered = await run('merch', ['admin', 'product', 'picture', 'order', key, ...Array.from({ length: before.length + 1 }, (_, index) => String(before.length + 1 - index))]);
    expect(ordered.code).toBe(0);
    expect(listed(ordered.stdout)).toEqual([after[0], ...before].reverse());
  });

  it('refuses a file that is no photo by its name, and adds none after it', async () => {
    const key = String(products()[1].id);
    const before = listed((await run('merch', ['admin', 'product', 'show', key])).stdout);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const fake = join(home, 'invoice.jpg');
    writeFileSync(fake, '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
    const green = await photoFile('green.jpg', '#1e8449');
    const refused = await run('merch', ['admin', 'product', 'picture', 'add', key, fake, green]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('invoice.jpg is ');
    expect(refused.stderr).toContain('JPEG, PNG, WebP and AVIF pictures are accepted');
    expect(listed((await run('merch', ['admin', 'product', 'show', key])).stdout)).toEqual(before);
    expect((await run('merch', ['admin', 'product', 'picture', 'add', key, join(home, 'nowhere.jpg')])).stderr).toContain('nowhere.jpg does not exist');
  });

  it('refuses positions that are none before asking the shop, and a customer', async () => {
    const key = String(products()[2].id);
    expect((await run('merch', ['admin', 'product', 'picture', 'remove', key, 'first'])).stderr).toContain('"first" is not a picture\'s position (1 for the main picture)');
    const twice = await run('merch', ['admin', 'product', 'picture', 'order', key, '1', '1']);
    expect(twice.code).not.toBe(0);
    expect(twice.stderr).toContain('pictures once, by position');
    const customer = await run('camille', ['admin', 'product', 'picture', 'remove', key, '1']);
    expect(customer.code).not.toBe(0);
  });
});
