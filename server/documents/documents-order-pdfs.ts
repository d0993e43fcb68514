/**
 * The order's documents (DESIGN decision 10, docs/checkout-api.md `/bill`, `/purchase-order`): real
 * PDF files drawn from the `Order` view. The bill states what was sold and paid (lines, discount,
 * shipping, balance used, totals with and without VAT, payment method); the purchase order is what
 * the warehouse and the shopper check the parcel against (lines, delivery address or relay point,
 * carrier). Labels in the shop's six languages; the seller block names the store's brand and what
 * the store says of its seller (the shop's data: documents-service `storeSeller`).
 */
import { formatDay } from '../../src/domain/calendar/calendar-format';
import { formatMoney } from '../../src/domain/money/money';
import type { Order, OrderAddress } from '../../src/domain/orders/order';
import { LOCALES } from '../../src/domain/store/locales';
import { shopName, storeForLocale } from '../../src/domain/store/stores';
import type { StoreSeller } from '../../src/domain/store/seller';
import { documentLocale, documentTexts, type DocumentTexts } from './documents-texts';
import { ACCENT, MARGIN, MUTED, PdfWriter, type Column } from './documents-pdf-writer';
import { orderTotalRows } from './documents-order-totals';

interface Context {
  order: Order;
  texts: DocumentTexts;
  iso: string;
  brand: string;
  seller: StoreSeller;
  pdf: PdfWriter;
}

export const billNumber = (order: Pick<Order, 'reference' | 'createdAt' | 'events'>): string =>
  `FA-${billDate(order).slice(0, 4)}-${order.reference}`;

/** The bill is dated when the order was paid (an order paid at once: its creation). */
const billDate = (order: Pick<Order, 'createdAt' | 'events'>): string => order.events.find((event) => event.status === 'paid')?.at ?? order.createdAt;

export async function billPdf(order: Order, locale: string, seller: StoreSeller): Promise<Buffer> {
  const context = open(order, locale, seller, 'bill');
  const { pdf, texts } = context;
  let y = header(context, texts.bill, [
    [texts.billNumber, billNumber(order)],
    [texts.billDate, date(billDate(order), context.iso)],
    [texts.orderNumber, order.reference],
    [texts.orderDate, date(order.createdAt, context.iso)],
  ]);
  y = addresses(context, y);
  y = lines(context, y);
  y = totals(context, y);
  y = payment(context, y);
  pdf.write(texts.thanks, MARGIN, pdf.ensureRoom(y + 16, 20), { font: 'bold', size: 10, color: ACCENT });
  return pdf.finish(footer(context), texts.page);
}

export async function purchaseOrderPdf(order: Order, locale: string, seller: StoreSeller): Promise<Buffer> {
  const context = open(order, locale, seller, 'purchaseOrder');
  const { pdf, texts } = context;
  let y = header(context, texts.purchaseOrder, [
    [texts.orderNumber, order.reference],
    [texts.orderDate, date(order.createdAt, context.iso)],
    [texts.carrier, order.carrier.name],
    [texts.deliveryDate, date(order.carrier.deliveryDate, context.iso)],
  ]);
  y = addresses(context, y);
  y = lines(context, y);
  totals(context, y);
  return pdf.finish(footer(context), texts.page);
}

function open(order: Order, locale: string, seller: StoreSeller, kind: 'bill' | 'purchaseOrder'): Context {
  const language = documentLocale(locale);
  const texts = documentTexts(language);
  const brand = shopName(storeForLocale(language));
  const pdf = new PdfWriter({ title: `${texts[kind]} ${order.reference}`, author: brand, createdAt: new Date(order.createdAt) });
  return { order, texts, iso: LOCALES[language].iso, brand, seller, pdf };
}

const money = (context: Pick<Context, 'iso'>, euros: number): string => formatMoney(euros, context.iso);

const date = (value: string, iso: string): string => formatDay(value, iso, 'numeric');

