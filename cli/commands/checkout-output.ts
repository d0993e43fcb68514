/** The support agent's view of the checkout: carriers, relay points, the basket's choices and orders. */
import type { Balance } from '../../src/application/ports/orders-api';
import type { Basket } from '../../src/domain/basket/basket';
import type { Carrier } from '../../src/domain/catalogue/carrier';
import type { Order, OrderAddress, OrderSummary } from '../../src/domain/orders/order';
import { formatDistanceKm, type RelayPoint } from '../../src/domain/orders/relay-point';
import type { StoreDefinition } from '../../src/domain/store/stores';
import { dayText, momentText, shortDayText, shortMomentText } from '../format/dates';
import { plainSpaces, table } from '../format/table';
import { moneyIn } from './basket-output';

const DAYS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function carriersText(carriers: readonly Carrier[], country: string, store: StoreDefinition): string {
  if (carriers.length === 0) return `No carrier delivers to ${country}.`;
  const money = moneyIn(store);
  return `Carriers for ${country}\n${table(
    ['ID', 'TYPE', 'CARRIER', 'PRICE', 'DELIVERED'],
    carriers.map((carrier) => [
      String(carrier.id),
      carrier.type,
      `${carrier.serviceName} (${carrier.name})`,
      carrier.price.freeShipping ? `free (${money(0)})` : money(carrier.price.priceWithDuty / 100),
      carrier.deliveryDate.deliveryDate,
    ]),
  )}`;
}

/** "Mon-Fri 09:00-12:30 14:00-19:00; Sat 09:00-13:00": following days with the same hours go together. */
export function openingText(point: RelayPoint): string {
  const days = new Map<number, string>();
  for (const slot of [...point.openingHours].sort((a, b) => a.day - b.day || a.open.localeCompare(b.open))) {
    days.set(slot.day, [days.get(slot.day), `${slot.open}-${slot.close}`].filter(Boolean).join(' '));
  }
  const runs: { from: number; to: number; hours: string }[] = [];
  for (const [day, hours] of days) {
    const last = runs.at(-1);
    if (last && last.to === day - 1 && last.hours === hours) last.to = day;
    else runs.push({ from: day, to: day, hours });
  }
  return runs.map(({ from, to, hours }) => `${DAYS[from] ?? from}${to > from ? `-${DAYS[to] ?? to}` : ''} ${hours}`).join('; ');
}

export function relayPointsText(points: readonly RelayPoint[], query: string, store: StoreDefinition): string {
  if (points.length === 0) return `No relay point near ${query}.`;
  return table(
    ['ID', 'KM', 'NAME', 'ADDRESS', 'OPEN'],
    points.map((point) => [point.id, plainSpaces(formatDistanceKm(point.distanceKm, store.defaultLocale)), point.name, `${point.street}, ${point.zipCode} ${point.city}`, openingText(point)]),
  );
}

/** Where the parcel goes, how, and what it all costs. */
export function choicesText(basket: Basket, store: StoreDefinition): string {
  const { shippingAddress, relayPoint, carrier } = basket.state;
  const money = moneyIn(store);
  const amounts = basket.amounts();
  const rows: [string, string][] = [];
  if (relayPoint) rows.push(['Relay point', `${relayPoint.name} (${relayPoint.id}), ${relayPoint.street}, ${relayPoint.zipCode} ${relayPoint.city}, ${relayPoint.countryIsoCode2}`]);
  else if (shippingAddress) rows.push(['Deliver to', `#${shippingAddress.id} ${shippingAddress.firstName} ${shippingAddress.lastName}, ${shippingAddress.street}, ${shippingAddress.zipCode} ${shippingAddress.city}, ${shippingAddress.countryIsoCode2}`]);
  else rows.push(['Deliver to', 'not chosen (`boutique checkout shipping --address ID | --relay ID`)']);
  rows.push(['Carrier', carrier ? `${carrier.name ?? carrier.code} (#${carrier.id}, ${carrier.type}), expected delivery ${dayText(carrier.shippingDeliveryDate.deliveryDate, store)}` : 'not chosen (--carrier ID, see `boutique checkout carriers`)']);
  if (amounts.shippingCents !== null) rows.push(['Shipping', amounts.shippingCents === 0 ? `free (${money(0)})` : money(amounts.shippingCents / 100)]);
  if (amounts.total !== null) rows.push(['Total', money(amounts.total)]);
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}

function addressText(address: OrderAddress): string {
  return `${address.firstName} ${address.lastName}, ${address.street}${address.streetDetails ? `, ${address.streetDetails}` : ''}, ${address.zipCode} ${address.city}, ${address.countryIsoCode2}`;
}

/**
 * The carrier's date is an estimate until the parcel is delivered: "expected delivery …" until then,
 * "delivered …" (the day of the delivery, as the history has it) after; a cancelled order has none.
 */
