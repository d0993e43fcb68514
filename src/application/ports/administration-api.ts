/** The back office's administration (issue 39): `/admin/dashboard`, `/admin/outbox`, `/admin/settings`. */
import type { Dashboard } from '../../domain/administration/dashboard';
import type { MaintenanceSetting, OutboxPage, OutboxQuery, ResentMail } from '../../domain/administration/outbox';
import type { AuditNumberedPage, AuditPageQuery } from '../../domain/audit/audit-log';
import { token } from './token';

export interface AdministrationApi {
  dashboard(): Promise<Dashboard>;
  outbox(query: OutboxQuery): Promise<OutboxPage>;
  resendMail(mailId: string): Promise<ResentMail>;
  maintenance(): Promise<MaintenanceSetting>;
  switchMaintenance(on: boolean): Promise<MaintenanceSetting>;
  /** The audit log a numbered page at a time (the back office's table). */
  auditPage(query: AuditPageQuery): Promise<AuditNumberedPage>;
}

export const ADMINISTRATION_API = token<AdministrationApi>('AdministrationApi');
