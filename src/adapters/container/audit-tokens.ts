/** Typed tokens of the audit use cases (bound in audit-bindings.ts). */
import type { ActAsCustomer, ListSupportAccesses, ReadAuditLog } from '../../application/audit/audit-use-cases';
import { token } from '../../application/ports/token';

export const READ_AUDIT_LOG = token<ReadAuditLog>('ReadAuditLog');
export const ACT_AS_CUSTOMER = token<ActAsCustomer>('ActAsCustomer');
export const LIST_SUPPORT_ACCESSES = token<ListSupportAccesses>('ListSupportAccesses');
