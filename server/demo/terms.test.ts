import { describe, expect, it } from 'vitest';
import { isValidFacetValue, type ValueFacet } from '../../src/domain/listing/listing-facets';
import { buildTerms } from './terms';

const FACET_OF_KIND = { colour: 'colors', material: 'materials', range: 'ranges', size: 'sizes', gender: 'genders' } as const satisfies Record<string, ValueFacet>;

describe('demo terms', () => {
  it('can every one be chosen in a listing (issue 35: Bio-Baumwolle, organic_cotton, led to a 404)', () => {
    const terms = buildTerms();
    expect(terms.some((term) => term.key.includes('_'))).toBe(true);
    for (const term of terms) expect(isValidFacetValue(FACET_OF_KIND[term.kind], term.key), `${term.kind} ${term.key}`).toBe(true);
  });

  it('name the one size in each language', () => {
    const one = buildTerms().find((term) => term.kind === 'size' && term.key === 'TU')!;
    expect(one.names).toEqual({ fr: 'Taille unique', es: 'Talla única', it: 'Taglia unica', nl: 'Eenheidsmaat', de: 'Einheitsgröße', en: 'One size' });
  });
});
