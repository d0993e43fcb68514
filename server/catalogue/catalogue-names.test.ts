import { describe, expect, it } from 'vitest';
import { STORES } from '../../src/domain/store/stores';
import type { CatalogueReference, CategoryNode, TermKind } from './catalogue-reference';
import { facetNames, termName } from './catalogue-names';

const l6 = (fr: string, es: string, it: string, nl: string, de: string, en: string) => ({ fr, es, it, nl, de, en });

function reference(): CatalogueReference {
  const node = (id: number, parentId: number | null, names: ReturnType<typeof l6>, slugs: ReturnType<typeof l6>): CategoryNode => ({ id, parentId, level: parentId === null ? 1 : 2, names, slugs });
  const brands = [
    { id: 1, name: 'Crest & Co', slug: 'crest-co', restricted: false },
    { id: 2, name: 'Côte Sauvage', slug: 'cote-sauvage', restricted: true },
  ];
  const terms = new Map<TermKind, Map<string, Partial<ReturnType<typeof l6>>>>([
    ['colour', new Map<string, Partial<ReturnType<typeof l6>>>([['black', l6('Noir', 'Negro', 'Nero', 'Zwart', 'Schwarz', 'Black')], ['teal', { fr: 'Bleu canard' }]])],
    ['size', new Map([['TU', l6('Taille unique', 'Talla única', 'Taglia unica', 'One size', 'Einheitsgröße', 'One size')]])],
    ['gender', new Map([['men', l6('Homme', 'Hombre', 'Uomo', 'Heren', 'Herren', 'Men')]])],
  ]);
  return {
    brands: new Map(brands.map((brand) => [brand.id, brand])),
    brandsBySlug: new Map(brands.map((brand) => [brand.slug, brand])),
    artists: new Map([[7, { id: 7, name: 'Studio Kaiju', slug: 'studio-kaiju' }]]),
    categories: new Map([
      [10, node(10, null, l6('Homme', 'Hombre', 'Uomo', 'Heren', 'Herren', 'Men'), l6('homme', 'hombre', 'uomo', 'heren', 'herren', 'men'))],
      [11, node(11, 10, l6('Sweats à capuche', 'Sudaderas con capucha', 'Felpe con cappuccio', 'Hoodies', 'Hoodies', 'Hoodies'), l6('sweats-a-capuche', 'sudaderas-con-capucha', 'felpe-con-cappuccio', 'hoodies', 'hoodies', 'hoodies'))],
    ]),
    terms,
  };
}

describe('termName', () => {
  it("names a key in the language, else in what the product carries, else in French, else as itself", () => {
    const ref = reference();
    expect(termName(ref, 'colour', 'black', 'de')).toBe('Schwarz');
    expect(termName(ref, 'colour', 'teal', 'de', { de: 'Petrol' })).toBe('Petrol');
    expect(termName(ref, 'colour', 'teal', 'de')).toBe('Bleu canard');
    expect(termName(ref, 'colour', 'olive', 'de', { fr: 'Olive' })).toBe('Olive');
    expect(termName(ref, 'range', 'capsule-2027', 'nl')).toBe('capsule-2027');
    expect(termName(ref, 'size', 'TU', 'nl')).toBe('One size');
  });
});

describe('facetNames', () => {
  it("names categories by their slug in the store's language, brands the store sells, artists and terms", () => {
    const names = facetNames(reference(), STORES.boutique_de, 'de');
    expect(names.categories).toEqual({ herren: 'Herren', hoodies: 'Hoodies' });
    expect(names.brands).toEqual({ 'crest-co': 'Crest & Co' });
    expect(names.artists).toEqual({ 'studio-kaiju': 'Studio Kaiju' });
    expect(names.colors).toEqual({ black: 'Schwarz', teal: 'Bleu canard' });
    expect(names.sizes).toEqual({ TU: 'Einheitsgröße' });
    expect(names.genders).toEqual({ men: 'Herren' });
    expect(names.materials).toEqual({});
  });

  it('gives the first brand store its restricted brands too', () => {
    const names = facetNames(reference(), STORES.laboutiqueofficielle, 'fr');
    expect(names.brands).toEqual({ 'crest-co': 'Crest & Co', 'cote-sauvage': 'Côte Sauvage' });
    expect(names.categories['sweats-a-capuche']).toBe('Sweats à capuche');
  });
});
