import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('storefront pages (server side)', () => {
  let shop: TestServer;

  beforeAll(async () => {
    shop = await startTestServer();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('renders the home page of every store from its path prefix', async () => {
    const expected = { '/': 'fr-FR', '/es': 'es-ES', '/it/': 'it-IT', '/nl/': 'nl-BE', '/de': 'de-DE', '/en/': 'en-IE' };
    for (const [url, lang] of Object.entries(expected)) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['server-timing']).toMatch(/data;dur=[\d.]+, render;dur=[\d.]+/);
      expect(response.body).toContain(`<html lang="${lang}">`);
      expect(response.body).toContain('data-testid="product-card"');
    }
  });

  it('answers 404 with a page for unknown paths, and leaves API and media paths to the back end', async () => {
    const page = await shop.app.inject({ url: '/de/gibt-es-nicht' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html lang="de-DE">');

    const api = await shop.app.inject({ url: '/api/v5/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it("shows a listing's facets with the shop's names in the store's language", async () => {
    const labels = async (url: string) => {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      const panel = /<aside[^>]*id="listing-facets"[^>]*>([\s\S]*?)<\/aside>/.exec(response.body)?.[1] ?? '';
      return [...panel.matchAll(/<span class="facet__label">([^<]*)<\/span>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
    };
    const page = await shop.app.inject({ url: '/de/herren/bekleidung' });
    const crumbs = /<nav[^>]*class="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(page.body)?.[1] ?? '';
    expect([...crumbs.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((item) => item[1].replace(/<[^>]+>/g, '').trim())).toEqual(['Startseite', 'Herren', 'Bekleidung']);
    const german = await labels('/de/herren/bekleidung');
    for (const name of ['Bekleidung', 'T-Shirts', 'Herren', 'Schwarz', 'Weiß', 'Marineblau', 'Baumwolle', 'Bio-Baumwolle', 'Kapsel Winter 2026', 'Crest & Co']) {
      expect(german, name).toContain(name);
    }
    // No key or slug turned into words, no English colour.
    for (const word of ['Black', 'White', 'Navy', 'Cotton', 'Organic cotton', 'T shirts', 'Crest co', 'Capsule-winter-2026']) expect(german, word).not.toContain(word);
    const dutch = await labels('/nl/heren');
    for (const name of ['Kleding', 'Zwart', 'Katoen', 'Eenheidsmaat', 'Uniseks']) expect(dutch, name).toContain(name);
    expect(dutch).not.toContain('One size');
    // The chips of chosen values say the same names, a price range as the store writes money.
    const chosen = await shop.app.inject({ url: '/de/herren/bekleidung?colors=black&sizes=TU&price=20~80' });
    const chips = [...chosen.body.matchAll(/class="listing__chip"[^>]*>([^<]*)</g)].map((match) => match[1].replace(/[\u00a0\u202f]/g, ' '));
    expect(chips).toEqual(expect.arrayContaining(['Schwarz', 'Einheitsgröße', 'Preis 20,00 € – 80,00 €']));
    const french = await labels('/homme');
    for (const name of ['Vêtements', 'Sweats à capuche', 'Noir', 'Coton bio', 'Taille unique', 'Mixte']) expect(french, name).toContain(name);
  });

  it('writes a product’s average score with the decimal separator of the store’s language', async () => {
    const scoreOf = async (bestSellers: string) => {
      const listing = await shop.app.inject({ url: bestSellers });
      for (const [, href] of [...listing.body.matchAll(/href="([^"]*\/p\/[^"]+)"/g)].slice(0, 30)) {
        const product = await shop.app.inject({ url: href });
        const scores = /data-testid="scores"[^>]*>([\s\S]*?)<\/p>/.exec(product.body)?.[1];
        if (scores) return scores.replace(/<[^>]+>/g, '');
      }
      throw new Error(`No rated product on ${bestSellers}`);
    };
    expect(await scoreOf('/de/bestsellers')).toMatch(/ \d,\d\/5 \(/);
    expect(await scoreOf('/top-ventes')).toMatch(/ \d,\d\/5 \(/);
    expect(await scoreOf('/en/bestsellers')).toMatch(/ \d\.\d\/5 \(/);
  });

  it('reaches the API in process, with the store of the page', async () => {
    const response = await shop.app.inject({ url: '/es/' });
    const state = /<script type="application\/json" id="boutique-state">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(state).toBeDefined();
    const snapshot = JSON.parse(state!);
    expect(snapshot.context).toEqual({ storeId: 'boutique_es', locale: 'es', device: 0 });
    expect(snapshot.site.menu.length).toBeGreaterThan(0);
    expect(snapshot.home.highlights[0].products.length).toBeGreaterThan(0);
  });
});
