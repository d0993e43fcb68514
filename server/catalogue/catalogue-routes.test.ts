import { describe, expect, it } from 'vitest';
import type { ProductDetailResponse, ProductHit, ProductInformation, ProductScores } from '../../src/domain/catalogue/product';
import { useApi } from '../testing/api-harness';
import { demoCatalogue, fixtures } from '../testing/catalogue-fixtures';
import { demoRatings } from '../demo/demo-ratings';
import { storedDemoPhotoPath } from '../demo/photo-cache';
import { summariseScores, type ScoreDistribution } from '../../src/domain/ratings/rating';

/** What the seeded demo ratings of a product add up to. */
const seededScores = (product: Parameters<typeof demoRatings>[0]) => {
  const distribution: ScoreDistribution = [0, 0, 0, 0, 0];
  for (const rating of demoRatings(product)) distribution[rating.score - 1] += 1;
  return { productId: product.id, ...summariseScores(distribution) };
};

const api = useApi();

/** A term's name in a language, as the demo names it. */
const termName = (kind: string, key: string, locale: 'fr' | 'de' | 'nl') => demoCatalogue().terms.find((term) => term.kind === kind && term.key === key)!.names[locale];

describe('GET /products/{productId}', () => {
  it('answers the product as the French store sells it', async () => {
    const product = fixtures.discounted();
    const { status, body } = await api.get<ProductDetailResponse>(`/products/${product.id}`, { headers: { version: 'v3' } });
    expect(status).toBe(200);
    const { price, originalPrice } = product.prices.fr;
    expect(body.product).toMatchObject({
      id: product.id,
      name: product.names.fr,
      slug: product.slugs.fr,
      slugs: product.slugs,
      price: price / 100,
      originPrice: originalPrice! / 100,
      discountPercent: Math.round(100 * (1 - price / originalPrice!)),
      color: product.color.names.fr,
      description: product.descriptions.fr,
      isOnlyOutlet: false,
    });
    const sizes = [...product.sizes].sort((a, b) => a.rank - b.rank);
    expect(body.product.productSizes).toEqual(sizes.map((s) => ({ id: s.id, productSizeId: s.id, size: termName('size', s.label, 'fr'), rank: s.rank, value: s.label, quantity: s.stock })));
    expect(body.product.quantity).toBe(sizes.reduce((sum, s) => sum + s.stock, 0));
    // The demo's photos are stored by the import: each is served at its content's address.
    expect(body.product.pictures).toEqual(await Promise.all(product.pictures.map(async (p) => ({ url: await storedDemoPhotoPath(p.path), default: p.default }))));
    expect(body.product.category.id).toBe(product.categoryId);
    expect(body.product.category.parent?.parent?.name).toBeTruthy();
    expect(body.informations).toEqual(product.informations.fr);
    expect(body.scores).toEqual(seededScores(product));
    // Computed from the ratings, they look like the catalogue's planned score.
    if (product.scores.count > 0) expect(Math.abs(body.scores.average - product.scores.average)).toBeLessThanOrEqual(0.5);
    expect(body.metadata.canonical).toMatch(new RegExp(`/p/${product.slugs.fr}$`));
    expect(Object.keys(body.metadata.alternates)).toHaveLength(6);
  });

  it("prices and names the product for each store's country and language", async () => {
    const product = fixtures.fullPrice();
    const stores = [['boutique_it', 'it', 'it'], ['boutique_be', 'be', 'nl'], ['boutique_com', 'ie', 'en']] as const;
    for (const [store, country, locale] of stores) {
      const { body } = await api.get<ProductDetailResponse>(`/products/${product.id}`, { store });
      expect(body.product.price, store).toBe(product.prices[country].price / 100);
      expect(body.product.name, store).toBe(product.names[locale]);
    }
    const english = await api.get<ProductDetailResponse>(`/products/${product.id}`, { lang: 'en' });
    expect(english.body.product).toMatchObject({ name: product.names.en, price: product.prices.fr.price / 100 });
  });

  it("names its range, colour, material and sizes in the store's language, sizes keeping their key as value", async () => {
    const catalogue = demoCatalogue();
    const oneSize = catalogue.products.find((p) => p.sizes.some((size) => size.label === 'TU') && p.prices.de && !catalogue.brands.find((b) => b.id === p.brandId)!.restricted)!;
    const kids = catalogue.products.find((p) => p.sizes.some((size) => size.label === '4-5') && p.prices.be && !catalogue.brands.find((b) => b.id === p.brandId)!.restricted)!;
    const german = (await api.get<ProductDetailResponse>(`/products/${oneSize.id}`, { store: 'boutique_de' })).body.product;
    expect(german).toMatchObject({
      range: termName('range', oneSize.range, 'de'),
      color: termName('colour', oneSize.color.code, 'de'),
      material: termName('material', oneSize.material.code, 'de'),
    });
    expect(german.productSizes.find((size) => size.value === 'TU')?.size).toBe('Einheitsgröße');
    const dutch = (await api.get<ProductDetailResponse>(`/products/${kids.id}`, { store: 'boutique_be' })).body.product;
    expect(dutch.productSizes.find((size) => size.value === '4-5')?.size).toBe('4-5 jaar');
    expect(dutch.range).toBe(termName('range', kids.range, 'nl'));
  });

  it('sells restricted brands only in the first brand store, and shows outlet products flagged to outlet access only', async () => {
    const restricted = fixtures.restricted();
    expect((await api.get(`/products/${restricted.id}`)).status).toBe(200);
    expect(await api.get(`/products/${restricted.id}`, { store: 'boutique_de' })).toMatchObject({ status: 404, body: { code: 404, message: 'Product not found' } });
    const outlet = fixtures.outletOnly();
    expect((await api.get(`/products/${outlet.id}`)).status).toBe(403);
    const pass = (await api.post<{ pass: string }>('/outlet/access', { email: 'camille@example.com' })).body.pass;
    expect((await api.get<ProductDetailResponse>(`/products/${outlet.id}`, { headers: { 'outlet-pass': pass } })).body.product.isOnlyOutlet).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a bad id or headers', async () => {
    expect(await api.get('/products/987654')).toMatchObject({ status: 404, body: { code: 404, message: 'Product not found' } });
    expect(await api.get('/products/abc')).toMatchObject({ status: 400, body: { code: 400, message: expect.stringContaining('productId') } });
    expect((await api.get('/products/0')).status).toBe(400);
    expect((await api.get(`/products/${fixtures.fullPrice().id}`, { device: '9' })).status).toBe(400);
  });
});

