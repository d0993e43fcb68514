/**
 * The demo products of a catalogue of any size, in two passes so that seeding streams them in
 * bounded memory. `ProductPlan.create` draws every product once and keeps a small summary of each
 * (what the catalogue-wide steps need: sales ranks, labels, associations, home templates) and the
 * random generator's state before it; `product(index)` draws that product again from that state
 * and completes it from its summary. The draws are those of generating the whole array at once:
 * a seed and a count give the same products whichever way they are read.
 */
import type { ProductLabel } from '../../src/domain/catalogue/product';
import type { CatProduct } from '../catalogue/catalogue-service';
import { associate } from './associations';
import { leafNodes, type CategoryNode } from './categories';
import { colourIndex, familyColour, memberColour, planFamilies, type FamilyPlan } from './product-families';
import { FIRST_PRODUCT_ID, FIRST_SIZE_ID, GENDER_SHARE, drawProduct, dressProduct, labelFor, type ProductDraws, type ProductVariant } from './products';
import { Random } from './random';
import { demoModelKey } from './product-keys';

export interface ProductSummary {
  id: number;
  brandId: number;
  categoryId: number;
  createdAt: string;
  /** Has an original price (promo or flash sale label). */
  discounted: boolean;
  /** Price in cents in France. */
  frPrice: number;
  displayInListing: boolean;
  isOnlyOutlet: boolean;
  /** At least one size in stock. */
  inStock: boolean;
  hasArtist: boolean;
  salesRank: number;
  label: ProductLabel | null;
  associatedIds: number[];
  /** The id of the first product of its colour family (the model), or null when it has no other colour. */
  modelId: number | null;
}

function summarise(product: ProductDraws): ProductSummary {
  return {
    id: product.id,
    brandId: product.words.brand.id,
    categoryId: product.node.category.id,
    createdAt: product.createdAt,
    discounted: product.prices.fr.originalPrice !== null,
    frPrice: product.prices.fr.price,
    displayInListing: product.displayInListing,
    isOnlyOutlet: product.isOnlyOutlet,
    inStock: product.sizes.some((size) => size.stock > 0),
    hasArtist: product.artistIds.length > 0,
    salesRank: 0,
    label: null,
    associatedIds: [],
    modelId: null,
  };
}

/** What its family sets of a product (`model`: the first product's draws, when another product is first). */
function variantOf(families: FamilyPlan, index: number, model: ProductDraws | undefined): ProductVariant {
  return { model, colour: familyColour(families, index), soldOut: families.soldOut.get(index) };
}

export class ProductPlan {
  private constructor(
    readonly summaries: readonly ProductSummary[],
    private readonly leaves: readonly CategoryNode[],
    private readonly leafIndexes: Uint16Array,
    private readonly checkpoints: Uint32Array,
    private readonly firstSizeIds: Uint32Array,
    private readonly families: FamilyPlan,
  ) {}

  /** `count` products (at least three per leaf category, 108), drawn from `random`. */
  static create(random: Random, count: number): ProductPlan {
    const leaves = leafNodes();
    // Every leaf gets at least a few products, the rest follows the type and gender shares.
    const plan: CategoryNode[] = leaves.flatMap((leaf) => [leaf, leaf, leaf]);
    while (plan.length < count) {
      plan.push(random.weighted(leaves, (leaf) => leaf.type!.weight * GENDER_SHARE[leaf.gender]));
    }
    const nodes = random.shuffle(plan);
    const leafIndex = new Map(leaves.map((leaf, index) => [leaf, index]));
    const leafIndexes = new Uint16Array(nodes.length);
    const checkpoints = new Uint32Array(nodes.length);
    const firstSizeIds = new Uint32Array(nodes.length);
    let sizeId = FIRST_SIZE_ID;
    const nextSizeId = (): number => sizeId++;
    // Families draw from a generator of their own: the products draw what they always did.
    const familyRandom = new Random((random.checkpoint ^ 0x5bd1e995) >>> 0);
    const families = planFamilies(nodes, familyRandom);
    // The draws of each family's first product and the family's colours, while later products of the family are drawn.
    const models = new Map<number, ProductDraws>();
    const usedColours = new Map<number, Set<number>>();
    const summaries = nodes.map((node, index) => {
      leafIndexes[index] = leafIndex.get(node)!;
      checkpoints[index] = random.checkpoint;
      firstSizeIds[index] = sizeId;
      const leader = families.leaders[index];
      if (leader !== index) memberColour(families, index, usedColours.get(leader)!, familyRandom);
      const draws = drawProduct(FIRST_PRODUCT_ID + index, node, random, nextSizeId, variantOf(families, index, leader === index ? undefined : models.get(leader)));
      if (families.inFamily[index] && leader === index) {
        models.set(index, draws);
        usedColours.set(index, new Set([colourIndex(draws.words.colour)]));
      }
      const summary = summarise(draws);
      if (families.inFamily[index]) summary.modelId = FIRST_PRODUCT_ID + leader;
      return summary;
    });
    models.clear();
    usedColours.clear();
    const ranks = random.shuffle(summaries.map((_, index) => index + 1));
    summaries.forEach((summary, index) => {
      summary.salesRank = ranks[index];
      summary.label = labelFor(summary, random);
    });
    associate(summaries, random);
    return new ProductPlan(summaries, leaves, leafIndexes, checkpoints, firstSizeIds, families);
  }

  get count(): number {
    return this.summaries.length;
  }

  product(index: number): CatProduct {
    const summary = this.summaries[index];
    let sizeId = this.firstSizeIds[index];
    const leader = this.families.leaders[index];
    const model = leader === index ? undefined : this.draws(leader);
    const product = dressProduct(drawProduct(summary.id, this.leaves[this.leafIndexes[index]], Random.resume(this.checkpoints[index]), () => sizeId++, variantOf(this.families, index, model)));
    product.salesRank = summary.salesRank;
    product.label = summary.label;
    product.associatedIds = [...summary.associatedIds];
    product.modelKey = summary.modelId === null ? null : demoModelKey(this.summaries[summary.modelId - FIRST_PRODUCT_ID]);
    return product;
  }

  /** A family's first product drawn again (its sizes' ids are not needed: a counter of its own). */
  private draws(index: number): ProductDraws {
    let sizeId = this.firstSizeIds[index];
    return drawProduct(this.summaries[index].id, this.leaves[this.leafIndexes[index]], Random.resume(this.checkpoints[index]), () => sizeId++, variantOf(this.families, index, undefined));
  }

  /** The products in order, `size` at a time. */
  *chunks(size: number): Generator<CatProduct[]> {
    for (let start = 0; start < this.count; start += size) {
      yield Array.from({ length: Math.min(size, this.count - start) }, (_, offset) => this.product(start + offset));
    }
  }
}

/** Every product in memory, as the whole-array generator gave them. */
export function buildProducts(random: Random, count: number): CatProduct[] {
  const plan = ProductPlan.create(random, count);
  return Array.from({ length: plan.count }, (_, index) => plan.product(index));
}
