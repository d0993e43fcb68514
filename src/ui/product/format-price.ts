/** Euros in the page's locale, e.g. "24,50 €" (fr-FR) or "€24.50" (en-IE): the domain's rule. */
export { formatMoney as formatPrice } from '../../domain/money/money';
