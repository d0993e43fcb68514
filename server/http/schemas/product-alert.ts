/** TypeBox schemas of `/product-alerts` (SPEC §3 "Product alert", §7). */
import { Type } from 'typebox';
import { ALERT_TYPES, type AlertType } from '../../../src/domain/catalogue/product-alert';
import { MAX_EMAIL_LENGTH } from '../../../src/domain/customer/email';
import { ErrorSchema } from './common';

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });
const AlertTypeSchema = Type.Unsafe<AlertType>(Type.String({ enum: [...ALERT_TYPES], description: 'back_in_stock: mail me when the size is back' }));

export const ProductAlertBodySchema = Type.Object({
  productId: Id('Product id'),
  productSizeId: Id('Size id (`productSizes[].productSizeId` of the product); it must be sold out'),
  email: Type.String({ maxLength: MAX_EMAIL_LENGTH, description: 'Where the mail goes; checked, stored lower-cased' }),
  customerId: Type.Optional(Type.Union([Id('Customer id of a logged-in shopper'), Type.Null()])),
  deviceTokenSalesforce: Type.Optional(Type.Union([Type.String({ maxLength: 512 }), Type.Null()])),
  alertType: Type.Optional(Type.Union([AlertTypeSchema, Type.Null()])),
});

export const ProductAlertSchema = Type.Object({
  id: Id('Alert id'),
  productId: Id('Product id'),
  productSizeId: Id('Size id'),
  customerId: Type.Union([Type.Integer(), Type.Null()]),
  deviceTokenSalesforce: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  alertType: AlertTypeSchema,
  createdAt: Type.String({ format: 'date-time' }),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the back-in-stock mail left; null while waiting' }),
});

export const ProductAlertListQuerySchema = Type.Object({
  email: Type.String({ maxLength: MAX_EMAIL_LENGTH, description: 'The address whose alerts to list' }),
  no_cache: Type.Optional(Type.String()),
});

export const AlertIdParamsSchema = Type.Object({ alertId: Id('Alert id') });

/** Refusals particular to alerts: 409 already subscribed, 422 invalid address or size in stock. */
export const AlertErrorSchemas = {
  409: Type.Object(ErrorSchema.properties, { description: "Already subscribed ('Vous êtes déjà inscrit à cette alerte mail')" }),
  422: Type.Object(ErrorSchema.properties, { description: 'Invalid e-mail address, or the size is in stock' }),
};
