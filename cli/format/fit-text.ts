/** `boutique product`'s fit line (issue 38): the model's advice and the share behind it, or why there is none. */
import type { ProductDetailResponse } from '../../src/domain/catalogue/product';
import { FIT_MIN_RETURNS, FIT_MIN_SOLD } from '../../src/domain/returns/fit-advice';

export function fitText(detail: Pick<ProductDetailResponse, 'fit'>): string {
  const fit = detail.fit;
  if (!fit) return `Fit: no advice (it needs ${FIT_MIN_SOLD} units sold and ${FIT_MIN_RETURNS} fit returns, most of them one way)`;
  const advice = fit.runs === 'small' ? 'Runs small: consider one size up' : 'Runs large: consider one size down';
  return `Fit: ${advice} (${fit.sharePercent}% of ${fit.fitReturns} fit returns said too ${fit.runs}, ${fit.sold} sold)`;
}
