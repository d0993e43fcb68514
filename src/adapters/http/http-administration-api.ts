/** `/admin/dashboard`, `/admin/outbox`, `/admin/settings` and the audit log's numbered pages through the shop's API client (issue 39). */
import type { Dashboard } from '../../domain/administration/dashboard';
import type { MaintenanceSetting, OutboxPage, OutboxQuery, ResentMail } from '../../domain/administration/outbox';
import type { AuditNumberedPage, AuditPageQuery } from '../../domain/audit/audit-log';
import type { AdministrationApi } from '../../application/ports/administration-api';
import type { HttpApiClient } from './api-client';

/** The query without its empty parts. */
const searchOf = (query: object) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

export class HttpAdministrationApi implements AdministrationApi {
  constructor(private readonly client: HttpApiClient) {}

  dashboard(): Promise<Dashboard> {
    return this.client.get('admin/dashboard');
  }

  outbox(query: OutboxQuery): Promise<OutboxPage> {
    return this.client.get('admin/outbox', { searchParams: searchOf(query) });
  }

  resendMail(mailId: string): Promise<ResentMail> {
    return this.client.post(`admin/outbox/${encodeURIComponent(mailId)}/resend`);
  }

  async maintenance(): Promise<MaintenanceSetting> {
    return (await this.client.get<{ maintenance: MaintenanceSetting }>('admin/settings')).maintenance;
  }

  switchMaintenance(on: boolean): Promise<MaintenanceSetting> {
    return this.client.put('admin/settings/maintenance', { on });
  }

  auditPage(query: AuditPageQuery): Promise<AuditNumberedPage> {
    return this.client.get('admin/audit', { searchParams: searchOf(query) });
  }
}
