import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { readKey } from '../../src/domain/catalogue/catalogue-bundle';
import { STORE_IDS } from '../../src/domain/store/stores';
import { createHash } from 'node:crypto';
import { CATALOGUE_GENERATOR_VERSION, generateCatalogue, planCatalogue } from './generate-catalogue';
import { RESERVED_SLUGS } from '../../src/domain/routing/listing-slugs';
import { URL_SAFE_SLUG } from './text';

const catalogue = generateCatalogue();

describe('generateCatalogue', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateCatalogue(42)).toStrictEqual(catalogue);
    expect(generateCatalogue(7).products).not.toEqual(catalogue.products);
  });

  it('keeps the 720-product catalogue of seed 42 as it was: a change of output needs a new generator version', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(catalogue)).digest('hex').slice(0, 16);
    // Changing the generator's output? Bump CATALOGUE_GENERATOR_VERSION, then update both lines.
    expect(CATALOGUE_GENERATOR_VERSION).toBe(8);
    expect(fingerprint).toBe('6b3ed1c0b8e25ff5');
  });

  it('makes colour families: one model (brand, category, name stem, price) in distinct colours, some of more than five', () => {
    const { products } = planCatalogue(42, 720);
    const families = new Map<number, number[]>();
    for (const summary of products.summaries) if (summary.modelId !== null) families.set(summary.modelId, [...(families.get(summary.modelId) ?? []), summary.id]);
    expect(families.size).toBeGreaterThan(50);
    expect([...families.values()].some((members) => members.length > 5)).toBe(true);
    const byId = new Map(catalogue.products.map((product) => [product.id, product]));
    const stem = (name: string, colour: string) => name.slice(0, name.length - colour.length);
    for (const [modelId, members] of families) {
      const model = byId.get(modelId)!;
      expect(members[0]).toBe(modelId);
      expect(new Set(members.map((id) => byId.get(id)!.color.code)).size).toBe(members.length);
      expect(new Set(members.map((id) => byId.get(id)!.modelKey))).toEqual(new Set([expect.stringMatching(/^[A-Z]{3}-[A-Z]{2}-M\d+$/)]));
      for (const id of members) {
        const product = byId.get(id)!;
        expect([product.brandId, product.categoryId, product.prices.fr]).toEqual([model.brandId, model.categoryId, model.prices.fr]);
        expect(stem(product.names.en, product.color.names.en)).toBe(stem(model.names.en, model.color.names.en));
        // The photos are of the product's own colour (pictures/hoodie-2e7d4f-front.jpg).
        expect(product.pictures[0].path).toContain(product.color.hex.slice(1));
      }
    }
    expect(catalogue.products.filter((product) => !families.has(product.id) && product.modelKey !== null).every((product) => products.summaries[product.id - 1001].modelId !== null)).toBe(true);
    // The showcase: the first men's hoodies are black, green… with the khaki one sold out.
    const hoodies = [...families.values()].find((members) => byId.get(members[0])!.slugs.en.includes('hoodie') && members.length === 7)!;
    expect(hoodies.map((id) => byId.get(id)!.color.code)).toEqual(['black', 'green', 'grey', 'navy', 'khaki', 'burgundy', 'ecru']);
    expect(hoodies.map((id) => byId.get(id)!.sizes.some((size) => size.stock > 0))).toEqual([true, true, true, true, false, true, true]);
  });

  it('is deterministic for a seed and a count, and makes as many products as asked', () => {
    const larger = generateCatalogue(42, 1_500);
    expect(larger.products).toHaveLength(1_500);
    expect(generateCatalogue(42, 1_500)).toStrictEqual(larger);
    expect(larger.products.map((p) => p.id)).toEqual(larger.products.map((_, i) => 1001 + i));
    // Three per leaf category at the fewest.
    expect(generateCatalogue(42, 10).products).toHaveLength(108);
  });

  it('reads the same products one at a time (seeding) as all at once', () => {
    const { rest, products } = planCatalogue(42, 720);
    const { products: all, ...others } = catalogue;
    expect([...products.chunks(250)].flat()).toStrictEqual(all);
    expect(rest).toStrictEqual(others);
  });

  it('returns fresh objects on every call', () => {
    const other = generateCatalogue();
    other.brands[0].name = 'Changed';
    other.categories[0].names.fr = 'Changed';
    other.countries[0].names.fr = 'Changed';
    expect(generateCatalogue().brands[0].name).not.toBe('Changed');
    expect(generateCatalogue().categories[0].names.fr).not.toBe('Changed');
    expect(generateCatalogue().countries[0].names.fr).not.toBe('Changed');
  });

  // A bound against a runaway generator, not a benchmark (bench:scale measures it): two busy cores run it in about 400 ms.
  it('generates quickly', () => {
    const start = performance.now();
    generateCatalogue(3);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('has the expected volumes', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(600);
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(25);
    expect(catalogue.artists.length).toBeGreaterThanOrEqual(10);
    expect(new Set(catalogue.products.map((p) => p.brandId)).size).toBe(catalogue.brands.length);
    expect(catalogue.brands.filter((b) => b.restricted).length).toBeGreaterThanOrEqual(2);
  });

  it('builds a three-level category tree and puts every product on a level-3 category', () => {
    const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
    for (const category of catalogue.categories) {
      if (category.level === 1) expect(category.parentId).toBeNull();
      else expect(byId.get(category.parentId!)?.level).toBe(category.level - 1);
    }
    expect(new Set(catalogue.categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    for (const product of catalogue.products) expect(byId.get(product.categoryId)?.level).toBe(3);
    const leaves = catalogue.categories.filter((c) => c.level === 3);
    expect(leaves.every((leaf) => catalogue.products.some((p) => p.categoryId === leaf.id))).toBe(true);
  });

  it('fills every localised field in the six languages', () => {
    const check = (value: Record<string, unknown>) => {
      expect(Object.keys(value).sort()).toEqual([...LOCALE_CODES].sort());
      for (const locale of LOCALE_CODES) {
        const entry = value[locale];
        if (typeof entry === 'string') expect(entry.trim()).not.toBe('');
        else expect((entry as unknown[]).length).toBeGreaterThan(0);
      }
    };
    catalogue.categories.forEach((c) => { check(c.names); check(c.slugs); });
    catalogue.countries.forEach((c) => check(c.names));
    catalogue.carriers.forEach((c) => check(c.descriptions));
    catalogue.terms.forEach((t) => check(t.names));
    for (const p of catalogue.products) {
      [p.names, p.slugs, p.descriptions, p.color.names, p.material.names, p.informations].forEach(check);
    }
  });

  it("names every colour, material, range, size and gender its products hold, with keys a bundle takes", () => {
    const keys = (kind: string) => new Set(catalogue.terms.filter((t) => t.kind === kind).map((t) => t.key));
    const [colours, materials, ranges, sizes, genders] = ['colour', 'material', 'range', 'size', 'gender'].map(keys);
    for (const p of catalogue.products) {
      expect(colours.has(p.color.code), p.color.code).toBe(true);
      expect(materials.has(p.material.code), p.material.code).toBe(true);
      expect(ranges.has(p.range), p.range).toBe(true);
      expect(genders.has(p.gender), p.gender).toBe(true);
      for (const size of p.sizes) expect(sizes.has(size.label), size.label).toBe(true);
    }
    for (const term of catalogue.terms) expect(readKey('key', term.key), term.key).toEqual({ ok: true, value: term.key });
    const term = (kind: string, key: string) => catalogue.terms.find((t) => t.kind === kind && t.key === key)!;
    expect(term('size', 'TU').names.de).toBe('Einheitsgröße');
    expect(term('size', '4-5').names.nl).toBe('4-5 jaar');
    expect(term('range', 'capsule-winter-2026').names.it).toBe('Capsule Inverno 2026');
    expect(term('gender', 'unisex').names.fr).toBe('Mixte');
    expect(term('colour', 'navy')).toMatchObject({ hex: '#1f2a44', names: { de: 'Marineblau' } });
  });

  it('uses translated words, not copies of the French', () => {
    const hoodies = catalogue.categories.find((c) => c.names.fr === 'Sweats à capuche');
    expect(hoodies?.names.en).toBe('Hoodies');
    expect(hoodies?.slugs.fr).toBe('sweats-a-capuche');
    const product = catalogue.products.find((p) => p.color.code === 'black')!;
    expect(product.names.fr).toContain('Noir');
    expect(product.names.de).toContain('Schwarz');
  });

  it('gives unique, URL-safe product and category path slugs per language', () => {
    for (const locale of LOCALE_CODES) {
      const slugs = catalogue.products.map((p) => p.slugs[locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
      slugs.forEach((slug, i) => {
        expect(slug).toMatch(URL_SAFE_SLUG);
        expect(slug.endsWith(`-${catalogue.products[i].id}`)).toBe(true);
      });
      catalogue.categories.forEach((c) => expect(c.slugs[locale]).toMatch(URL_SAFE_SLUG));
      const siblings = new Map<string, Set<string>>();
      for (const c of catalogue.categories) {
        const key = String(c.parentId);
        const set = siblings.get(key) ?? new Set();
        expect(set.has(c.slugs[locale])).toBe(false);
        set.add(c.slugs[locale]);
        siblings.set(key, set);
      }
    }
  });

  it('keeps brand slugs unique and clear of gender slugs and reserved listing slugs', () => {
    const slugs = catalogue.brands.map((b) => b.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const genderSlugs = new Set(catalogue.categories.filter((c) => c.level === 1).flatMap((c) => Object.values(c.slugs)));
    for (const slug of slugs) {
      expect(slug).toMatch(URL_SAFE_SLUG);
      expect(genderSlugs.has(slug)).toBe(false);
      expect(RESERVED_SLUGS.has(slug)).toBe(false);
    }
    for (const slug of genderSlugs) expect(RESERVED_SLUGS.has(slug)).toBe(false);
    catalogue.artists.forEach((a) => expect(a.slug).toMatch(URL_SAFE_SLUG));
  });

  it('lists store countries, other deliverable countries and a non-deliverable one', () => {
    const codes = catalogue.countries.map((c) => c.isoCode2);
    for (const code of ['FR', 'ES', 'IT', 'BE', 'DE', 'IE', 'LU', 'NL', 'PT', 'AT']) expect(codes).toContain(code);
    expect(catalogue.countries.some((c) => !c.active)).toBe(true);
    expect(catalogue.countries.find((c) => c.isoCode2 === 'DE')?.vatRate).toBe(19);
    expect(new Set(catalogue.countries.map((c) => c.storeId))).toEqual(new Set(STORE_IDS));
  });

  it('offers home, relay and express carriers with prices per country', () => {
    expect(new Set(catalogue.carriers.map((c) => c.type))).toEqual(new Set(['home', 'point_relais', 'express']));
    const active = catalogue.countries.filter((c) => c.active).map((c) => c.isoCode2);
    const home = catalogue.carriers.find((c) => c.type === 'home')!;
    expect(home.countries.map((c) => c.isoCode2).sort()).toEqual([...active].sort());
    const all = catalogue.carriers.flatMap((c) => c.countries);
    expect(all.some((c) => c.freeShippingAmount === null)).toBe(true);
    all.forEach((c) => {
      expect(Number.isInteger(c.price)).toBe(true);
      expect(c.deliveryDays).toBeGreaterThan(0);
    });
  });

  it('has redirects to existing targets and referers', () => {
    const productPaths = new Set(catalogue.products.flatMap((p) => Object.values(p.slugs).map((s) => `/p/${s}`)));
    expect(catalogue.redirects.some((r) => r.code === 302)).toBe(true);
    for (const redirect of catalogue.redirects.filter((r) => r.toPath.startsWith('/p/'))) expect(productPaths.has(redirect.toPath)).toBe(true);
    expect(catalogue.referers.length).toBeGreaterThan(2);
  });
});
