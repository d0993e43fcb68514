import type { Container } from 'inversify';
import { ActAsCustomer, ListSupportAccesses, ReadAuditLog } from '../../application/audit/audit-use-cases';
import { AUDIT_API, type AuditApi } from '../../application/ports/audit-api';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { API_CLIENT } from '../http/api-client';
import { HttpAuditApi } from '../http/http-audit-api';
import { bindFactory, bindValue } from './bind';
import { ACT_AS_CUSTOMER, LIST_SUPPORT_ACCESSES, READ_AUDIT_LOG } from './audit-tokens';

export interface AuditAdapters {
  /** Replace the HTTP adapter (tests). */
  auditApi?: AuditApi;
}

/** The audit log (`boutique admin audit`), support's acting sessions (`… act-as`) and the customer's list of them; needs the core and account bindings (AUTH_TOKEN_STORE). */
export function bindAudit(container: Container, adapters: AuditAdapters = {}): Container {
  if (adapters.auditApi) bindValue(container, AUDIT_API, adapters.auditApi);
  else bindFactory(container, AUDIT_API, (client) => new HttpAuditApi(client), [API_CLIENT]);
  const deps = [AUDIT_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, READ_AUDIT_LOG, (api, tokens) => new ReadAuditLog(api, tokens), deps);
  bindFactory(container, ACT_AS_CUSTOMER, (api, tokens) => new ActAsCustomer(api, tokens), deps);
  bindFactory(container, LIST_SUPPORT_ACCESSES, (api, tokens) => new ListSupportAccesses(api, tokens), deps);
  return container;
}
