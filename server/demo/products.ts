/**
 * Product generation. Every product sits on a level-3 category; slugs are `{name-slug}-{id}`
 * per language; prices per store country in cents; labels follow the data (promo and flash_sale
 * only when discounted, new only when created in the last NEW_PRODUCT_DAYS days, top_sale only
 * for the TOP_SALE_RANK best sellers).
 */
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import { ARTISTS, BRANDS } from './brands';
import type { CatProduct } from '../catalogue/catalogue-service';
import type { CategoryNode } from './categories';
import { productPhotoFiles } from './photo-names';
import { productDescriptions, productInformations, productNames, type ProductWords } from './product-texts';
import type { Random } from './random';
import { buildPrices, buildSizes } from './sizes-prices';
import { isoDay, localized, slugify } from './text';
import { COLOURS, MADE_IN, MOTIFS, RANGES, materialWords, type ColourWords } from './words';

export const REFERENCE_DATE = '2026-11-01';
export const NEW_PRODUCT_DAYS = 30;
export const TOP_SALE_RANK = 60;
export const PRODUCT_COUNT = 720;
export const FIRST_PRODUCT_ID = 1001;
export const FIRST_SIZE_ID = 50001;

/** Shares of the leaf categories beyond the first three products of each. */
export const GENDER_SHARE = { men: 45, women: 40, kids: 15 };
const UNISEX_FAMILIES = new Set(['accessories']);
const ARTIST_KINDS = new Set(['tee', 'sweat', 'hoodie', 'cap', 'bag']);

function createdDaysAgo(random: Random): number {
  return random.chance(0.12) ? random.int(0, NEW_PRODUCT_DAYS - 1) : random.int(NEW_PRODUCT_DAYS, 540);
}

/** A product's random draws, in the order they are drawn; its texts follow from them (`dressProduct`). */
export interface ProductDraws {
  id: number;
  node: CategoryNode;
  words: ProductWords;
  gender: Gender;
  isOnlyOutlet: boolean;
  prices: CatProduct['prices'];
  pictureCount: number;
  marketLabels: MarketLabelClass[];
  artistIds: number[];
  sizes: CatProduct['sizes'];
  displayInListing: boolean;
  createdAt: string;
  weightGrams: number;
  scores: CatProduct['scores'];
}

/**
 * What a product's colour family sets instead of its draws (product-families.ts): `model`, the
 * family's first product, gives the model (brand, motif, material, range, gender, prices, labels,
 * artists, weight); `colour` and `soldOut` are the product's own. Draws are made all the same, so
 * the random stream is the same whatever the family says.
 */
export interface ProductVariant {
  model?: ProductDraws;
  colour?: ColourWords;
  soldOut?: boolean;
}

export function drawProduct(id: number, node: CategoryNode, random: Random, nextSizeId: () => number, variant: ProductVariant = {}): ProductDraws {
  const type = node.type!;
  const { model } = variant;
  const brand = random.weighted(BRANDS, (candidate) => (candidate.restricted ? 0.4 : 1));
  const drawnColour = random.weighted(COLOURS, (candidate) => candidate.weight);
  const colour = variant.colour ?? drawnColour;
  const material = materialWords(random.pick(type.materials));
  const drawnGender: Gender = UNISEX_FAMILIES.has(type.family) && node.gender !== 'kids' && random.chance(0.5) ? 'unisex' : node.gender;
  const drawnWords: ProductWords = {
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
  const words = model ? { ...model.words, id, colour } : drawnWords;
  const drawnOutlet = random.chance(0.08);
  const discount = drawnOutlet ? 'outlet' : random.chance(0.24) ? 'sale' : 'none';
  const { prices: drawnPrices } = buildPrices(type.priceRange, discount, random);
  const drawnSoldOut = random.chance(0.02);
  const soldOut = variant.soldOut ?? drawnSoldOut;
  const pictureCount = random.int(2, 4);
  const drawnLabels: MarketLabelClass[] = [];
  if (material.ecoFriendly) drawnLabels.push('eco_friendly');
  if (random.chance(0.05)) drawnLabels.push('exclusivity');
  const ratings = random.chance(0.15) ? 0 : random.int(1, 240);
  const drawnArtists = ARTIST_KINDS.has(type.kind) && random.chance(0.15) ? [random.pick(ARTISTS).id] : [];
  const sizes = buildSizes(type.sizeKind, node.gender, soldOut, random, nextSizeId);
  const displayInListing = !random.chance(0.015);
  const createdAt = isoDay(REFERENCE_DATE, -createdDaysAgo(random));
  const drawnWeight = random.int(type.weightRange[0], type.weightRange[1]);
  return {
    id,
    node,
    words,
    gender: model ? model.gender : drawnGender,
    isOnlyOutlet: model ? model.isOnlyOutlet : drawnOutlet,
    prices: model ? Object.fromEntries(Object.entries(model.prices).map(([country, price]) => [country, { ...price }])) : drawnPrices,
    pictureCount,
    marketLabels: model ? [...model.marketLabels] : drawnLabels,
    artistIds: model ? [...model.artistIds] : drawnArtists,
    sizes,
    displayInListing,
    createdAt,
    weightGrams: model ? model.weightGrams : drawnWeight,
    scores: { average: ratings === 0 ? 0 : Math.round((3.2 + random.next() * 1.8) * 10) / 10, count: ratings },
  };
}

/** The product of its draws, `salesRank`, `label` and `associatedIds` left to the catalogue-wide steps (product-plan.ts). */
export function dressProduct(draws: ProductDraws): CatProduct {
  const { id, node, words } = draws;
  const names = productNames(words);
  return {
    id,
    brandId: words.brand.id,
    artistIds: draws.artistIds,
    categoryId: node.category.id,
    gender: draws.gender,
    names,
    slugs: localized((locale) => `${slugify(names[locale])}-${id}`),
    descriptions: productDescriptions(words),
    range: words.range.key,
    color: { code: words.colour.code, hex: words.colour.hex, names: { ...words.colour.names } },
    material: { code: words.material.code, names: { ...words.material.names } },
    sizeKind: node.type!.sizeKind,
    sizes: draws.sizes,
    prices: draws.prices,
    label: null,
    marketLabels: draws.marketLabels,
    isOnlyOutlet: draws.isOnlyOutlet,
    displayInListing: draws.displayInListing,
    createdAt: draws.createdAt,
    salesRank: 0,
    weightGrams: draws.weightGrams,
    manufactured: words.madeIn,
    pictures: productPhotoFiles(node.type!.kind, words.colour.hex, draws.pictureCount).map((path, index) => ({ path, default: index === 0 })),
    watermark: null,
    scores: draws.scores,
    informations: productInformations(words),
    associatedIds: [],
    modelKey: null,
  };
}

/** Promo and flash sale only when discounted, new only when recent, top sale for the best sellers. */
export function labelFor(product: { discounted: boolean; createdAt: string; salesRank: number }, random: Random): ProductLabel | null {
  if (product.discounted) return random.chance(0.2) ? 'flash_sale' : 'promo';
  const ageDays = (Date.parse(`${REFERENCE_DATE}T00:00:00.000Z`) - Date.parse(product.createdAt)) / 86_400_000;
  if (ageDays < NEW_PRODUCT_DAYS) return 'new';
  if (product.salesRank <= TOP_SALE_RANK) return 'top_sale';
  return null;
}
