/**
 * The merchant's content in a catalogue bundle: content/pages/<store>/<key>.md and
 * content/site.json read and checked with the bundle (problems naming the file and field), and
 * written by the import as new versions — once: the same bundle again writes nothing.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsPage, InitResponse } from '../../src/domain/catalogue/site';
import { readBundle } from '../merchandise/merchandise-bundle-read';
import { useApi } from '../testing/api-harness';
import { bundleContentOf, importBundleContent, readBundleContent, writeBundleContent } from './content-bundle';
import { setEntry } from './content-entries';
import { showEntry } from './content-entries';

const FIXTURE = path.resolve(import.meta.dirname, '../../tests/fixtures/catalogue/twenty');
const api = useApi();
let work = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'boutique-content-bundle-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function folderWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(work, 'bundle-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

const FAQ = '---\ntitle: Preguntas frecuentes\nslug: preguntas-frecuentes\n---\n## Envíos\n\nEn **48 h**.\n';
const SITE = {
  boutique_es: { headerBanner: { slug: 'rebajas', link: '/es/rebajas', image: '/media/banners/header-boutique_es.svg', title: 'Rebajas' } },
  maintenance: false,
};

describe('reading the content files', () => {
  it('reads pages and the site file into entries', async () => {
    const root = await folderWith({ 'content/pages/boutique_es/faq.md': FAQ, 'content/site.json': JSON.stringify(SITE) });
    const { entries, problems } = await readBundleContent(root);
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { kind: 'page', store: 'boutique_es', key: 'faq', body: { title: 'Preguntas frecuentes', slug: 'preguntas-frecuentes', markdown: '## Envíos\n\nEn **48 h**.' }, status: 'published', publishAt: null, unpublishAt: null, file: 'content/pages/boutique_es/faq.md' },
      { kind: 'header-banner', store: 'boutique_es', key: '', body: SITE.boutique_es.headerBanner, status: 'published', publishAt: null, unpublishAt: null, file: 'content/site.json' },
      { kind: 'maintenance', store: '', key: '', body: false, status: 'published', publishAt: null, unpublishAt: null, file: 'content/site.json' },
    ]);
  });

  it('names the file and what is wrong', async () => {
    const root = await folderWith({
      'content/pages/boutique_xx/faq.md': FAQ,
      'content/pages/boutique_es/faq.txt': FAQ,
      'content/pages/boutique_es/jobs.md': '---\ntitle: Empleo\ncolour: red\n---\nx',
      'content/pages/boutique_es/terms.md': '---\ntitle: Condiciones\nslug: Not A Slug\n---\nx',
      'content/pages/boutique_es/promo.md': '---\ntitle: Promo\npublishAt: mañana\n---\nx',
      'content/site.json': JSON.stringify({ boutique_es: { headerBanner: { slug: 'x', link: 'javascript:alert(1)', image: '/x.svg', title: 'x' }, poster: {} }, boutique_zz: {} }),
    });
    const { entries, problems } = await readBundleContent(root);
    expect(entries).toEqual([]);
    expect(problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      'content/pages/boutique_es/faq.txt: is not a page (a page is <key>.md)',
      'content/pages/boutique_es/jobs.md: front matter "colour" is not one of title, slug, status, publishAt, unpublishAt',
      'content/pages/boutique_es/promo.md: publishAt: "mañana" is not a date-time (2026-12-02T00:00, read in the store\'s time zone, or with its offset)',
      expect.stringMatching(/^content\/pages\/boutique_es\/terms\.md: body\.slug: /),
      expect.stringMatching(/^content\/pages\/boutique_xx: is not a store's pages/),
      'content/site.json: boutique_es.headerBanner: link: a link must be an http(s) address, mailto:, tel: or a path of the shop (/…)',
      'content/site.json: boutique_es.poster is not one of menu, footer, headerBanner, saleBanner, seasonalBanner, templates',
      expect.stringMatching(/^content\/site\.json: boutique_zz is not a store/),
    ]);
  });

  it('keeps a bundle with a wrong content file out, with the bundle’s other problems', async () => {
    const root = await mkdtemp(path.join(work, 'twenty-'));
    await cp(FIXTURE, root, { recursive: true });
    await mkdir(path.join(root, 'content'), { recursive: true });
    await writeFile(path.join(root, 'content/site.json'), JSON.stringify(SITE));
    const good = await readBundle(root);
    expect(good.problems).toEqual([]);
    expect(good.bundle?.content?.map((entry) => entry.kind)).toEqual(['header-banner', 'maintenance']);
    await good.dispose();
    await writeFile(path.join(root, 'content/site.json'), '{ "maintenance": "yes" }');
    const bad = await readBundle(root);
    expect(bad.bundle).toBeNull();
    expect(bad.problems).toEqual([{ file: 'content/site.json', message: expect.stringMatching(/^body: /) }]);
  });
});

describe('importing the content', () => {
  it('writes each entry once as a version of the import, which the shop shows', async () => {
    const root = await folderWith({ 'content/pages/boutique_es/faq.md': FAQ, 'content/site.json': JSON.stringify(SITE) });
    const { entries } = await readBundleContent(root);
    const deps = { db: api.db, now: () => new Date() };
    expect(await importBundleContent(deps, entries, 'catalogue import')).toBe(3);
    expect(await importBundleContent(deps, entries, 'catalogue import')).toBe(0);
    const faq = await showEntry(deps, { kind: 'page', storeId: 'boutique_es', key: 'faq' });
    expect(faq.ok && faq.value.versions.map((version) => [version.version, version.author, version.note])).toEqual([[1, 'catalogue import', 'from content/pages/boutique_es/faq.md']]);
    expect((await api.get<CmsPage>('/cms/slug/preguntas-frecuentes', { store: 'boutique_es' })).body.content).toBe('<h2>Envíos</h2>\n<p>En <strong>48 h</strong>.</p>');
    expect((await api.get<InitResponse>('/init?no_cache=1', { store: 'boutique_es' })).body.headerBanner?.title).toBe('Rebajas');
  });

  it('exports the content as the files the import reads back, changing nothing', async () => {
    const deps = { db: api.db, now: () => new Date() };
    await setEntry(deps, { kind: 'template', storeId: 'boutique_es', key: 'rebajas' }, { body: { title: 'Rebajas', items: [{ slug: 'a', link: '/es/rebajas', image: '/media/a.svg', title: 'A' }] }, status: 'published' }, 'merch@example.com');
    await setEntry(deps, { kind: 'page', storeId: 'boutique_it', key: 'jobs' }, { body: { title: 'Lavora con noi', slug: 'lavora-con-noi', markdown: 'Scrivici: **jobs@example.com**' } }, 'merch@example.com');
    await setEntry(deps, { kind: 'page', storeId: 'boutique_de', key: 'promo' }, { body: { title: 'Aktion', slug: 'aktion', markdown: 'Bald.' }, status: 'published', publishAt: '2099-11-27T00:00', unpublishAt: '2099-11-30T00:00' }, 'merch@example.com');
    const exported = await bundleContentOf(api.db);
    const root = await mkdtemp(path.join(work, 'export-'));
    await writeBundleContent(root, exported);
    const read = await readBundleContent(root);
    expect(read.problems).toEqual([]);
    expect(read.entries.map((entry) => `${entry.kind}/${entry.store}/${entry.key} ${entry.status}`).sort()).toEqual([
      'header-banner/boutique_es/ published', 'maintenance// published', 'page/boutique_de/promo published', 'page/boutique_es/faq published', 'page/boutique_it/jobs draft', 'template/boutique_es/rebajas published',
    ]);
    expect(read.entries.find((entry) => entry.key === 'promo')).toMatchObject({ publishAt: '2099-11-26T23:00:00.000Z', unpublishAt: '2099-11-29T23:00:00.000Z' });
    expect(await importBundleContent(deps, read.entries, 'catalogue import')).toBe(0);
  });
});
