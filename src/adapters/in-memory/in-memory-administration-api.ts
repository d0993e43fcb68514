/** The back office's administration kept in memory (use-case and store tests): the shop's rules clients rely on, nothing more (issue 39). */
import { dashboardParts, type Dashboard } from '../../domain/administration/dashboard';
import type { MaintenanceSetting, OutboxEntry, OutboxPage, OutboxQuery, ResentMail } from '../../domain/administration/outbox';
import type { AuditEntry, AuditNumberedPage, AuditPageQuery } from '../../domain/audit/audit-log';
import { STORE_IDS } from '../../domain/store/stores';
import { ApiError } from '../../application/ports/api-error';
import type { AdministrationApi } from '../../application/ports/administration-api';

const AT = '2026-12-03T09:00:00.000Z';

export function outboxEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'mail-1', kind: 'order-confirmation', to: 'camille@example.com', subject: 'Votre commande est confirmée', locale: 'fr', status: 'sent',
    error: null, attempts: 1, resentAs: null, createdAt: AT, changedAt: AT, ...overrides,
  };
}

export class InMemoryAdministrationApi implements AdministrationApi {
  /** The caller's roles: the dashboard shows their parts; the mail log and settings are the admin's. */
  roles: string[] = ['customer', 'admin'];
  readonly mails: OutboxEntry[] = [];
  readonly audit: AuditEntry[] = [];
  maintenanceOn = false;
  forced = false;
  /** Orders placed today per store: [orders, revenue in euros]. */
  readonly sales = new Map<string, [number, number]>();
  private nextMail = 100;

  private adminOnly(): void {
    if (!this.roles.includes('admin')) throw new ApiError(403, 'Réservé aux administrateurs.');
  }

  async dashboard(): Promise<Dashboard> {
    const parts = dashboardParts(this.roles);
    if (parts.length === 0) throw new ApiError(403, 'Réservé à l’équipe de la boutique.');
    const stores = STORE_IDS.map((store) => {
      const [orders, revenue] = this.sales.get(store) ?? [0, 0];
      return { store, orders, revenue, averageBasket: orders ? Math.round((revenue / orders) * 100) / 100 : 0 };
    });
    const orders = stores.reduce((sum, store) => sum + store.orders, 0);
    const revenue = stores.reduce((sum, store) => sum + store.revenue, 0);
    const failed = this.mails.filter((mail) => mail.status === 'failed').length;
    return {
      at: AT,
      day: AT.slice(0, 10),
      ...(parts.includes('sales') ? { sales: { stores, total: { store: 'all', orders, revenue, averageBasket: orders ? Math.round((revenue / orders) * 100) / 100 : 0 } } } : {}),
      ...(parts.includes('waiting') ? { waiting: { toShip: 3, awaitingPayment: 1, returnsToReceive: 2, toRefund: 1, refundsPending: 0 } } : {}),
      ...(parts.includes('lowStock') ? { lowStock: { threshold: 2, count: 1, soldOut: 0, sizes: [{ productKey: 'P1', name: 'Logo tee', size: 'M', sku: 'P1-M', stock: 1 }] } } : {}),
      ...(parts.includes('mails') ? { mails: { failed, failedLastDay: failed } } : {}),
    };
  }

  async outbox(query: OutboxQuery): Promise<OutboxPage> {
    this.adminOnly();
    const matching = this.mails
      .filter((mail) => (!query.status || mail.status === query.status) && (!query.to || mail.to.includes(query.to)) && (!query.kind || mail.kind === query.kind))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const size = query.pageSize ?? 20;
    const start = ((query.page ?? 1) - 1) * size;
    return { items: matching.slice(start, start + size), total: matching.length };
  }

  async resendMail(mailId: string): Promise<ResentMail> {
    this.adminOnly();
    const mail = this.mails.find((candidate) => candidate.id === mailId);
    if (!mail) throw new ApiError(404, 'Aucun mail de ce numéro dans le journal des envois.');
    if (mail.status !== 'failed') throw new ApiError(409, 'Ce mail n’est pas en échec : il est déjà parti.');
    const resentAs = `mail-${this.nextMail++}`;
    mail.status = 'resent';
    mail.resentAs = resentAs;
    this.mails.push(outboxEntry({ ...mail, id: resentAs, status: 'sent', resentAs: null, error: null }));
    return { id: mailId, resentAs, status: 'sent' };
  }

  async maintenance(): Promise<MaintenanceSetting> {
    this.adminOnly();
    return { on: this.forced || this.maintenanceOn, forced: this.forced };
  }

  async switchMaintenance(on: boolean): Promise<MaintenanceSetting> {
    this.adminOnly();
    if (this.forced && !on) throw new ApiError(409, 'La maintenance est imposée par la configuration du serveur (MAINTENANCE=1).');
    this.maintenanceOn = on;
    return this.maintenance();
  }

  async auditPage(query: AuditPageQuery): Promise<AuditNumberedPage> {
    this.adminOnly();
    const matching = this.audit
      .filter((entry) => (!query.actor || entry.actor.email.includes(query.actor)) && (!query.action || entry.action.includes(query.action)))
      .filter((entry) => (!query.since || entry.at >= query.since) && (!query.until || entry.at.slice(0, 10) <= query.until))
      .sort((a, b) => (query.dir === 'asc' ? a.id - b.id : b.id - a.id));
    const start = (query.page - 1) * query.pageSize;
    return { items: matching.slice(start, start + query.pageSize), total: matching.length };
  }
}
