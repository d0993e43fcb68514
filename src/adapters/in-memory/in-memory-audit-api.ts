/** An audit log and support accesses kept in memory (use-case and store tests): the shop's rules that clients rely on, nothing more. */
import type { ActingSession, AuditEntry, AuditFilter, AuditPage, SupportAccess } from '../../domain/audit/audit-log';
import { ApiError } from '../../application/ports/api-error';
import type { AuditApi } from '../../application/ports/audit-api';

export class InMemoryAuditApi implements AuditApi {
  readonly entries: AuditEntry[] = [];
  readonly accesses: SupportAccess[] = [];
  /** Order ids by customer e-mail; an order of another customer is refused (422) as the shop does. */
  readonly orders = new Map<string, number[]>();
  /** The caller's role: only an admin reads the log, only support acts as a customer. */
  role: 'admin' | 'support' | 'customer' = 'admin';

  async list(filter: AuditFilter): Promise<AuditPage> {
    if (this.role !== 'admin') throw new ApiError(403, 'Réservé aux administrateurs.');
    const matching = this.entries
      .filter((entry) => (!filter.actor || entry.actor.email.includes(filter.actor)) && (!filter.action || entry.action.includes(filter.action)))
      .filter((entry) => filter.cursor === undefined || entry.id < filter.cursor)
      .sort((a, b) => b.id - a.id);
    const limit = filter.limit ?? 50;
    const page = matching.slice(0, limit);
    return { entries: page, nextCursor: matching.length > limit ? page[page.length - 1].id : null };
  }

  async actAs(input: { customer: string; orderId: number; reason: string }): Promise<ActingSession> {
    if (this.role === 'customer') throw new ApiError(403, 'Réservé au service client.');
    const orders = this.orders.get(input.customer);
    if (!orders) throw new ApiError(404, 'Aucun compte client ouvert ne correspond.');
    if (!orders.includes(input.orderId)) throw new ApiError(422, 'Cette commande n’appartient pas à ce client.');
    const openedAt = new Date(Date.UTC(2026, 0, 15, 10)).toISOString();
    const expiresAt = new Date(Date.UTC(2026, 0, 15, 10, 15)).toISOString();
    this.accesses.unshift({ openedAt, expiresAt, orderId: input.orderId, reason: input.reason });
    return { token: 'a.b.c', expiresIn: 900, expiresAt, customer: { id: 1, email: input.customer, firstName: 'Camille', lastName: 'Martin' }, orderId: input.orderId, reason: input.reason };
  }

  async supportAccesses(): Promise<SupportAccess[]> {
    return [...this.accesses];
  }
}
