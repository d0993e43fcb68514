/** Typed tokens of the back office's administration use cases (bound in administration-bindings.ts, issue 39). */
import type { ListOutbox, ReadAuditPage, ReadDashboard, ReadMaintenance, ResendMail, SwitchMaintenance } from '../../application/administration/administration-use-cases';
import { token } from '../../application/ports/token';

export const READ_DASHBOARD = token<ReadDashboard>('ReadDashboard');
export const LIST_OUTBOX = token<ListOutbox>('ListOutbox');
export const RESEND_MAIL = token<ResendMail>('ResendMail');
export const READ_MAINTENANCE = token<ReadMaintenance>('ReadMaintenance');
export const SWITCH_MAINTENANCE = token<SwitchMaintenance>('SwitchMaintenance');
export const READ_AUDIT_PAGE = token<ReadAuditPage>('ReadAuditPage');
