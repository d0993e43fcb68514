/**
 * Associated products ("you may also like"): 4–8 others of the same category or the same brand,
 * half from the category. Short lists (every list of the 720-product demo) are shuffled whole,
 * the draws the demo catalogue was always made with; longer ones only draw the positions kept,
 * so a product costs the same whatever the catalogue's size.
 */
import type { Random } from './random';

export interface Associable {
  id: number;
  brandId: number;
  categoryId: number;
  associatedIds: number[];
}

/** Past this length a list is no longer shuffled whole. */
export const WHOLE_SHUFFLE_LIMIT = 256;
/** Rejected draws allowed per wanted product before the rest of a list is scanned in order. */
const DRAWS_PER_PICK = 8;

export function associate(products: Associable[], random: Random): void {
  const byBrand = groupIds(products, (product) => product.brandId);
  const byCategory = groupIds(products, (product) => product.categoryId);
  const categoryOf = new Map(products.map((product) => [product.id, product.categoryId]));
  for (const product of products) {
    const category = byCategory.get(product.categoryId)!;
    const brand = byBrand.get(product.brandId)!;
    const otherCategory = (id: number) => categoryOf.get(id) !== product.categoryId;
    product.associatedIds = category.length <= WHOLE_SHUFFLE_LIMIT && brand.length <= WHOLE_SHUFFLE_LIMIT
      ? shuffledPicks(product.id, category, brand.filter(otherCategory), random)
      : drawnPicks(product.id, category, brand, otherCategory, random);
  }
}

function groupIds(products: Associable[], key: (product: Associable) => number): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const product of products) {
    const group = groups.get(key(product));
    if (group) group.push(product.id);
    else groups.set(key(product), [product.id]);
  }
  return groups;
}

function shuffledPicks(id: number, category: number[], brandElsewhere: number[], random: Random): number[] {
  const sameCategory = category.filter((other) => other !== id);
  const wanted = random.int(4, 8);
  const fromCategory = random.sample(sameCategory, Math.ceil(wanted / 2));
  const fromBrand = random.sample(brandElsewhere, wanted - fromCategory.length);
  const picked = [...fromCategory, ...fromBrand];
  if (picked.length < 4) picked.push(...random.sample(sameCategory.filter((other) => !picked.includes(other)), 4 - picked.length));
  return picked;
}

function drawnPicks(id: number, category: number[], brand: number[], otherCategory: (id: number) => boolean, random: Random): number[] {
  const wanted = random.int(4, 8);
  const picked: number[] = [];
  const taken = new Set([id]);
  const anything = () => true;
  drawInto(picked, taken, category, Math.ceil(wanted / 2), anything, random);
  drawInto(picked, taken, brand, wanted - picked.length, otherCategory, random);
  if (picked.length < 4) drawInto(picked, taken, category, 4 - picked.length, anything, random);
  return picked;
}

/** Draws `count` distinct accepted ids of `list` into `picked`; few candidates left: scans the list in order. */
function drawInto(picked: number[], taken: Set<number>, list: number[], count: number, accepts: (id: number) => boolean, random: Random): void {
  let missing = count;
  const take = (id: number) => {
    if (taken.has(id) || !accepts(id)) return;
    taken.add(id);
    picked.push(id);
    missing -= 1;
  };
  for (let draws = 0; missing > 0 && draws < count * DRAWS_PER_PICK; draws++) take(list[random.int(0, list.length - 1)]);
  for (let index = 0; missing > 0 && index < list.length; index++) take(list[index]);
}
