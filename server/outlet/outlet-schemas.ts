/** TypeBox schemas of `/outlet/access` (SPEC §3 "Outlet access", §7). */
import { Type } from 'typebox';
import { MAX_EMAIL_LENGTH } from '../../src/domain/accounts/email';
import { ErrorSchema, Text } from '../http/schemas/common';

/** Checked by the service (a 422 with a translated message), so the form shows the shop's words. */
const EmailField = Type.Optional(Text({ maxLength: MAX_EMAIL_LENGTH + 64, description: 'The address; trimmed, checked, stored lower-cased' }));

export const OutletAccessBodySchema = Type.Object({ email: EmailField });

export const OutletGrantSchema = Type.Object({
  access: Type.Literal(true),
  email: Type.String(),
  pass: Type.String({ description: 'Value of the outlet cookie (signed; opaque to the client)' }),
  maxAgeSeconds: Type.Integer({ description: 'Lifetime of the outlet cookie (SPEC §9: 2592000)' }),
});

export const OutletCheckQuerySchema = Type.Object({
  pass: Type.Optional(Text({ maxLength: 1024, description: 'The outlet cookie as the browser has it; anything but a pass the shop signed opens nothing' })),
});

export const OutletCheckSchema = Type.Object({
  access: Type.Boolean(),
  email: Type.Union([Type.String(), Type.Null()]),
  pass: Type.Union([Type.String(), Type.Null()], { description: 'A pass for the cookie when the signed-in account opened the outlet' }),
  searchKey: Type.Union([Type.String(), Type.Null()], {
    description: "With access: a secured search key (Algolia's format) that also sees this store's outlet-only records, valid for an hour; null when refused. This visitor's alone (the answer is private, no-store)",
  }),
});

const described = (description: string) => Type.Object(ErrorSchema.properties, { description });

export const OutletErrorSchemas = {
  403: described('The address is neither a customer nor a subscriber of this store (translated; invites to subscribe)'),
  422: described('Missing or invalid address'),
  429: described('SPEC §9: more than 5 requests in 5 minutes from this client or for this address'),
};