describe('GET /products/{productId}/information', () => {
  it('answers the information lines in the request language', async () => {
    const product = fixtures.fullPrice();
    expect((await api.get<ProductInformation[]>(`/products/${product.id}/information`, { store: 'boutique_es' })).body).toEqual(product.informations.es);
    expect((await api.get(`/products/987654/information`)).status).toBe(404);
  });
});

describe('GET /products/{productId}/associated', () => {
  it('answers associated products as search hits priced for the store', async () => {
    const product = demoCatalogue().products.find((p) => p.associatedIds.length >= 2 && !p.isOnlyOutlet && p.brandId !== fixtures.restrictedBrand().id)!;
    const { status, body } = await api.get<ProductHit[]>(`/products/${product.id}/associated`, { store: 'boutique_es' });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    const byId = new Map(demoCatalogue().products.map((p) => [p.id, p]));
    for (const hit of body) {
      const source = byId.get(hit.productID)!;
      expect(product.associatedIds).toContain(hit.productID);
      expect(source.isOnlyOutlet).toBe(false);
      expect(hit.objectID).toBe(String(hit.productID));
      expect(hit.prices.default).toEqual(hit.prices.es);
      expect(hit.prices.es.price).toBe(source.prices.es.price / 100);
      expect(hit.names).toEqual(source.names);
      expect(hit.displayInformation.title).toBe(source.names.es);
    }
    expect((await api.get('/products/987654/associated')).status).toBe(404);
  });
});

