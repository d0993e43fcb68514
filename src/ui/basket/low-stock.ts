import type { BasketLine } from '../../domain/basket/basket-types';
import { LOW_STOCK_THRESHOLD } from '../../domain/catalogue/product-display';

/** SPEC §4/§9: of the lines low on stock, the lowest-priced one (the toast names one article). */
export function lowStockLine(lines: readonly BasketLine[]): BasketLine | null {
  let chosen: BasketLine | null = null;
  for (const line of lines) {
    if (line.size.quantity > LOW_STOCK_THRESHOLD || line.size.quantity <= 0) continue;
    if (!chosen || line.info.price < chosen.info.price) chosen = line;
  }
  return chosen;
}
