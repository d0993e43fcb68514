/** The words of the order documents (bill, purchase order) in the shop's six languages. */
import type { PaymentMethod } from '../../src/domain/orders/order';
import { isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';

export interface DocumentTexts {
  bill: string;
  purchaseOrder: string;
  billNumber: string;
  orderNumber: string;
  orderDate: string;
  billDate: string;
  billedTo: string;
  deliveredTo: string;
  relayPoint: string;
  carrier: string;
  deliveryDate: string;
  article: string;
  brand: string;
  size: string;
  quantity: string;
  unitPrice: string;
  total: string;
  goods: string;
  discount: string;
  shipping: string;
  free: string;
  totalWithVat: string;
  dutyFree: string;
  vat: string;
  balanceUsed: string;
  paid: string;
  toPay: string;
  paymentMethod: string;
  vatNumber: string;
  page: string;
  thanks: string;
  instalments: string;
  /** French puts a space before the colon. */
  colon: string;
  methods: Record<PaymentMethod, string>;
}

const fr: DocumentTexts = {
  colon: ' : ',
  bill: 'Facture', purchaseOrder: 'Bon de commande', billNumber: 'Facture n°', orderNumber: 'Commande n°', orderDate: 'Date de commande',
  billDate: 'Date de facture', billedTo: 'Adresse de facturation', deliveredTo: 'Adresse de livraison', relayPoint: 'Point relais',
  carrier: 'Transporteur', deliveryDate: 'Livraison estimée', article: 'Article', brand: 'Marque', size: 'Taille', quantity: 'Qté',
  unitPrice: 'Prix unitaire', total: 'Total', goods: 'Sous-total articles', discount: 'Remise', shipping: 'Livraison', free: 'Offerte',
  totalWithVat: 'Total TTC', dutyFree: 'dont total HT', vat: 'dont TVA', balanceUsed: 'Avoirs et bons d\'achat utilisés', paid: 'Montant payé',
  toPay: 'Montant à payer', paymentMethod: 'Moyen de paiement', vatNumber: 'N° TVA intracommunautaire', page: 'Page',
  thanks: 'Merci pour votre commande !', instalments: 'Échéancier',
  methods: { card: 'Carte bancaire', instalments4: 'Carte bancaire en 4 fois', transfer: 'Virement bancaire', cheque: 'Chèque', paypal: 'PayPal', balance: 'Avoirs et bons d\'achat' },
};

const en: DocumentTexts = {
  colon: ': ',
  bill: 'Invoice', purchaseOrder: 'Purchase order', billNumber: 'Invoice no.', orderNumber: 'Order no.', orderDate: 'Order date',
  billDate: 'Invoice date', billedTo: 'Billing address', deliveredTo: 'Delivery address', relayPoint: 'Pickup point',
  carrier: 'Carrier', deliveryDate: 'Estimated delivery', article: 'Item', brand: 'Brand', size: 'Size', quantity: 'Qty',
  unitPrice: 'Unit price', total: 'Total', goods: 'Items subtotal', discount: 'Discount', shipping: 'Shipping', free: 'Free',
  totalWithVat: 'Total incl. VAT', dutyFree: 'of which total excl. VAT', vat: 'of which VAT', balanceUsed: 'Credits and vouchers used', paid: 'Amount paid',
  toPay: 'Amount due', paymentMethod: 'Payment method', vatNumber: 'VAT number', page: 'Page',
  thanks: 'Thank you for your order!', instalments: 'Payment schedule',
  methods: { card: 'Bank card', instalments4: 'Bank card in 4 instalments', transfer: 'Bank transfer', cheque: 'Cheque', paypal: 'PayPal', balance: 'Credits and vouchers' },
};

const es: DocumentTexts = {
  colon: ': ',
  bill: 'Factura', purchaseOrder: 'Hoja de pedido', billNumber: 'Factura n.º', orderNumber: 'Pedido n.º', orderDate: 'Fecha del pedido',
  billDate: 'Fecha de factura', billedTo: 'Dirección de facturación', deliveredTo: 'Dirección de entrega', relayPoint: 'Punto de recogida',
  carrier: 'Transportista', deliveryDate: 'Entrega estimada', article: 'Artículo', brand: 'Marca', size: 'Talla', quantity: 'Cant.',
  unitPrice: 'Precio unitario', total: 'Total', goods: 'Subtotal artículos', discount: 'Descuento', shipping: 'Envío', free: 'Gratis',
  totalWithVat: 'Total IVA incl.', dutyFree: 'de ello total sin IVA', vat: 'de ello IVA', balanceUsed: 'Abonos y vales utilizados', paid: 'Importe pagado',
  toPay: 'Importe a pagar', paymentMethod: 'Forma de pago', vatNumber: 'N.º IVA intracomunitario', page: 'Página',
  thanks: '¡Gracias por tu pedido!', instalments: 'Calendario de pagos',
  methods: { card: 'Tarjeta bancaria', instalments4: 'Tarjeta en 4 plazos', transfer: 'Transferencia bancaria', cheque: 'Cheque', paypal: 'PayPal', balance: 'Abonos y vales' },
};

const it: DocumentTexts = {
  colon: ': ',
  bill: 'Fattura', purchaseOrder: 'Buono d\'ordine', billNumber: 'Fattura n.', orderNumber: 'Ordine n.', orderDate: 'Data dell\'ordine',
  billDate: 'Data fattura', billedTo: 'Indirizzo di fatturazione', deliveredTo: 'Indirizzo di consegna', relayPoint: 'Punto di ritiro',
  carrier: 'Corriere', deliveryDate: 'Consegna prevista', article: 'Articolo', brand: 'Marca', size: 'Taglia', quantity: 'Qtà',
  unitPrice: 'Prezzo unitario', total: 'Totale', goods: 'Subtotale articoli', discount: 'Sconto', shipping: 'Spedizione', free: 'Gratuita',
  totalWithVat: 'Totale IVA incl.', dutyFree: 'di cui totale IVA escl.', vat: 'di cui IVA', balanceUsed: 'Crediti e buoni utilizzati', paid: 'Importo pagato',
  toPay: 'Importo da pagare', paymentMethod: 'Metodo di pagamento', vatNumber: 'Partita IVA', page: 'Pagina',
  thanks: 'Grazie per il tuo ordine!', instalments: 'Piano di pagamento',
  methods: { card: 'Carta di pagamento', instalments4: 'Carta in 4 rate', transfer: 'Bonifico bancario', cheque: 'Assegno', paypal: 'PayPal', balance: 'Crediti e buoni' },
};

const nl: DocumentTexts = {
  colon: ': ',
  bill: 'Factuur', purchaseOrder: 'Bestelbon', billNumber: 'Factuurnr.', orderNumber: 'Bestelnr.', orderDate: 'Besteldatum',
  billDate: 'Factuurdatum', billedTo: 'Factuuradres', deliveredTo: 'Leveradres', relayPoint: 'Afhaalpunt',
  carrier: 'Vervoerder', deliveryDate: 'Verwachte levering', article: 'Artikel', brand: 'Merk', size: 'Maat', quantity: 'Aantal',
  unitPrice: 'Stukprijs', total: 'Totaal', goods: 'Subtotaal artikelen', discount: 'Korting', shipping: 'Verzending', free: 'Gratis',
  totalWithVat: 'Totaal incl. btw', dutyFree: 'waarvan totaal excl. btw', vat: 'waarvan btw', balanceUsed: 'Gebruikte tegoeden en bonnen', paid: 'Betaald bedrag',
  toPay: 'Te betalen bedrag', paymentMethod: 'Betaalwijze', vatNumber: 'Btw-nummer', page: 'Pagina',
  thanks: 'Bedankt voor je bestelling!', instalments: 'Betalingsschema',
  methods: { card: 'Bankkaart', instalments4: 'Bankkaart in 4 termijnen', transfer: 'Bankoverschrijving', cheque: 'Cheque', paypal: 'PayPal', balance: 'Tegoeden en bonnen' },
};

const de: DocumentTexts = {
  colon: ': ',
  bill: 'Rechnung', purchaseOrder: 'Bestellschein', billNumber: 'Rechnungsnr.', orderNumber: 'Bestellnr.', orderDate: 'Bestelldatum',
  billDate: 'Rechnungsdatum', billedTo: 'Rechnungsadresse', deliveredTo: 'Lieferadresse', relayPoint: 'Abholstation',
  carrier: 'Versanddienst', deliveryDate: 'Voraussichtliche Lieferung', article: 'Artikel', brand: 'Marke', size: 'Größe', quantity: 'Menge',
  unitPrice: 'Einzelpreis', total: 'Gesamt', goods: 'Zwischensumme Artikel', discount: 'Rabatt', shipping: 'Versand', free: 'Kostenlos',
  totalWithVat: 'Gesamt inkl. MwSt.', dutyFree: 'davon netto', vat: 'davon MwSt.', balanceUsed: 'Eingelöste Guthaben und Gutscheine', paid: 'Bezahlter Betrag',
  toPay: 'Zu zahlender Betrag', paymentMethod: 'Zahlungsart', vatNumber: 'USt-IdNr.', page: 'Seite',
  thanks: 'Vielen Dank für Ihre Bestellung!', instalments: 'Ratenplan',
  methods: { card: 'Bankkarte', instalments4: 'Bankkarte in 4 Raten', transfer: 'Banküberweisung', cheque: 'Scheck', paypal: 'PayPal', balance: 'Guthaben und Gutscheine' },
};

const TEXTS: Record<LocaleCode, DocumentTexts> = { fr, en, es, it, nl, de };

/** `fr`, `fr-FR`, `en-IE`… → the shop language (French when unknown). */
export function documentLocale(locale: string): LocaleCode {
  const language = locale.slice(0, 2).toLowerCase();
  return isLocaleCode(language) ? language : 'fr';
}

export const documentTexts = (locale: string): DocumentTexts => TEXTS[documentLocale(locale)];
