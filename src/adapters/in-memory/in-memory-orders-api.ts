import { canMove, isInProgress, paysLater, type Order, type OrderSummary } from '../../domain/orders/order';
import { ApiError } from '../../application/ports/api-error';
import type { AdminOrdersApi, Balance, OrderDocument, OrdersApi } from '../../application/ports/orders-api';
import type { InMemoryCustomer } from './in-memory-accounts';
import type { InMemoryOrder, InMemoryOrders } from './in-memory-orders';

const summary = ({ order }: InMemoryOrder): OrderSummary => ({
  id: order.id,
  reference: order.reference,
  status: order.status,
  createdAt: order.createdAt,
  total: order.amounts.total,
  itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  pictures: [],
});

const pdf = (fileName: string): OrderDocument => ({ fileName, bytes: new TextEncoder().encode(`%PDF-1.4 ${fileName}`) });

/** The signed-in customer's orders and balance over the in-memory orders. */
export class InMemoryOrdersApi implements OrdersApi {
  constructor(
    private readonly shop: InMemoryOrders,
    private readonly caller: () => InMemoryCustomer,
    private readonly balances: Record<number, Balance> = {},
  ) {}

  async orders() {
    const mine = this.shop.orders.filter((entry) => entry.customerId === this.caller().profile.id).reverse();
    return { inProgress: mine.filter((entry) => isInProgress(entry.order.status)).map(summary), finished: mine.filter((entry) => !isInProgress(entry.order.status)).map(summary) };
  }

  async order(orderId: number): Promise<Order> {
    return structuredClone(this.shop.mine(this.caller(), orderId).order);
  }

  async bill(orderId: number): Promise<OrderDocument> {
    const { order } = this.shop.mine(this.caller(), orderId);
    if (!order.documents.bill) throw new ApiError(409, "La facture sera disponible une fois la commande payée.");
    return pdf(`facture-${order.id}.pdf`);
  }

  async purchaseOrder(orderId: number): Promise<OrderDocument> {
    return pdf(`bon-de-commande-${this.shop.mine(this.caller(), orderId).order.id}.pdf`);
  }

  async balance(): Promise<Balance> {
    return this.balances[this.caller().profile.id] ?? { balance: 0, vouchers: [], credits: [] };
  }
}

/** Support staff over the in-memory orders: the caller needs the `support` role (403 otherwise). */
export class InMemoryAdminOrdersApi implements AdminOrdersApi {
  constructor(
    private readonly shop: InMemoryOrders,
    private readonly caller: () => InMemoryCustomer,
    private readonly customers: () => InMemoryCustomer[],
  ) {}

  async list(filter: { status?: string; customer?: string; page?: number }) {
    this.support();
    const email = (id: number) => this.customers().find((customer) => customer.profile.id === id)?.profile.email ?? '';
    const orders = [...this.shop.orders]
      .reverse()
      .filter((entry) => (!filter.status || entry.order.status === filter.status) && (!filter.customer || email(entry.customerId) === filter.customer.toLowerCase()))
      .map((entry) => ({ ...summary(entry), customerEmail: email(entry.customerId) }));
    return { orders, page: 1, pages: 1 };
  }

  async show(orderId: number) {
    const entry = this.entry(orderId);
    const { profile } = this.customers().find((customer) => customer.profile.id === entry.customerId)!;
    return { ...structuredClone(entry.order), customer: { id: profile.id, email: profile.email, firstName: profile.firstName, lastName: profile.lastName } };
  }

  async ship(orderId: number, trackingNumber: string): Promise<Order> {
    const entry = this.movable(orderId, 'shipped', 'La commande doit être payée avant son expédition.');
    entry.order.tracking = { number: trackingNumber, url: `https://suivi.example.com/${trackingNumber}` };
    this.shop.move(entry, 'shipped');
    return structuredClone(entry.order);
  }

  async deliver(orderId: number): Promise<Order> {
    const entry = this.movable(orderId, 'delivered', "La commande n'est pas expédiée.");
    this.shop.move(entry, 'delivered');
    return structuredClone(entry.order);
  }

  async markPaid(orderId: number): Promise<Order> {
    const entry = this.movable(orderId, 'paid', "La commande n'attend pas de virement ni de chèque.");
    if (!paysLater(entry.order.paymentMethod)) throw new ApiError(409, "La commande n'attend pas de virement ni de chèque.");
    this.shop.move(entry, 'paid');
    return structuredClone(entry.order);
  }

  async cancel(orderId: number): Promise<Order> {
    const entry = this.movable(orderId, 'cancelled', 'Une commande expédiée ne peut plus être annulée.');
    await this.shop.cancel(entry);
    return structuredClone(entry.order);
  }

  private support(): void {
    if (!this.caller().profile.roles.includes('support')) throw new ApiError(403, 'Réservé au service client.');
  }

  private entry(orderId: number): InMemoryOrder {
    this.support();
    const entry = this.shop.orders.find((candidate) => candidate.order.id === orderId);
    if (!entry) throw new ApiError(404, 'Commande introuvable');
    return entry;
  }

  private movable(orderId: number, to: Order['status'], message: string): InMemoryOrder {
    const entry = this.entry(orderId);
    if (!canMove(entry.order.status, to)) throw new ApiError(409, message);
    return entry;
  }
}
