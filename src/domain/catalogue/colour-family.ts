/**
 * Colour families (issue 38): products sharing a model key are one model in several colours. The
 * product page shows every colour of the family the store sells (the current one marked, sold-out
 * ones said so); a listing card shows at most five swatches, its own colour first, and counts the
 * others ("+3"). A product alone in its model shows no swatch at all.
 */

/** A colour of a family as the product page shows it. */
export interface ColourSwatch {
  productId: number;
  /** The colour's name in the store's language. */
  name: string;
  hex: string;
  /** Store-relative path of the colour's product page (/p/{slug}). */
  path: string;
  /** The colour product's first picture (an original's path), or null. */
  picture: string | null;
  /** No size in stock. */
  soldOut: boolean;
  /** The product the page is of. */
  current: boolean;
}

/** A swatch under a listing card. */
export type ListingSwatch = Pick<ColourSwatch, 'productId' | 'name' | 'hex' | 'path'>;

/** The swatches of one listed product: at most LISTING_SWATCHES, and how many colours more. */
export interface ListingColours {
  productId: number;
  swatches: ListingSwatch[];
  more: number;
}

/** Swatches under a listing card at most (the issue: "up to five swatches, with +N"). */
export const LISTING_SWATCHES = 5;

/**
 * The swatches a card of `productId` shows from its family (in family order): its own colour
 * first, then the others, `limit` at most, and the count of those left out. A family of one, or a
 * product not in `family`, shows none.
 */
export function listingSwatches<T extends { productId: number }>(family: readonly T[], productId: number, limit = LISTING_SWATCHES): { shown: T[]; more: number } {
  const own = family.find((member) => member.productId === productId);
  if (!own || family.length < 2) return { shown: [], more: 0 };
  const ordered = [own, ...family.filter((member) => member !== own)];
  const shown = ordered.slice(0, Math.max(0, limit));
  return { shown, more: ordered.length - shown.length };
}

/**
 * Search suggestions name a family once (issue 38): of products sharing a model key, the first
 * (the best match) stays; products without one all stay. Order is kept.
 */
export function oncePerModel<T extends { modelKey?: string | null }>(hits: readonly T[]): T[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    if (!hit.modelKey) return true;
    if (seen.has(hit.modelKey)) return false;
    seen.add(hit.modelKey);
    return true;
  });
}