export function deliveryText(order: Pick<Order, 'status' | 'carrier' | 'events'>, store: StoreDefinition): string {
  if (order.status === 'cancelled') return 'not delivered (cancelled)';
  if (order.status !== 'delivered') return `expected delivery ${dayText(order.carrier.deliveryDate, store)}`;
  const delivered = order.events.findLast((event) => event.status === 'delivered');
  return `delivered ${dayText(delivered?.at ?? order.carrier.deliveryDate, store)}`;
}

export function orderText(order: Order, store: StoreDefinition, now?: Date): string {
  const money = moneyIn(store);
  const { amounts } = order;
  const rows: [string, string][] = [
    ['Order', `${order.reference} (#${order.id}), ${momentText(order.createdAt, store)}`],
    ['Status', `${order.statusLabel} (${order.status})`],
    ['Payment', `${order.paymentMethod} (${order.paymentMethodId})${order.card ? `, ${order.card.brand} •••• ${order.card.last4}` : ''}`],
    ['Goods', money(amounts.goods)],
  ];
  if (amounts.discount > 0) rows.push(['Discount', `-${money(amounts.discount)}${order.promotionCode ? ` (${order.promotionCode})` : ''}`]);
  rows.push(['Shipping', money(amounts.shipping)]);
  if (amounts.balance > 0) rows.push(['Balance used', `-${money(amounts.balance)}`]);
  rows.push(['Total', money(amounts.total)]);
  rows.push(['Carrier', `${order.carrier.name} (${order.carrier.type}), ${deliveryText(order, store)}`]);
  rows.push(order.relayPoint ? ['Relay point', `${order.relayPoint.name} (${order.relayPoint.id}), ${order.relayPoint.street}, ${order.relayPoint.zipCode} ${order.relayPoint.city}`] : ['Deliver to', addressText(order.shippingAddress)]);
  if (order.tracking) rows.push(['Tracking', `${order.tracking.number} ${order.tracking.url}`]);
  if (order.instalments) rows.push(['Instalments', order.instalments.map((due) => `${dayText(due.dueDate, store)} ${money(due.amount)}`).join(', ')]);
  rows.push(['History', order.events.map((event) => `${event.status} ${shortMomentText(event.at, store)}`).join(', ')]);
  if (order.returnDeadline) rows.push(['Returns', `${Date.parse(order.returnDeadline) >= (now ?? new Date()).getTime() ? 'until' : 'closed on'} ${shortMomentText(order.returnDeadline, store)} (\`boutique returns create ${order.id} --item LINE:QTY …\`)`]);
  for (const refund of order.refunds) rows.push(['Refunded', `${money(refund.amount)} ${refund.means === 'provider' ? 'to the means of payment' : 'as a credit'}, ${dayText(refund.at, store)} (${refund.returnReference})`]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const returned = order.lines.some((line) => line.returnedQuantity > 0);
  const lines = table(
    ['LINE', 'PRODUCT', 'SIZE', 'QTY', 'UNIT', 'TOTAL', ...(returned ? ['RETURNED'] : [])],
    order.lines.map((line) => [
      String(line.id),
      `${line.name.startsWith(line.brand) ? line.name : `${line.brand} ${line.name}`} (#${line.productId})`,
      `${line.size} (${line.productSizeId})`,
      String(line.quantity),
      money(line.unitPrice),
      money(line.total),
      ...(returned ? [String(line.returnedQuantity)] : []),
    ]),
  );
  return `${rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n')}\n\n${lines}`;
}

export function orderSummariesText(title: string, orders: readonly (OrderSummary & { customerEmail?: string })[], store: StoreDefinition): string {
  if (orders.length === 0) return `${title}: none`;
  const money = moneyIn(store);
  const withEmail = orders.some((order) => order.customerEmail !== undefined);
  return `${title}\n${table(
    ['ID', 'REFERENCE', 'DATE', 'STATUS', 'ITEMS', 'TOTAL', ...(withEmail ? ['CUSTOMER'] : [])],
    orders.map((order) => [
      String(order.id), order.reference, shortDayText(order.createdAt, store), order.status, String(order.itemCount), money(order.total), ...(withEmail ? [order.customerEmail ?? ''] : []),
    ]),
  )}`;
}

/** `boutique vouchers`: what the customer can spend with "voucher-and-credit" (id 10), where each line came from, expired ones said. */
export function balanceText(balance: Balance, store: StoreDefinition, now?: Date): string {
  const money = moneyIn(store);
  const lines = [...balance.vouchers, ...balance.credits];
  if (lines.length === 0) return 'No voucher or credit.';
  return `Balance ${money(balance.balance)}\n${table(
    ['ID', 'KIND', 'CODE', 'LABEL', 'ORIGIN', 'LEFT', 'OF', 'VALID UNTIL'],
    lines.map((line) => [
      String(line.id), line.kind, line.code ?? '', line.label, line.origin ?? '-', money(line.remaining), money(line.amount),
      line.expiresAt === null ? '-' : `${shortDayText(line.expiresAt, store)}${now !== undefined && new Date(line.expiresAt).getTime() <= now.getTime() ? ' (expired)' : ''}`,
    ]),
  )}`;
}
