/**
 * The file names of an order's documents, in the language they are written in (the store's):
 * `facture-100042.pdf` in French, `invoice-100042.pdf` in English… ASCII only, so that every
 * browser and mail client keeps them as they are in a Content-Disposition header.
 */
import type { LocaleCode } from '../store/locales';

export type OrderDocumentName = 'bill' | 'purchase-order' | 'return-label';

const NAMES: Readonly<Record<LocaleCode, Readonly<Record<OrderDocumentName, string>>>> = {
  fr: { bill: 'facture', 'purchase-order': 'bon-de-commande', 'return-label': 'retour' },
  en: { bill: 'invoice', 'purchase-order': 'purchase-order', 'return-label': 'return-label' },
  es: { bill: 'factura', 'purchase-order': 'hoja-de-pedido', 'return-label': 'devolucion' },
  it: { bill: 'fattura', 'purchase-order': 'buono-d-ordine', 'return-label': 'reso' },
  nl: { bill: 'factuur', 'purchase-order': 'bestelbon', 'return-label': 'retourlabel' },
  de: { bill: 'rechnung', 'purchase-order': 'bestellschein', 'return-label': 'ruecksendeschein' },
};

/** `facture-100042.pdf`, `rechnung-100042.pdf`, `retour-RT-000042.pdf`, `return-label-RT-000042.pdf`. */
export function documentFileName(kind: OrderDocumentName, reference: string | number, locale: LocaleCode): string {
  return `${NAMES[locale][kind]}-${reference}.pdf`;
}
