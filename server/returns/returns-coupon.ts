/**
 * The return coupon (docs/returns-api.md `/return-coupon`): a real PDF label to stick on the
 * parcel, in the order's language — the return number large, its Code 128 barcode (bwip-js) and a
 * QR code (qrcode) of it, the sender (the customer: see returnSender), the returns warehouse, the
 * products, "prepaid label" or the fee taken from the refund, and the last day to drop it off.
 */
import QRCode from 'qrcode';
import { formatDay } from '../../src/domain/calendar/calendar-format';
import { formatMoney } from '../../src/domain/money/money';
import { documentFileName } from '../../src/domain/orders/document-names';
import type { OrderAddress, OrderRelayPoint } from '../../src/domain/orders/order';
import { RETURN_WINDOW_DAYS, returnProductLabel, type ReturnOrder } from '../../src/domain/returns/returns';
import { isLocaleCode, LOCALES, type LocaleCode, type Localized } from '../../src/domain/store/locales';
import { succeed, type Outcome } from '../core/outcome';
import { ACCENT, MARGIN, MUTED, PdfWriter } from '../documents/documents-service';
import { waitingReturn } from './returns-customer';
import type { ReturnsContext, ReturnsDeps } from './returns-deps';
import { orderOfReturn } from './returns-repository';
import { returnView } from './returns-view';

interface CouponWords {
  title: string;
  returnNumber: string;
  order: string;
  from: string;
  to: string;
  products: string;
  quantity: string;
  reason: string;
  prepaid: string;
  fee: (amount: string) => string;
  deadline: (date: string) => string;
  howTo: string;
  page: string;
}

const WORDS: Localized<CouponWords> = {
  fr: {
    title: 'Bon de retour', returnNumber: 'N° de retour', order: 'Commande n°', from: 'Expéditeur', to: 'Destinataire', products: 'Articles retournés', quantity: 'Qté', reason: 'Motif',
    prepaid: 'Étiquette prépayée : ce retour ne vous coûte rien.', fee: (a) => `Frais de retour de ${a} déduits du remboursement.`,
    deadline: (d) => `À déposer au plus tard le ${d}.`, howTo: 'Collez ce bon sur le colis, bien visible, et déposez-le dans un point relais ou un bureau de poste.', page: 'Page',
  },
  es: {
    title: 'Etiqueta de devolución', returnNumber: 'N.º de devolución', order: 'Pedido n.º', from: 'Remitente', to: 'Destinatario', products: 'Artículos devueltos', quantity: 'Cant.', reason: 'Motivo',
    prepaid: 'Etiqueta prepagada: esta devolución no te cuesta nada.', fee: (a) => `Gastos de devolución de ${a} descontados del reembolso.`,
    deadline: (d) => `Entrégalo como muy tarde el ${d}.`, howTo: 'Pega esta etiqueta bien visible en el paquete y entrégalo en un punto de recogida o una oficina de correos.', page: 'Página',
  },
  it: {
    title: 'Etichetta di reso', returnNumber: 'N. di reso', order: 'Ordine n.', from: 'Mittente', to: 'Destinatario', products: 'Articoli resi', quantity: 'Qtà', reason: 'Motivo',
    prepaid: 'Etichetta prepagata: questo reso non ti costa nulla.', fee: (a) => `Spese di reso di ${a} detratte dal rimborso.`,
    deadline: (d) => `Da consegnare entro il ${d}.`, howTo: "Incolla l'etichetta sul pacco, ben visibile, e consegnalo in un punto di ritiro o in un ufficio postale.", page: 'Pagina',
  },
  nl: {
    title: 'Retourlabel', returnNumber: 'Retournr.', order: 'Bestelling nr.', from: 'Afzender', to: 'Bestemmeling', products: 'Teruggestuurde artikelen', quantity: 'Aantal', reason: 'Reden',
    prepaid: 'Voorgefrankeerd label: deze retour kost je niets.', fee: (a) => `Retourkosten van ${a} afgetrokken van de terugbetaling.`,
    deadline: (d) => `Af te geven uiterlijk op ${d}.`, howTo: 'Kleef dit label goed zichtbaar op het pakket en geef het af in een afhaalpunt of postkantoor.', page: 'Pagina',
  },
  de: {
    title: 'Rücksendeschein', returnNumber: 'Rücksendenr.', order: 'Bestellung Nr.', from: 'Absender', to: 'Empfänger', products: 'Zurückgeschickte Artikel', quantity: 'Menge', reason: 'Grund',
    prepaid: 'Frankiertes Etikett: Diese Rücksendung kostet Sie nichts.', fee: (a) => `Rücksendekosten von ${a} werden von der Erstattung abgezogen.`,
    deadline: (d) => `Spätestens am ${d} abgeben.`, howTo: 'Kleben Sie den Schein gut sichtbar auf das Paket und geben Sie es in einer Abholstelle oder Postfiliale ab.', page: 'Seite',
  },
  en: {
    title: 'Return label', returnNumber: 'Return no.', order: 'Order no.', from: 'Sender', to: 'Recipient', products: 'Returned items', quantity: 'Qty', reason: 'Reason',
    prepaid: 'Prepaid label: this return costs you nothing.', fee: (a) => `A return fee of ${a} is taken from the refund.`,
    deadline: (d) => `Drop it off by ${d} at the latest.`, howTo: 'Stick this label on the parcel where it can be seen, and drop it off at a pick-up point or post office.', page: 'Page',
  },
};

