import { formatMoney } from '../../domain/money/money';
import type { ValueRange } from '../../domain/listing/listing-state';

/** A bound as the store writes it: euros as money ("20,00 €", "€20.00"), a discount as a percentage ("30 %"). */
function bound(facet: 'price' | 'promotion', value: number, localeIso: string): string {
  return facet === 'price' ? formatMoney(value, localeIso) : new Intl.NumberFormat(localeIso, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** The chip of a chosen range, in the store's locale: "Preis 20,00 € – 80,00 €", "Price ≥ €20.00", "Remise ≤ 50 %". */
export function rangeChipText(name: string, facet: 'price' | 'promotion', range: ValueRange, localeIso: string): string {
  const { min, max } = range;
  if (min !== null && max !== null) return `${name} ${bound(facet, min, localeIso)} – ${bound(facet, max, localeIso)}`;
  if (min !== null) return `${name} ≥ ${bound(facet, min, localeIso)}`;
  return `${name} ≤ ${bound(facet, max ?? 0, localeIso)}`;
}
