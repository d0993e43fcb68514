/** Request and answer schemas of the administration module (issue 39): `/admin/dashboard`, `/admin/outbox`, `/admin/settings`. */
import { Type } from 'typebox';
import { OUTBOX_SORTS, OUTBOX_STATUSES } from '../../src/domain/administration/outbox';
import { ErrorSchema, Text } from '../http/schemas/common';

const Count = Type.Integer({ minimum: 0 });
const Euros = Type.Number({ description: 'Euros, 2 decimals' });

const StoreSalesSchema = Type.Object({
  store: Type.String({ description: 'A store id; `all` for every store together' }),
  orders: Count,
  revenue: Euros,
  averageBasket: Euros,
});

export const DashboardSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  day: Type.String({ description: 'The day counted (YYYY-MM-DD, the shop’s time: Europe/Paris)' }),
  sales: Type.Optional(Type.Object({ stores: Type.Array(StoreSalesSchema), total: StoreSalesSchema }, { description: 'Orders placed today (neither cancelled nor awaiting payment), revenue and average basket per store (every staff role)' })),
  waiting: Type.Optional(Type.Object({
    toShip: Count, awaitingPayment: Count, returnsToReceive: Count, toRefund: Count, refundsPending: Count,
  }, { description: 'What waits for an action (support)' })),
  lowStock: Type.Optional(Type.Object({
    threshold: Count,
    count: Count,
    soldOut: Count,
    sizes: Type.Array(Type.Object({ productKey: Type.String(), name: Type.String(), size: Type.String(), sku: Type.String(), stock: Count })),
  }, { description: 'Sizes of published products with the threshold or fewer left, the lowest first (merchandiser)' })),
  mails: Type.Optional(Type.Object({ failed: Count, failedLastDay: Count }, { description: 'Mails the shop could not send, not sent again yet (admin)' })),
});

export const OutboxQuerySchema = Type.Object({
  status: Type.Optional(Type.String({ enum: [...OUTBOX_STATUSES] })),
  to: Type.Optional(Text({ maxLength: 254, description: 'Part of the address' })),
  kind: Type.Optional(Text({ maxLength: 80, description: 'What the mail is about: `order-confirmation`, `product-alert`…' })),
  sort: Type.Optional(Type.String({ enum: [...OUTBOX_SORTS] })),
  dir: Type.Optional(Type.String({ enum: ['asc', 'desc'] })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

const OutboxEntrySchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  locale: Type.String(),
  status: Type.String({ enum: [...OUTBOX_STATUSES] }),
  error: Type.Union([Type.String(), Type.Null()]),
  attempts: Count,
  resentAs: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  changedAt: Type.String({ format: 'date-time' }),
});

export const OutboxPageSchema = Type.Object({ items: Type.Array(OutboxEntrySchema), total: Count });

export const MailParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z-]+$', description: 'The mail’s id' }) });

export const ResentMailSchema = Type.Object({
  id: Type.String(),
  resentAs: Type.String({ description: 'The new mail’s id' }),
  status: Type.String({ enum: [...OUTBOX_STATUSES], description: 'The new mail’s: failed again when the relay still refuses it' }),
});

export const MaintenanceSchema = Type.Object({
  on: Type.Boolean(),
  forced: Type.Boolean({ description: 'MAINTENANCE=1 in the server’s configuration' }),
});

export const SettingsSchema = Type.Object({
  maintenance: MaintenanceSchema,
});

export const MaintenanceBodySchema = Type.Object({ on: Type.Boolean() }, { additionalProperties: false });

export const AdministrationErrors = { 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema };
