/**
 * What no single cell can say, checked once every product is read: slugs used twice in a language,
 * references to a brand, artist, category (a leaf), colour, material, range, size or associated
 * product the bundle does not hold, sizes of two kinds, pictures missing from the bundle, and two
 * colour variants of one model in the same colour. Pure: the caller says which pictures exist.
 */
import type { BundleProduct } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { type BundleProblems, shown } from './merchandise-bundle-limits';
import type { References } from './merchandise-bundle-references';

export interface CheckedProducts {
  products: BundleProduct[];
  /** Each product's first line. */
  lines: Map<string, number>;
  /** Each size's line, by SKU. */
  skuLines: Map<string, number>;
  /** products.csv or products.jsonl. */
  file: string;
}

const keysOf = (list: { key: string }[] | null): Set<string> | null => (list ? new Set(list.map((item) => item.key)) : null);

export function crossCheck({ products, lines, skuLines, file }: CheckedProducts, references: References, pictures: Set<string> | null, problems: BundleProblems): void {
  const at = (product: BundleProduct, field: string, message: string) => problems.at(file, lines.get(product.key), message, field);
  const productKeys = new Set(products.map((product) => product.key));
  const known = {
    brand: keysOf(references.brands),
    artists: keysOf(references.artists),
    colour: keysOf(references.colours),
    material: keysOf(references.materials),
    range: keysOf(references.ranges),
  };
  const parents = references.categories ? new Set(references.categories.map((category) => category.parent)) : null;
  const categories = keysOf(references.categories);
  const sizeKinds = references.sizes ? new Map(references.sizes.map((size) => [size.key, size.kind])) : null;
  const slugs = new Map(LOCALE_CODES.map((locale) => [locale, new Map<string, string>()]));
  const modelColours = new Map<string, string>();

  for (const product of products) {
    const unknown = (field: string, what: string, value: string, set: Set<string> | null, where: string) => {
      if (set && !set.has(value)) at(product, field, `${what} ${shown(value)} is not in ${where}`);
    };
    unknown('brand', 'brand', product.brand, known.brand, 'brands.json');
    for (const artist of product.artists) unknown('artists', 'artist', artist, known.artists, 'artists.json');
    unknown('colour', 'colour', product.colour, known.colour, 'colours.json');
    unknown('material', 'material', product.material, known.material, 'materials.json');
    unknown('range', 'range', product.range, known.range, 'ranges.json');
    if (categories && !categories.has(product.category)) at(product, 'category', `category ${shown(product.category)} is not in categories.json`);
    else if (parents?.has(product.category)) at(product, 'category', `category ${shown(product.category)} has sub-categories: a product goes in a leaf`);
    for (const associated of product.associated) {
      if (associated === product.key) at(product, 'associated', `product ${shown(product.key)} is associated with itself`);
      else if (!productKeys.has(associated)) at(product, 'associated', `associated product ${shown(associated)} is not in the bundle`);
    }
    if (sizeKinds) {
      const kinds = new Set<string>();
      for (const size of product.sizes) {
        const kind = sizeKinds.get(size.size);
        if (kind === undefined) problems.at(file, skuLines.get(size.sku), `size ${shown(size.size)} is not in sizes.json`, 'size');
        else kinds.add(kind);
      }
      if (kinds.size > 1) at(product, 'size', `product ${shown(product.key)} mixes sizes of kinds ${[...kinds].sort().join(' and ')}`);
    }
    for (const name of product.pictures) {
      if (pictures && !/^(https:|\/media\/)/i.test(name) && !pictures.has(name)) at(product, 'pictures', `picture ${shown(name)} is not in the bundle`);
    }
    const mark = product.watermark;
    if (mark && pictures && !/^(https:|\/media\/)/i.test(mark) && !pictures.has(mark)) at(product, 'watermark', `watermark ${shown(mark)} is not in the bundle`);
    for (const locale of LOCALE_CODES) {
      const taken = slugs.get(locale)!;
      const slug = product.texts[locale].slug;
      const owner = taken.get(slug);
      if (owner === undefined) taken.set(slug, product.key);
      else at(product, `slug_${locale}`, `slug_${locale} ${shown(slug)} is already the slug of product ${shown(owner)} (line ${lines.get(owner)})`);
    }
    if (product.modelKey !== null) {
      const variant = `${product.modelKey}\n${product.colour}`;
      const owner = modelColours.get(variant);
      if (owner === undefined) modelColours.set(variant, product.key);
      else at(product, 'colour', `product ${shown(product.key)} and product ${shown(owner)} are both ${shown(product.colour)} variants of model ${shown(product.modelKey)}`);
    }
  }
}
