import type { Container } from 'inversify';
import { ListOutbox, ReadAuditPage, ReadDashboard, ReadMaintenance, ResendMail, SwitchMaintenance } from '../../application/administration/administration-use-cases';
import { ADMINISTRATION_API, type AdministrationApi } from '../../application/ports/administration-api';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { API_CLIENT } from '../http/api-client';
import { HttpAdministrationApi } from '../http/http-administration-api';
import { bindFactory, bindValue } from './bind';
import { LIST_OUTBOX, READ_AUDIT_PAGE, READ_DASHBOARD, READ_MAINTENANCE, RESEND_MAIL, SWITCH_MAINTENANCE } from './administration-tokens';

export interface AdministrationAdapters {
  /** Replace the HTTP adapter (tests). */
  administrationApi?: AdministrationApi;
}

/** The back office's dashboard, mail log, maintenance switch and audit table (issue 39); needs the core and account bindings (AUTH_TOKEN_STORE). */
export function bindAdministration(container: Container, adapters: AdministrationAdapters = {}): Container {
  if (adapters.administrationApi) bindValue(container, ADMINISTRATION_API, adapters.administrationApi);
  else bindFactory(container, ADMINISTRATION_API, (client) => new HttpAdministrationApi(client), [API_CLIENT]);
  const deps = [ADMINISTRATION_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, READ_DASHBOARD, (api, tokens) => new ReadDashboard(api, tokens), deps);
  bindFactory(container, LIST_OUTBOX, (api, tokens) => new ListOutbox(api, tokens), deps);
  bindFactory(container, RESEND_MAIL, (api, tokens) => new ResendMail(api, tokens), deps);
  bindFactory(container, READ_MAINTENANCE, (api, tokens) => new ReadMaintenance(api, tokens), deps);
  bindFactory(container, SWITCH_MAINTENANCE, (api, tokens) => new SwitchMaintenance(api, tokens), deps);
  bindFactory(container, READ_AUDIT_PAGE, (api, tokens) => new ReadAuditPage(api, tokens), deps);
  return container;
}
