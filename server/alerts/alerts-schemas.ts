/** TypeBox schemas of `/product-alerts` (SPEC §3 "Product alert", §7). */
import { Type } from 'typebox';
import { ALERT_TYPES, type AlertType } from '../../src/domain/alerts/product-alert';
import { MAX_EMAIL_LENGTH } from '../../src/domain/accounts/email';
import { ErrorSchema, ID_DIGITS, Id, NoCacheFlag, Text } from '../http/schemas/common';

const AlertTypeSchema = Type.Unsafe<AlertType>(Type.String({ enum: [...ALERT_TYPES], description: 'back_in_stock: mail me when the size is back' }));

export const ProductAlertBodySchema = Type.Object({
  productId: Id('Product id'),
  productSizeId: Id('Size id (`productSizes[].productSizeId` of the product); it must be sold out'),
  email: Text({ maxLength: MAX_EMAIL_LENGTH, description: 'Where the mail goes; checked, stored lower-cased' }),
  customerId: Type.Optional(Type.Union([Id('Ignored: a signed-in shopper is known by the access token'), Type.Null()])),
  deviceTokenSalesforce: Type.Optional(Type.Union([Text({ maxLength: 512 }), Type.Null()])),
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

/** The signed link to an address's alerts (the subscription answer's `manage`, the back-in-stock mail). */
export const AlertManageLinkSchema = Type.Object({
  email: Type.String(),
  expires: Type.Integer({ description: 'Unix seconds' }),
  signature: Type.String(),
  alert: Type.Optional(Type.Integer({ description: 'The one alert the link opens (subscription answers)' })),
  url: Type.String({ description: 'The account page of the alerts, with the link in its query' }),
}, { description: 'Shows and removes, without an account and until it expires, the alert just made (the address\'s alerts: the mail\'s link)' });

export const SubscribedAlertSchema = Type.Object({
  ...ProductAlertSchema.properties,
  manage: AlertManageLinkSchema,
});

/** Anonymous callers prove the address with the three parts of a signed link; signed-in ones need none. */
export const AlertOwnerQuerySchema = Type.Object({
  email: Type.Optional(Text({ maxLength: MAX_EMAIL_LENGTH, description: 'The address of the signed link' })),
  expires: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$', description: 'Expiry of the signed link (Unix seconds)' })),
  signature: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'Signature of the link' })),
  alert: Type.Optional(Type.String({ pattern: `^${ID_DIGITS}$`, description: 'The alert of a subscription link' })),
  no_cache: Type.Optional(NoCacheFlag),
});

export const AlertIdParamsSchema = Type.Object({ alertId: Id('Alert id') });

/** Refusals particular to alerts: 409 already subscribed, 422 invalid address or size in stock; 401/403 who may see them. */
export const AlertErrorSchemas = {
  401: Type.Object(ErrorSchema.properties, { description: 'Neither signed in nor a signed link' }),
  403: Type.Object(ErrorSchema.properties, { description: 'A forged or expired signed link' }),
  409: Type.Object(ErrorSchema.properties, { description: "Already subscribed ('Vous êtes déjà inscrit à cette alerte mail')" }),
  422: Type.Object(ErrorSchema.properties, { description: 'Invalid e-mail address, or the size is in stock' }),
};

export const ProductAlertListSchema = Type.Array(ProductAlertSchema);

export const AlertRemovedSchema = Type.Null({ description: 'Removed' });

export const TooManyAlertsSchema = Type.Object(ErrorSchema.properties, { description: 'Too many alerts from this client or for this address: see Retry-After' });