describe('GET /facet-names', () => {
  it("names every facet value in the store's language: categories by slug, brands, colours, materials, ranges, sizes and genders", async () => {
    const { status, body } = await api.get<Record<string, Record<string, string>>>('/facet-names', { store: 'boutique_de' });
    expect(status).toBe(200);
    expect(body.colors).toMatchObject({ black: 'Schwarz', navy: 'Marineblau' });
    expect(body.materials).toMatchObject({ organic_cotton: 'Bio-Baumwolle' });
    expect(body.sizes).toMatchObject({ TU: 'Einheitsgröße', '4-5': '4-5 Jahre', M: 'M' });
    expect(body.genders).toEqual({ men: 'Herren', women: 'Damen', kids: 'Kinder', unisex: 'Unisex' });
    expect(body.ranges['capsule-winter-2026']).toBe('Kapsel Winter 2026');
    expect(body.categories).toMatchObject({ herren: 'Herren', bekleidung: 'Bekleidung', 't-shirts': 'T-Shirts' });
    const catalogue = demoCatalogue();
    const open = catalogue.brands.find((brand) => !brand.restricted)!;
    const restricted = catalogue.brands.find((brand) => brand.restricted)!;
    expect(body.brands[open.slug]).toBe(open.name);
    expect(body.brands[restricted.slug]).toBeUndefined();
    expect(body.artists[catalogue.artists[0].slug]).toBe(catalogue.artists[0].name);
  });

  it("answers the French store in French, restricted brands included", async () => {
    const { body } = await api.get<Record<string, Record<string, string>>>('/facet-names');
    expect(body.categories).toMatchObject({ vetements: 'Vêtements', 'sweats-a-capuche': 'Sweats à capuche' });
    expect(body.colors.black).toBe('Noir');
    expect(body.sizes.TU).toBe('Taille unique');
    expect(body.genders.unisex).toBe('Mixte');
    const restricted = demoCatalogue().brands.find((brand) => brand.restricted)!;
    expect(body.brands[restricted.slug]).toBe(restricted.name);
  });
  it('names every value in each store\'s own language (issue 35: English colours, French ranges, TU and mangled brands everywhere)', async () => {
    const expected = {
      boutique_es: { black: 'Negro', organic_cotton: 'Algodón orgánico', range: 'Cápsula Invierno 2026', TU: 'Talla única', hoodies: ['sudaderas-con-capucha', 'Sudaderas con capucha'] },
      boutique_it: { black: 'Nero', organic_cotton: 'Cotone biologico', range: 'Capsule Inverno 2026', TU: 'Taglia unica', hoodies: ['felpe-con-cappuccio', 'Felpe con cappuccio'] },
      boutique_be: { black: 'Zwart', organic_cotton: 'Biologisch katoen', range: 'Capsule Winter 2026', TU: 'Eenheidsmaat', hoodies: ['hoodies', 'Hoodies'] },
      boutique_de: { black: 'Schwarz', organic_cotton: 'Bio-Baumwolle', range: 'Kapsel Winter 2026', TU: 'Einheitsgröße', hoodies: ['hoodies', 'Hoodies'] },
      boutique_com: { black: 'Black', organic_cotton: 'Organic cotton', range: 'Winter 2026 Capsule', TU: 'One size', hoodies: ['hoodies', 'Hoodies'] },
    } as const;
    for (const [store, names] of Object.entries(expected)) {
      const { body } = await api.get<Record<string, Record<string, string>>>('/facet-names', { store });
      expect(body.colors.black, store).toBe(names.black);
      expect(body.materials.organic_cotton, store).toBe(names.organic_cotton);
      expect(body.sizes.TU, store).toBe(names.TU);
      expect(body.ranges['capsule-winter-2026'], store).toBe(names.range);
      expect(body.categories[names.hoodies[0]], store).toBe(names.hoodies[1]);
      // Brands by their own name, capitals, accents and ampersand kept: never the slug as words.
      expect(body.brands, store).toMatchObject({ 'crest-co': 'Crest & Co', 'maison-lune': 'Maison Lune', zenith: 'Zénith' });
    }
    const french = await api.get<Record<string, Record<string, string>>>('/facet-names');
    expect(french.body.brands).toMatchObject({ 'hotel-paradis': 'Hôtel Paradis', 'cote-sauvage': 'Côte Sauvage' });
    expect(french.body.ranges['capsule-winter-2026']).toBe('Capsule Hiver 2026');
  });
});

describe('GET /products/scores', () => {
  it('answers the scores asked, in order, leaving unknown and unsold products out', async () => {
    const [a, b] = [fixtures.fullPrice(), fixtures.discounted()];
    const restricted = fixtures.restricted();
    const { body } = await api.get<ProductScores[]>(`/products/scores?productIds=${b.id},987654,${a.id},${restricted.id}`, { store: 'boutique_es' });
    expect(body).toEqual([
      seededScores(b),
      seededScores(a),
    ]);
  });

  it('rejects missing or malformed ids with a 400', async () => {
    expect((await api.get('/products/scores')).status).toBe(400);
    expect((await api.get('/products/scores?productIds=1,x')).status).toBe(400);
  });
});

describe('GET /checkout/carriers/free-shipping', () => {
  it("answers the threshold of the store's country in euros", async () => {
    const home = demoCatalogue().carriers.find((carrier) => carrier.type === 'home')!;
    for (const [store, country] of [['laboutiqueofficielle', 'FR'], ['boutique_com', 'IE']] as const) {
      const expected = (home.countries.find((c) => c.isoCode2 === country)?.freeShippingAmount ?? 9900) / 100;
      expect((await api.get(`/checkout/carriers/free-shipping`, { store })).body).toEqual({ freeShipping: expected });
    }
  });

  it('falls back to 99 euros when the carrier gives none', async () => {
    await api.db.updateTable('carrier_countries').set({ free_shipping_amount: null }).where('iso_code2', '=', 'IE').execute();
    expect((await api.get('/checkout/carriers/free-shipping', { store: 'boutique_com' })).body).toEqual({ freeShipping: 99 });
  });
});
