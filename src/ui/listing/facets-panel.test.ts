import { describe, expect, it } from 'vitest';
import type { ProductHit } from '../../domain/catalogue/product';
import type { FacetNames } from '../../domain/listing/facet-names';
import { facetLabel } from './facets-panel';

/** What GET /facet-names answers the German store (server/catalogue/catalogue-names.ts), in part. */
const GERMAN: FacetNames = {
  categories: { 'sweats-a-capuche': 'Sweats à capuche', bekleidung: 'Bekleidung' },
  brands: { 'crest-co': 'Crest & Co', 'hotel-paradis': 'Hôtel Paradis', 'maison-lune': 'Maison Lune' },
  colors: { black: 'Schwarz' },
  materials: { organic_cotton: 'Bio-Baumwolle' },
  ranges: { 'capsule-winter-2026': 'Kapsel Winter 2026' },
  sizes: { TU: 'Einheitsgröße' },
  genders: { unisex: 'Unisex' },
};

const t = (key: string) => `t:${key}`;
const hit = (slug: string, name: string) => ({ brand: { id: 1, slug, name } }) as unknown as ProductHit;

describe('facet labels (issue 35: accents lost, English colours, mangled brands, TU and the French range everywhere)', () => {
  it('are the shop’s names in the store’s language, for the facet list and the chips alike', () => {
    const label = facetLabel({ names: GERMAN, hits: [] }, t);
    expect(label('categories', 'sweats-a-capuche')).toBe('Sweats à capuche');
    expect(label('brands', 'crest-co')).toBe('Crest & Co');
    expect(label('brands', 'hotel-paradis')).toBe('Hôtel Paradis');
    expect(label('brands', 'maison-lune')).toBe('Maison Lune');
    expect(label('colors', 'black')).toBe('Schwarz');
    expect(label('materials', 'organic_cotton')).toBe('Bio-Baumwolle');
    expect(label('ranges', 'capsule-winter-2026')).toBe('Kapsel Winter 2026');
    expect(label('sizes', 'TU')).toBe('Einheitsgröße');
    expect(label('genders', 'unisex')).toBe('Unisex');
  });

  it('fall back on what the page knows only for a value the shop names none of', () => {
    const label = facetLabel({ names: {}, hits: [hit('crest-co', 'Crest & Co')] }, t);
    expect(label('brands', 'crest-co')).toBe('Crest & Co');
    expect(label('brands', 'atelier-sud')).toBe('Atelier sud');
    expect(label('genders', 'women')).toBe('t:listing.gender.women');
    expect(label('sizes', '38/40')).toBe('38/40');
    expect(label('colors', 'navy')).toBe('Navy');
  });
});
