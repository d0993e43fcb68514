/**
 * Colour families of the demo (issue 38): products of one leaf category that are the same model
 * (brand, motif, material, range, price: the first product's) in different colours, sharing a
 * model key. Families are drawn per leaf from the products of that leaf in catalogue order, with
 * a generator of their own: the products' draws are those of a catalogue without families, and a
 * family's first product is the product it always was (its colour too); only the later ones
 * become colours of its model (`memberColour`). The men's hoodies start with a
 * showcase family of seven colours (black, green first; khaki sold out): the "+N" of listings, a
 * sold-out swatch and the journey "black hoodie to green" always have a product to show.
 */
import type { CategoryNode } from './categories';
import type { Random } from './random';
import { COLOURS, type ColourWords } from './words';

/** No colour of its own: the product keeps the colour it drew. */
const DRAWN = 255;

const SHOWCASE_COLOURS = ['black', 'green', 'grey', 'navy', 'khaki', 'burgundy', 'ecru'];
const SHOWCASE_SOLD_OUT = 'khaki';

/** What the family plan says of each product, by catalogue index. */
export interface FamilyPlan {
  /** The index of the family's first product (the model it copies); its own index when alone or first. */
  leaders: Int32Array;
  /** Index into COLOURS of the product's colour, or 255: the colour it drew. */
  colours: Uint8Array;
  /** Whether the product's family has more than one product. */
  inFamily: Uint8Array;
  /** Products whose sold-out state is set, not drawn (the showcase family). */
  soldOut: ReadonlyMap<number, boolean>;
}

/** Singles, small families (2–4) and large ones (6–8, more than a listing's five swatches). */
function familySize(random: Random): number {
  const roll = random.next();
  if (roll < 0.45) return 1;
  if (roll < 0.88) return random.int(2, 4);
  return random.int(6, 8);
}

/** A colour none of `used` (indexes into COLOURS), drawn by weight. */
function unusedColour(random: Random, used: ReadonlySet<number>): number {
  const left = COLOURS.map((_, index) => index).filter((index) => !used.has(index));
  return random.weighted(left, (candidate) => COLOURS[candidate].weight);
}

const isShowcaseLeaf = (leaf: CategoryNode): boolean => leaf.gender === 'men' && leaf.type?.key === 'hoodies';

/** The families of the products whose leaf categories are `nodes` (catalogue order). */
export function planFamilies(nodes: readonly CategoryNode[], random: Random): FamilyPlan {
  const leaders = new Int32Array(nodes.length);
  const colours = new Uint8Array(nodes.length).fill(DRAWN);
  const inFamily = new Uint8Array(nodes.length);
  const soldOut = new Map<number, boolean>();
  const byLeaf = new Map<CategoryNode, number[]>();
  nodes.forEach((node, index) => {
    leaders[index] = index;
    const list = byLeaf.get(node);
    if (list) list.push(index);
    else byLeaf.set(node, [index]);
  });
  for (const [leaf, indexes] of byLeaf) {
    let showcase = isShowcaseLeaf(leaf);
    for (let at = 0; at < indexes.length;) {
      const size = Math.min(showcase ? SHOWCASE_COLOURS.length : familySize(random), indexes.length - at);
      const members = indexes.slice(at, at + size);
      at += size;
      if (members.length < 2) continue;
      members.forEach((member, position) => {
        leaders[member] = members[0];
        inFamily[member] = 1;
        if (!showcase) return;
        colours[member] = COLOURS.findIndex((colour) => colour.code === SHOWCASE_COLOURS[position]);
        soldOut.set(member, SHOWCASE_COLOURS[position] === SHOWCASE_SOLD_OUT);
      });
      showcase = false;
    }
  }
  return { leaders, colours, inFamily, soldOut };
}

/**
 * Sets the colour of a later product of a family (drawn in catalogue order, after the earlier
 * ones): one its family has not got yet, `used` (colours of the family so far, this one added).
 */
export function memberColour(plan: FamilyPlan, index: number, used: Set<number>, random: Random): void {
  if (plan.colours[index] === DRAWN) plan.colours[index] = unusedColour(random, used);
  used.add(plan.colours[index]);
}

/** The index into COLOURS of a colour. */
export const colourIndex = (colour: ColourWords): number => COLOURS.indexOf(colour);

/** The colour a product is given by its family, or undefined: its own draw. */
export function familyColour(plan: FamilyPlan, index: number): ColourWords | undefined {
  const colour = plan.colours[index];
  return colour === DRAWN ? undefined : COLOURS[colour];
}
