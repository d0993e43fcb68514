import { CURRENCY } from '../../domain/money/money';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Euros in the page's locale, e.g. "24,50 €" (fr-FR) or "€24.50" (en-IE). Same output as the
 * domain's `formatMoney`, with one formatter per locale: building an Intl.NumberFormat costs far
 * more than using one, and a page shows dozens of prices.
 */
export function formatPrice(euros: number, localeIso: string): string {
  let formatter = formatters.get(localeIso);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeIso, { style: 'currency', currency: CURRENCY });
    formatters.set(localeIso, formatter);
  }
  return formatter.format(euros);
}
