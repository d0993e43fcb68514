/**
 * Fit advice from the shop's own returns (issue 38, docs/returns-api.md "Fit advice"): when enough
 * units of a model were sold and enough of them came back as "too small" or "too large", the
 * product page says "Runs small: consider one size up" (or large). A model is the products sharing
 * a model key (the colours of one garment fit alike), or a product alone when it has none.
 *
 * The thresholds, and why:
 * - FIT_MIN_SOLD = 20 units sold: below that, one customer's order (three sizes of one shoe to try
 *   at home, two sent back) is most of the evidence. Twenty units is about what a model of the
 *   demo sells in its first weeks, so advice appears early for the models that matter.
 * - FIT_MIN_RETURNS = 5 accepted fit returns: the fewest where a majority is more than one or two
 *   shoppers' feet. Two returns never say anything, whatever their direction.
 * - FIT_MIN_SHARE = 60 % of the fit returns in one direction: a clear majority, not a split. At
 *   exactly 5 returns this is 3 against 2, the weakest advice we give; it is a nudge ("consider one
 *   size up"), cheap to be wrong about, and it firms up as returns come in (the share is shown in
 *   the size guide so the shopper can judge it).
 * Only accepted returns count (a refused or cancelled one proves nothing about fit), and units, not
 * return forms (a return of two pairs is two units). The share is of fit returns, not of sales:
 * "70 % of fit returns said too small".
 */

export const FIT_MIN_SOLD = 20;
export const FIT_MIN_RETURNS = 5;
/** In percent, compared in whole numbers (no rounding at the edge: 59.9 % is not 60 %). */
export const FIT_MIN_SHARE_PERCENT = 60;

/** A return reason that says something of fit: the garment was too small, or too large. */
export type FitDirection = 'small' | 'large';
export const FIT_DIRECTIONS: readonly FitDirection[] = ['small', 'large'];

export const isFitDirection = (value: unknown): value is FitDirection => value === 'small' || value === 'large';

/** What a model's orders and accepted returns say, in units. */
export interface FitFigures {
  sold: number;
  tooSmall: number;
  tooLarge: number;
}

/** The advice a product page shows, and the figures behind it. */
export interface FitAdvice {
  /** `small`: runs small, consider one size up; `large`: runs large, consider one size down. */
  runs: FitDirection;
  /** The share of fit returns in that direction, whole percent (rounded down), 60 to 100. */
  sharePercent: number;
  /** Accepted fit returns of the model (units). */
  fitReturns: number;
  /** Units of the model sold. */
  sold: number;
}

/** The advice the figures allow, or null below any threshold (never shown from fewer). */
export function fitAdvice(figures: FitFigures): FitAdvice | null {
  const sold = Math.max(0, Math.floor(figures.sold));
  const tooSmall = Math.max(0, Math.floor(figures.tooSmall));
  const tooLarge = Math.max(0, Math.floor(figures.tooLarge));
  const fitReturns = tooSmall + tooLarge;
  if (sold < FIT_MIN_SOLD || fitReturns < FIT_MIN_RETURNS) return null;
  const runs: FitDirection = tooSmall >= tooLarge ? 'small' : 'large';
  const most = runs === 'small' ? tooSmall : tooLarge;
  // most / fitReturns ≥ 60 %, in integers.
  if (most * 100 < FIT_MIN_SHARE_PERCENT * fitReturns) return null;
  return { runs, sharePercent: Math.floor((most * 100) / fitReturns), fitReturns, sold };
}

/** The model a product belongs to for fit: its model key when set, else the product itself. */
export function fitModelOf(product: { id: number; modelKey: string | null }): string {
  return product.modelKey ? `model:${product.modelKey}` : `product:${product.id}`;
}
