import type { IndexedProduct } from './in-memory-search-matching';
import type { IndexedSuggestion } from './in-memory-search-index';
import { originalPath } from '../../domain/routing/media-paths';

/** A product picture as the media store addresses it: an original named by a (made-up) content hash. */
const fixturePicture = (id: number, n: number): string => originalPath(`${id.toString(16).padStart(12, '0')}${n.toString(16).padStart(4, '0')}`.padEnd(64, 'a'), 'jpg');

const localized = (text: string) => ({ fr: text, es: text, it: text, nl: text, de: text, en: text });

/** Builders for tests: a product as a French-store index holds it, with overridable fields. */
export function anIndexedProduct(overrides: Partial<IndexedProduct> & { productID: number }): IndexedProduct {
  const id = overrides.productID;
  const name = overrides.name ?? `Sweat à capuche ${id}`;
  const price = overrides.price ?? 40;
  const originalPrice = overrides.promotionPercent ? Math.round((price / (1 - overrides.promotionPercent / 100)) * 100) / 100 : null;
  return {
    objectID: String(id),
    slugs: localized(`sweat-${id}`),
    names: { ...localized(name), es: `Sudadera con capucha ${id}`, en: `Hoodie ${id}` },
    displayInformation: { title: name },
    brand: { id: 1, name: 'Nordvik', slug: 'nordvik' },
    pictures: [{ path: fixturePicture(id, 1), default: true }],
    prices: { fr: { price, originalPrice }, default: { price, originalPrice } },
    label: null,
    promotion: overrides.promotionPercent ? { percent: overrides.promotionPercent } : null,
    marketLabels: {},
    sizes: [{ size: 'S' }, { size: 'M' }],
    watermarkUrl: null,
    name,
    isOnlyOutlet: false,
    displayInListing: true,
    isFlashSale: false,
    isEcoFriendly: false,
    isExclusive: false,
    categoryIds: [1, 2, 3],
    categorySlugs: ['homme', 'vetements', 'sweats'],
    category: { lvl2: 'Homme > Vêtements > Sweats' },
    artists: [],
    availableSizes: ['S', 'M'],
    color: 'Noir',
    colorCode: 'black',
    material: 'Coton',
    materialCode: 'cotton',
    gender: 'men',
    range: 'Essentials',
    promotionPercent: 0,
    noveltyDate: 1_700_000_000,
    salesRank: id,
    ...overrides,
    price,
  };
}

export function aSuggestion(overrides: Partial<IndexedSuggestion> & { objectID: string; text: IndexedSuggestion['text'] }): IndexedSuggestion {
  return { kind: 'term', urls: localized(`/search/${overrides.objectID}`), productsNumber: 3, ...overrides };
}

export { localized as sameInEveryLanguage };
