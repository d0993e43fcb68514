/**
 * Product generation. Every product sits on a level-3 category; slugs are `{name-slug}-{id}`
 * per language; prices per store country in cents; labels follow the data (promo and flash_sale
 * only when discounted, new only when created in the last NEW_PRODUCT_DAYS days, top_sale only
 * for the TOP_SALE_RANK best sellers).
 */
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import { ARTISTS, BRANDS } from './brands';
import type { CatProduct } from '../catalogue/catalogue-types';
import { leafNodes, type CategoryNode } from './categories';
import { productDescriptions, productInformations, productNames, type ProductWords } from './product-texts';
import type { Random } from './random';
import { buildPrices, buildSizes } from './sizes-prices';
import { isoDay, localized, slugify } from './text';
import { COLOURS, MADE_IN, MOTIFS, RANGES, materialWords } from './words';

export const REFERENCE_DATE = '2026-11-01';
export const NEW_PRODUCT_DAYS = 30;
export const TOP_SALE_RANK = 60;
export const PRODUCT_COUNT = 720;
export const FIRST_PRODUCT_ID = 1001;
export const FIRST_SIZE_ID = 50001;

const GENDER_SHARE = { men: 45, women: 40, kids: 15 };
const UNISEX_FAMILIES = new Set(['accessories']);
const ARTIST_KINDS = new Set(['tee', 'sweat', 'hoodie', 'cap', 'bag']);

export const productPicturePath = (productId: number, n: number): string => `/media/products/${productId}/${n}.svg`;

function createdDaysAgo(random: Random): number {
  return random.chance(0.12) ? random.int(0, NEW_PRODUCT_DAYS - 1) : random.int(NEW_PRODUCT_DAYS, 540);
}

function buildProduct(id: number, node: CategoryNode, random: Random, nextSizeId: () => number): CatProduct {
  const type = node.type!;
  const brand = random.weighted(BRANDS, (candidate) => (candidate.restricted ? 0.4 : 1));
  const colour = random.weighted(COLOURS, (candidate) => candidate.weight);
  const material = materialWords(random.pick(type.materials));
  const gender: Gender = UNISEX_FAMILIES.has(type.family) && node.gender !== 'kids' && random.chance(0.5) ? 'unisex' : node.gender;
  const words: ProductWords = {
    id,
    brand,
    type,
    gender: node.gender,
    motif: random.pick(MOTIFS),
    colour,
    material,
    range: random.pick(RANGES),
    fitIndex: random.int(0, 2),
    careIndex: type.family === 'shoes' || material.code === 'leather' ? 2 : random.chance(0.8) ? 0 : 1,
    madeIn: type.family === 'shoes' ? random.pick(['PT', 'IT', 'VN']) : random.pick(MADE_IN).code,
  };
  const isOnlyOutlet = random.chance(0.08);
  const discount = isOnlyOutlet ? 'outlet' : random.chance(0.24) ? 'sale' : 'none';
  const { prices } = buildPrices(type.priceRange, discount, random);
  const soldOut = random.chance(0.02);
  const names = productNames(words);
  const pictureCount = random.int(2, 4);
  const marketLabels: MarketLabelClass[] = [];
  if (material.ecoFriendly) marketLabels.push('eco_friendly');
  if (random.chance(0.05)) marketLabels.push('exclusivity');
  const ratings = random.chance(0.15) ? 0 : random.int(1, 240);
  return {
    id,
    brandId: brand.id,
    artistIds: ARTIST_KINDS.has(type.kind) && random.chance(0.15) ? [random.pick(ARTISTS).id] : [],
    categoryId: node.category.id,
    gender,
    names,
    slugs: localized((locale) => `${slugify(names[locale])}-${id}`),
    descriptions: productDescriptions(words),
    range: words.range,
    color: { code: colour.code, hex: colour.hex, names: { ...colour.names } },
    material: { code: material.code, names: { ...material.names } },
    sizeKind: type.sizeKind,
    sizes: buildSizes(type.sizeKind, node.gender, soldOut, random, nextSizeId),
    prices,
    label: null,
    marketLabels,
    isOnlyOutlet,
    displayInListing: !random.chance(0.015),
    createdAt: isoDay(REFERENCE_DATE, -createdDaysAgo(random)),
    salesRank: 0,
    weightGrams: random.int(type.weightRange[0], type.weightRange[1]),
    manufactured: words.madeIn,
    pictures: Array.from({ length: pictureCount }, (_, index) => ({ path: productPicturePath(id, index + 1), default: index === 0 })),
    scores: { average: ratings === 0 ? 0 : Math.round((3.2 + random.next() * 1.8) * 10) / 10, count: ratings },
    informations: productInformations(words),
    associatedIds: [],
  };
}

function labelFor(product: CatProduct, random: Random): ProductLabel | null {
  if (product.prices.fr.originalPrice !== null) return random.chance(0.2) ? 'flash_sale' : 'promo';
  const ageDays = (Date.parse(`${REFERENCE_DATE}T00:00:00.000Z`) - Date.parse(product.createdAt)) / 86_400_000;
  if (ageDays < NEW_PRODUCT_DAYS) return 'new';
  if (product.salesRank <= TOP_SALE_RANK) return 'top_sale';
  return null;
}

/** 4–8 products of the same brand or the same category. */
function associate(products: CatProduct[], random: Random): void {
  const byBrand = new Map<number, number[]>();
  const byCategory = new Map<number, number[]>();
  for (const product of products) {
    byBrand.set(product.brandId, [...(byBrand.get(product.brandId) ?? []), product.id]);
    byCategory.set(product.categoryId, [...(byCategory.get(product.categoryId) ?? []), product.id]);
  }
  for (const product of products) {
    const sameCategory = (byCategory.get(product.categoryId) ?? []).filter((id) => id !== product.id);
    const sameBrand = (byBrand.get(product.brandId) ?? []).filter((id) => id !== product.id && !sameCategory.includes(id));
    const wanted = random.int(4, 8);
    const fromCategory = random.sample(sameCategory, Math.ceil(wanted / 2));
    const fromBrand = random.sample(sameBrand, wanted - fromCategory.length);
    const picked = [...fromCategory, ...fromBrand];
    if (picked.length < 4) picked.push(...random.sample(sameCategory.filter((id) => !picked.includes(id)), 4 - picked.length));
    product.associatedIds = picked;
  }
}

export function buildProducts(random: Random, count = PRODUCT_COUNT): CatProduct[] {
  const leaves = leafNodes();
  let sizeId = FIRST_SIZE_ID;
  const nextSizeId = (): number => sizeId++;
  // Every leaf gets at least a few products, the rest follows the type and gender shares.
  const plan: CategoryNode[] = leaves.flatMap((leaf) => [leaf, leaf, leaf]);
  while (plan.length < count) {
    plan.push(random.weighted(leaves, (leaf) => leaf.type!.weight * GENDER_SHARE[leaf.gender]));
  }
  const products = random.shuffle(plan).map((node, index) => buildProduct(FIRST_PRODUCT_ID + index, node, random, nextSizeId));
  const ranks = random.shuffle(products.map((_, index) => index + 1));
  products.forEach((product, index) => {
    product.salesRank = ranks[index];
    product.label = labelFor(product, random);
  });
  associate(products, random);
  return products;
}
