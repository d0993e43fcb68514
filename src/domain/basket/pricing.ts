/**
 * Basket money rules shared by the server and the client: integer cents inside, euros with two
 * decimals outside (SPEC §9), VAT per delivery country, promotion discounts spread over lines.
 */
import { fromEuros, roundEuros, type Cents } from '../money/money';

/** Price without VAT from a price with VAT (rate in percent), to the cent. */
export function dutyFree(withDuty: Cents, vatRatePercent: number): Cents {
  return Math.round(withDuty / (1 + vatRatePercent / 100));
}

/** SPEC §4: the unit price recomputed from a line total, rounded to 2 decimals. */
export function unitPriceFromTotal(lineTotal: number, quantity: number): number {
  if (quantity <= 0) return 0;
  return roundEuros(fromEuros(lineTotal) / quantity / 100);
}

/** `percent` of each line, to the cent: the total discount is the sum of what each line shows. */
export function percentOff(lines: readonly Cents[], percent: number): Cents[] {
  return lines.map((line) => Math.round((line * percent) / 100));
}

/**
 * A fixed amount spread over lines in proportion to their totals (largest remainder first), so
 * the parts add up to exactly min(amount, sum of lines).
 */
export function spreadAmount(lines: readonly Cents[], amount: Cents): Cents[] {
  const total = lines.reduce((sum, line) => sum + line, 0);
  const target = Math.max(0, Math.min(amount, total));
  if (total === 0 || target === 0) return lines.map(() => 0);
  const exact = lines.map((line) => (line * target) / total);
  const parts = exact.map(Math.floor);
  let left = target - parts.reduce((sum, part) => sum + part, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts;
}