/** The seller on the left, the document's title and references on the right. */
function header({ pdf, brand, seller, texts }: Context, title: string, facts: [string, string][]): number {
  pdf.write(brand, MARGIN, MARGIN, { font: 'bold', size: 18, color: ACCENT });
  const { details } = seller;
  const contact = [seller.phone, seller.email].filter(Boolean).join(' · ');
  const block = [...(details ? [details.company, details.street, `${details.city}, ${details.country}`] : []), contact].filter(Boolean).join('\n');
  if (block) pdf.write(block, MARGIN, MARGIN + 26, { size: 8, color: MUTED, width: 240 });
  const right = MARGIN + pdf.width - 220;
  pdf.write(title.toUpperCase(), right, MARGIN, { font: 'bold', size: 16, width: 220, align: 'right' });
  let y = MARGIN + 26;
  for (const [label, value] of facts) {
    pdf.write(`${label}${texts.colon}`, right, y, { size: 8, color: MUTED, width: 120 });
    pdf.write(value, right + 100, y, { font: 'bold', size: 8, width: 120, align: 'right' });
    y += 12;
  }
  const bottom = Math.max(y, MARGIN + 80) + 10;
  pdf.rule(bottom);
  return bottom + 14;
}

function addressText(address: OrderAddress): string {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return [name, address.company, address.street, address.streetDetails, `${address.zipCode} ${address.city}`, address.state,
    address.countryName ?? address.countryIsoCode2, address.phoneNumber].filter((line): line is string => Boolean(line)).join('\n');
}

/** Billing address, and the delivery address or the relay point with the carrier. */
function addresses({ pdf, order, texts }: Context, top: number): number {
  const half = pdf.width / 2;
  pdf.write(texts.billedTo, MARGIN, top, { font: 'bold', size: 9, color: ACCENT });
  const left = pdf.write(addressText(order.billingAddress), MARGIN, top + 14, { size: 9, width: half - 12 });
  const relay = order.relayPoint;
  pdf.write(relay ? texts.relayPoint : texts.deliveredTo, MARGIN + half, top, { font: 'bold', size: 9, color: ACCENT });
  const delivery = relay
    ? [relay.name, relay.street, `${relay.zipCode} ${relay.city}`, relay.countryIsoCode2, `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`].join('\n')
    : addressText(order.shippingAddress);
  const right = pdf.write(`${delivery}\n${texts.carrier}${texts.colon}${order.carrier.name}`, MARGIN + half, top + 14, { size: 9, width: half });
  return Math.max(left, right) + 18;
}

function lines(context: Context, top: number): number {
  const { pdf, order, texts } = context;
  const columns: Column[] = [
    { header: texts.article, width: 165 },
    { header: texts.brand, width: 90 },
    { header: texts.size, width: 50 },
    { header: texts.quantity, width: 45, align: 'right' },
    { header: texts.unitPrice, width: 75, align: 'right' },
    { header: texts.total, width: pdf.width - 425, align: 'right' },
  ];
  const rows = order.lines.map((line) => [line.name, line.brand, line.size, String(line.quantity), money(context, line.unitPrice), money(context, line.total)]);
  return context.pdf.table(columns, rows, top);
}

/** Goods, discount, shipping, the total with VAT and its parts, then what the balance paid and what remained (the mails' figures too). */
function totals(context: Context, top: number): number {
  const { pdf, order } = context;
  const rows = orderTotalRows(order, context.iso, formatMoney);
  let y = pdf.ensureRoom(top + 8, rows.length * 15 + 10);
  const left = MARGIN + pdf.width - 260;
  for (const { label, value, strong } of rows) {
    pdf.write(label, left, y, { font: strong ? 'bold' : 'regular', size: strong ? 10 : 9, width: 170 });
    pdf.write(value, left + 170, y, { font: strong ? 'bold' : 'regular', size: strong ? 10 : 9, width: 90, align: 'right' });
    y += strong ? 16 : 14;
  }
  return y;
}

function payment(context: Context, top: number): number {
  const { pdf, order, texts } = context;
  const card = order.card ? ` (${order.card.brand} •••• ${order.card.last4})` : '';
  let y = pdf.ensureRoom(top + 10, 40);
  y = pdf.write(`${texts.paymentMethod}${texts.colon}${texts.methods[order.paymentMethod]}${card}`, MARGIN, y, { size: 9, width: pdf.width });
  if (order.instalments) {
    const schedule = order.instalments.map((instalment) => `${date(instalment.dueDate, context.iso)}${texts.colon}${money(context, instalment.amount)}`).join(' · ');
    y = pdf.write(`${texts.instalments}${texts.colon}${schedule}`, MARGIN, y + 4, { size: 9, width: pdf.width });
  }
  return y;
}

function footer({ brand, texts, seller: { details } }: Context): string {
  if (!details) return brand;
  return `${brand} · ${details.company} · ${details.street}, ${details.city} · ${details.registration} · ${texts.vatNumber} ${details.vatNumber}`;
}
