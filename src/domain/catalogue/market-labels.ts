import type { Localized } from '../store/locales';
import type { MarketLabelClass } from './product';

/** Names of the market labels (SPEC §3 "marketLabels: class to names per locale"). */
export const MARKET_LABEL_NAMES: Record<MarketLabelClass, Localized> = {
  eco_friendly: { fr: 'Éco-responsable', es: 'Ecorresponsable', it: 'Eco-responsabile', nl: 'Duurzaam', de: 'Nachhaltig', en: 'Eco-friendly' },
  exclusivity: { fr: 'Exclusivité', es: 'Exclusivo', it: 'Esclusiva', nl: 'Exclusief', de: 'Exklusiv', en: 'Exclusive' },
};

export function isMarketLabelClass(value: unknown): value is MarketLabelClass {
  return value === 'eco_friendly' || value === 'exclusivity';
}