const addressLines = (address: Pick<OrderAddress, 'firstName' | 'lastName' | 'company' | 'street' | 'streetDetails' | 'zipCode' | 'city' | 'countryIsoCode2' | 'countryName'>): string[] =>
  [`${address.firstName} ${address.lastName}`.trim(), address.company, address.street, address.streetDetails, `${address.zipCode} ${address.city}`, address.countryName ?? address.countryIsoCode2]
    .filter((line): line is string => Boolean(line && line.trim()));

/**
 * Who sends the parcel back: the customer, at home. An order delivered to a relay point kept the
 * point's address as its shipping address (the parcel waited there in the customer's name): the
 * customer's own address is then the billing one, never the relay point's.
 */
export function returnSender(order: { shipping_address: OrderAddress; billing_address: OrderAddress; relay_point: OrderRelayPoint | null }): OrderAddress {
  return order.relay_point ? order.billing_address : order.shipping_address;
}

/** The coupon of a return waiting for its parcel; `sender` is the customer (returnSender), `locale` the order's language. */
export async function returnCouponPdf(ret: ReturnOrder, sender: OrderAddress, locale: LocaleCode): Promise<Buffer> {
  const words = WORDS[locale];
  const iso = LOCALES[locale].iso;
  const pdf = new PdfWriter({ title: `${words.title} ${ret.reference}`, author: 'Boutique', createdAt: new Date(ret.createdAt) });
  const { doc } = pdf;
  const euros = (amount: number) => pdf.text(formatMoney(amount, iso));

  pdf.write(words.title, MARGIN, MARGIN, { font: 'bold', size: 20, color: ACCENT });
  pdf.write(`${words.order} ${ret.orderReference}`, MARGIN, MARGIN + 28, { size: 10, color: MUTED });
  // The return number, large: what the warehouse reads first.
  pdf.write(words.returnNumber, MARGIN, MARGIN + 56, { size: 10, color: MUTED });
  pdf.write(ret.reference, MARGIN, MARGIN + 70, { font: 'bold', size: 40 });

  // bwip-js (2 MB of code) is loaded by the first coupon, not by every shop process (memory, issue 15).
  const { toBuffer: barcodePng } = await import('bwip-js/node');
  const [barcode, qr] = await Promise.all([
    barcodePng({ bcid: 'code128', text: ret.reference, scale: 3, height: 14, includetext: true, textxalign: 'center' }),
    QRCode.toBuffer(ret.reference, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  ]);
  const codesTop = MARGIN + 126;
  doc.image(barcode, MARGIN, codesTop, { fit: [300, 90] });
  doc.image(qr, MARGIN + pdf.width - 110, MARGIN + 10, { fit: [110, 110] });

  let y = codesTop + 112;
  pdf.rule(y - 8);
  const half = pdf.width / 2 - 10;
  pdf.write(words.from, MARGIN, y, { font: 'bold', size: 10, color: MUTED });
  pdf.write(words.to, MARGIN + half + 20, y, { font: 'bold', size: 10, color: MUTED });
  const left = pdf.write(addressLines(sender).join('\n'), MARGIN, y + 16, { size: 11, width: half });
  const right = pdf.write(addressLines({ ...ret.returnAddress, firstName: ret.returnAddress.name, lastName: '', company: null, streetDetails: null, countryName: 'France' }).join('\n'), MARGIN + half + 20, y + 16, { font: 'bold', size: 13, width: half });
  y = Math.max(left, right) + 18;
  pdf.rule(y - 8);

  y = pdf.table(
    [
      { header: words.products, width: pdf.width * 0.5 },
      { header: words.reason, width: pdf.width * 0.36 },
      { header: words.quantity, width: pdf.width * 0.14, align: 'right' },
    ],
    ret.products.map((product) => [`${returnProductLabel(product)}, ${product.size}`, product.reason.name, String(product.quantity)]),
    y,
  );

  y = pdf.ensureRoom(y + 12, 90);
  pdf.write(ret.transportLabelFree ? words.prepaid : words.fee(euros(ret.fee)), MARGIN, y, { font: 'bold', size: 11, color: ACCENT, width: pdf.width });
  const deadline = new Date(new Date(ret.createdAt).getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const date = formatDay(deadline.toISOString(), iso, 'long');
  y = pdf.write(words.deadline(date), MARGIN, doc.y + 6, { font: 'bold', size: 11, width: pdf.width });
  pdf.write(words.howTo, MARGIN, y + 6, { size: 9, color: MUTED, width: pdf.width });
  return pdf.finish(`Boutique SAS — ${ret.reference}`, words.page);
}

/** `retour-RT-000042.pdf`, `return-label-RT-000042.pdf`: in the coupon's language. */
export const couponFileName = (reference: string, locale: LocaleCode): string => documentFileName('return-label', reference, locale);

export interface ReturnCoupon {
  fileName: string;
  pdf: Buffer;
}

/** The coupon of one of the customer's returns while it waits for its parcel, in the order's language. */
export async function returnCoupon(deps: Pick<ReturnsDeps, 'db'>, context: ReturnsContext, returnId: number): Promise<Outcome<ReturnCoupon>> {
  const found = await waitingReturn(deps, context, returnId);
  if (!found.ok) return found;
  const order = (await orderOfReturn(deps.db, found.value.row.order_id))!;
  const locale = isLocaleCode(order.locale) ? order.locale : context.locale;
  const view = returnView(found.value, locale);
  return succeed({ fileName: couponFileName(view.reference, locale), pdf: await returnCouponPdf(view, returnSender(order), locale) });
}
