/** Request and answer schemas of the audit module (issue 36): `/admin/audit`, `/admin/customers/act-as`, `/secure/account/support-accesses`. */
import { Type } from 'typebox';
import { MAX_REASON_LENGTH } from '../../src/domain/audit/acting-session';
import { Id, Text } from '../http/schemas/common';

export const AuditQuerySchema = Type.Object({
  actor: Type.Optional(Text({ maxLength: 254, description: 'Part of the staff member’s e-mail address' })),
  action: Type.Optional(Text({ maxLength: 200, description: 'Part of the action: `POST /api/v5/admin/promotions`, `promotions`, `act-as`…' })),
  since: Type.Optional(Text({ maxLength: 40, description: 'From this day (YYYY-MM-DD, UTC) or moment (ISO 8601)' })),
  until: Type.Optional(Text({ maxLength: 40, description: 'To this day included (YYYY-MM-DD) or before this moment (ISO 8601)' })),
  cursor: Type.Optional(Id('The `nextCursor` of the page before')),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Entries per page (default 50)' })),
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
  entries: Type.Array(AuditEntrySchema),
  nextCursor: Type.Union([Type.Integer(), Type.Null()]),
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
