/**
 * `boutique admin content …` against a real shop: a FAQ page from a Markdown file saved as a
 * draft, previewed, published, changed and restored; a banner scheduled from a JSON file; and the
 * refusals of a shopper and of what cannot be an entry or a file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStdin, cliAgainstTestShop, temporaryHome } from '../testing/cli-harness';
import { runCaptured } from '../testing/run-captured';
import { photo } from '../../server/media/media-test-kit';

const { shop } = cliAgainstTestShop('boutique-cli-content-');
const home = temporaryHome('boutique-cli-content-files-');

const run = (profile: string, args: string[]) => runCaptured(['--api', shop().url, '--profile', join(home, `${profile}.json`), '--store', 'boutique_es', ...args], { homeDir: home });
const file = (name: string, text: string) => {
  const path = join(home, name);
  writeFileSync(path, text);
  return path;
};
const frenchFaq = async () => (await (await fetch(`${shop().url}/api/v5/cms/slug/faq?no_cache=1`, { headers: { store: 'laboutiqueofficielle' } })).json()) as { title: string; content: string };
const publicFaq = async () => (await (await fetch(`${shop().url}/api/v5/cms/slug/faq`, { headers: { store: 'boutique_es' } })).json()) as { title: string; content: string };

beforeAll(async () => {
  for (const who of ['merch', 'camille']) {
    expect((await runCaptured(['--api', shop().url, '--profile', join(home, `${who}.json`), 'login', `${who}@example.com`, '--password-stdin'], { homeDir: home, stdin: await signInStdin(shop(), `${who}@example.com`) })).code).toBe(0);
  }
});

describe('boutique admin content', () => {
  it('saves a FAQ draft from Markdown, previews it, publishes it, and restores the previous version', async () => {
    const seeded = await publicFaq();
    const faq = file('faq.md', '---\ntitle: Preguntas frecuentes\nslug: faq\n---\n# Envíos\n\nEn **48 h**.\n');
    expect(await run('merch', ['admin', 'content', 'set', 'page/boutique_es/faq', '--file', faq])).toMatchObject({ code: 0, stdout: 'Saved page/boutique_es/faq v1 (draft).' });
    expect((await publicFaq()).title).toBe(seeded.title);
    const preview = await run('merch', ['admin', 'content', 'preview', '--path', '/t/faq', '--hours', '2']);
    expect(preview.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/es\/t\/faq\?preview=boutique_es\.\d+\.[\w-]{43}\nValid until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/);
    expect(await run('merch', ['admin', 'content', 'publish', 'page/boutique_es/faq'])).toMatchObject({ code: 0, stdout: 'Published page/boutique_es/faq v2: shoppers see it now.' });
    expect((await publicFaq()).content).toContain('<strong>48 h</strong>');
    await run('merch', ['admin', 'content', 'set', 'page/boutique_es/faq', '--file', file('faq2.md', 'En 24 h.'), '--title', 'FAQ', '--publish']);
    expect((await publicFaq())).toMatchObject({ title: 'FAQ', content: '<p>En 24 h.</p>' });
    const history = await run('merch', ['admin', 'content', 'history', 'page/boutique_es/faq']);
    expect(history.stdout.split('\n')).toEqual([
      'page/boutique_es/faq  live v3',
      expect.stringMatching(/^v3 {2}published {2}\S+ \S+ UTC {2}merch@example\.com {2}from /),
      expect.stringMatching(/^v2 {2}published {2}.* \(published version 1\)$/),
      expect.stringMatching(/^v1 {2}draft {6}\S+ \S+ UTC {2}merch@example\.com$/),
    ]);
    expect((await run('merch', ['admin', 'content', 'restore', 'page/boutique_es/faq', '2'])).stdout).toBe('Restored page/boutique_es/faq v2 as v4 (published).');
    expect((await publicFaq()).content).toContain('<strong>48 h</strong>');
    const shown = await run('merch', ['admin', 'content', 'show', 'page/boutique_es/faq']);
    expect(shown.stdout).toMatch(/^---\n# page\/boutique_es\/faq {2}live v4\n# v4 {2}published .*\ntitle: Preguntas frecuentes\nslug: faq\n---\n# Envíos/);
    const json = JSON.parse((await run('merch', ['--json', 'admin', 'content', 'list', '--kind', 'page'])).stdout);
    expect(json).toMatchObject([{ entry: 'page/boutique_es/faq', live: 4 }]);
  });

  it('schedules a banner from a JSON file', async () => {
    const banner = file('banner.json', JSON.stringify({ slug: 'black-friday', link: '/es/promociones', image: '/media/banners/bf.svg', title: 'Black Friday' }));
    expect((await run('merch', ['admin', 'content', 'set', 'header-banner/boutique_es', '--file', banner])).stdout).toBe('Saved header-banner/boutique_es v1 (draft).');
    const scheduled = await run('merch', ['admin', 'content', 'schedule', 'header-banner/boutique_es', '--at', '2099-11-27T00:00', '--until', '2099-11-30T00:00']);
    expect(scheduled.stdout).toMatch(/^Scheduled header-banner\/boutique_es v2: v2 {2}scheduled .* from 2099-11-26 23:00 UTC until 2099-11-29 23:00 UTC/);
  });

  it('refuses a shopper, a wrong entry, a wrong file and a wrong time, in plain words', async () => {
    const faq = file('faq3.md', '---\ntitle: x\n---\nx');
    expect(await run('camille', ['admin', 'content', 'list'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Reserved to catalogue staff (the merchandiser role)') });
    expect((await run('merch', ['admin', 'content', 'show', 'poster/boutique_es'])).stderr).toMatch(/"poster\/boutique_es" is not an entry/);
    expect((await run('merch', ['admin', 'content', 'set', 'menu/boutique_es', '--file', faq])).stderr).toMatch(/faq3\.md is not JSON/);
    expect((await run('merch', ['admin', 'content', 'set', 'page/boutique_es/faq', '--file', file('bad.md', '---\ntitle: x\n')])).stderr).toMatch(/never closed/);
    expect((await run('merch', ['admin', 'content', 'set', 'page/boutique_es/faq', '--file', faq, '--publish-at', 'friday'])).stderr).toMatch(/publishAt: "friday" is not a date-time .*\(400\)/);
    expect((await run('merch', ['admin', 'content', 'history', 'page/boutique_es/nothing-here'])).stderr).toMatch(/page\/boutique_es\/nothing-here has no versions yet/);
  });
  it('shows a page never changed as the shop’s seeded version 0, which saved back from the file after an edit becomes version 1', async () => {
    const shown = await run('merch', ['admin', 'content', 'show', 'page/laboutiqueofficielle/faq']);
    expect(shown.code).toBe(0);
    expect(shown.stderr).toBe('');
    expect(shown.stdout).toMatch(/^---\n# page\/laboutiqueofficielle\/faq {2}live v0\n# v0 {2}published {2}- {2}the shop {2}\(the shop’s seeded version\)\ntitle: .+\nslug: faq\n---\n## /);
    expect(shown.stdout).toContain("Oui, dès {freeShipping} d'achat.");
    const history = await run('merch', ['admin', 'content', 'history', 'page/laboutiqueofficielle/faq']);
    expect(history.stdout.split('\n')).toEqual(['page/laboutiqueofficielle/faq  live v0', 'v0  published  -  the shop  (the shop’s seeded version)']);
    const edited = file('faq-fr.md', shown.stdout.replace("Oui, dès {freeShipping} d'achat.", "Oui, dès {freeShipping} d'achat, partout en France."));
    expect(await run('merch', ['admin', 'content', 'set', 'page/laboutiqueofficielle/faq', '--file', edited, '--publish'])).toMatchObject({ code: 0, stdout: 'Saved page/laboutiqueofficielle/faq v1 (published).' });
    expect((await frenchFaq()).content).toContain("Oui, dès 99,00 € d'achat, partout en France.");
  });

  it('uploads an image for a banner or a page and answers its URL; a renamed PDF or an empty file is refused, naming it', async () => {
    const image = join(home, 'soldes.png');
    writeFileSync(image, await photo('png', 800, 200, 3501));
    const uploaded = await run('merch', ['admin', 'content', 'upload', image]);
    expect(uploaded.code, uploaded.stderr).toBe(0);
    expect(uploaded.stdout).toMatch(/^\/media\/originals\/[0-9a-f]{64}\.png\nIn a page: !\[soldes\]\(\/media\/originals\/[0-9a-f]{64}\.png\)$/);
    expect((await fetch(`${shop().url}${uploaded.stdout.split('\n')[0]}`)).status).toBe(200);
    expect(await run('merch', ['admin', 'content', 'upload', file('informe.jpg', '%PDF-1.4\n%%EOF\n')])).toMatchObject({ code: 1, stderr: expect.stringContaining('informe.jpg is not a picture: JPEG, PNG, WebP and AVIF pictures are accepted') });
    expect(await run('merch', ['admin', 'content', 'upload', file('vacio.jpg', '')])).toMatchObject({ code: 1, stderr: expect.stringContaining('vacio.jpg is empty') });
    expect(await run('merch', ['admin', 'content', 'upload', join(home, 'missing.jpg')])).toMatchObject({ code: 1, stderr: expect.stringContaining('missing.jpg does not exist') });
  });
});
