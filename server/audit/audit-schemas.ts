/** Request and answer schemas of the audit module (issue 36): `/admin/audit`, `/admin/customers/act-as`, `/secure/account/support-accesses`. */
import { Type } from 'typebox';
import { MAX_REASON_LENGTH } from '../../src/domain/audit/acting-session';
import { AUDIT_SORTS } from '../../src/domain/audit/audit-log';
import { Id, Text } from '../http/schemas/common';

export const AuditQuerySchema = Type.Object({
  actor: Type.Optional(Text({ maxLength: 254, description: 'Part of the staff member’s e-mail address' })),
  action: Type.Optional(Text({ maxLength: 200, description: 'Part of the action: `POST /api/v5/admin/promotions`, `promotions`, `act-as`…' })),
  since: Type.Optional(Text({ maxLength: 40, description: 'From this day (YYYY-MM-DD, UTC) or moment (ISO 8601)' })),
  until: Type.Optional(Text({ maxLength: 40, description: 'To this day included (YYYY-MM-DD) or before this moment (ISO 8601)' })),
  cursor: Type.Optional(Id('The `nextCursor` of the page before')),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Entries per page (default 50)' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'Numbered paging (the back office’s tables): this page, answered as `{ items, total }`' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Entries per numbered page (default 20)' })),
  sort: Type.Optional(Type.String({ enum: [...AUDIT_SORTS], description: 'Numbered paging’s order (default at)' })),
  dir: Type.Optional(Type.String({ enum: ['asc', 'desc'], description: 'Default desc: the newest first' })),
});

const Json = Type.Unknown();

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.Object({ id: Type.Integer(), email: Type.String() }),
  actingFor: Type.Union([Type.Integer(), Type.Null()], { description: 'The customer whose session a support agent was acting in' }),
  ip: Type.String(),
  action: Type.String({ description: 'The method and the route pattern' }),
  target: Type.Record(Type.String(), Type.String(), { description: 'The route’s parameters' }),
  status: Type.Integer({ description: 'The answer’s status code' }),
  before: Json,
  after: Json,
  requestId: Type.Union([Type.String(), Type.Null()]),
});

export const AuditPageSchema = Type.Object({
  entries: Type.Optional(Type.Array(AuditEntrySchema, { description: 'Cursor paging (no `page`): newest first' })),
  nextCursor: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  items: Type.Optional(Type.Array(AuditEntrySchema, { description: 'Numbered paging (`page`, `pageSize`, `sort`, `dir`)' })),
  total: Type.Optional(Type.Integer({ minimum: 0, description: 'Numbered paging: the count of the whole filtered log' })),
});

export const ActAsBodySchema = Type.Object({
  customer: Type.Optional(Text({ maxLength: 254, description: 'The customer’s e-mail address or account number' })),
  orderId: Type.Optional(Id('One of the customer’s orders: the problem the session is opened for')),
  reason: Type.Optional(Text({ maxLength: MAX_REASON_LENGTH + 200, description: 'Why (10 to 500 characters): the customer reads it in their account' })),
});

export const ActingSessionSchema = Type.Object({
  token: Type.String({ description: 'The customer’s access token (15 minutes, claim `act`: the agent); no refresh token' }),
  expiresIn: Type.Integer(),
  expiresAt: Type.String({ format: 'date-time' }),
  customer: Type.Object({ id: Type.Integer(), email: Type.String(), firstName: Type.String(), lastName: Type.String() }),
  orderId: Type.Integer(),
  reason: Type.String(),
});

export const SupportAccessListSchema = Type.Object({
  accesses: Type.Array(Type.Object({
    openedAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time' }),
    orderId: Type.Integer(),
    reason: Type.String(),
  })),
});
