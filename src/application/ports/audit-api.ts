/** The audit log (`/admin/audit`, role admin), support's acting sessions (`/admin/customers/act-as`) and the customer's list of them (`/secure/account/support-accesses`). */
import type { ActingSession, AuditFilter, AuditPage, SupportAccess } from '../../domain/audit/audit-log';
import { token } from './token';

export interface AuditApi {
  list(filter: AuditFilter): Promise<AuditPage>;
  actAs(input: { customer: string; orderId: number; reason: string }): Promise<ActingSession>;
  supportAccesses(): Promise<SupportAccess[]>;
}

export const AUDIT_API = token<AuditApi>('AuditApi');
