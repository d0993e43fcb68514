/** `/admin/audit`, `/admin/customers/act-as` and `/secure/account/support-accesses` through the shop's API client. */
import type { ActingSession, AuditFilter, AuditPage, SupportAccess } from '../../domain/audit/audit-log';
import type { AuditApi } from '../../application/ports/audit-api';
import type { HttpApiClient } from './api-client';

export class HttpAuditApi implements AuditApi {
  constructor(private readonly client: HttpApiClient) {}

  list(filter: AuditFilter): Promise<AuditPage> {
    return this.client.get('admin/audit', {
      searchParams: { actor: filter.actor || undefined, action: filter.action || undefined, since: filter.since || undefined, until: filter.until || undefined, cursor: filter.cursor, limit: filter.limit },
    });
  }

  actAs(input: { customer: string; orderId: number; reason: string }): Promise<ActingSession> {
    return this.client.post('admin/customers/act-as', input);
  }

  async supportAccesses(): Promise<SupportAccess[]> {
    return (await this.client.get<{ accesses: SupportAccess[] }>('secure/account/support-accesses')).accesses;
  }
}
