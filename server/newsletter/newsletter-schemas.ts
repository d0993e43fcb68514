/** TypeBox schemas of `/newsletters/*` (SPEC §3 "Newsletter", §7). */
import { Type } from 'typebox';
import { MAX_EMAIL_LENGTH } from '../../src/domain/accounts/email';
import { ErrorSchema, Text } from '../http/schemas/common';

/** Checked by the service (a 422 with a translated message), so the form shows the shop's words. */
const EmailField = Type.Optional(Text({ maxLength: MAX_EMAIL_LENGTH + 64, description: 'The address; trimmed, checked, stored lower-cased' }));
const Expires = Type.String({ pattern: '^[0-9]{1,12}$', description: 'Expiry of the signed link (Unix seconds)' });
const Signature = Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'Signature of the link the shop mailed' });

export const NewsletterBodySchema = Type.Object({ email: EmailField });

export const UnsubscribeBodySchema = Type.Object({
  email: EmailField,
  expires: Type.Optional(Expires),
  signature: Type.Optional(Signature),
});

export const IsSubscribedQuerySchema = Type.Object({
  email: EmailField,
  expires: Type.Optional(Expires),
  signature: Type.Optional(Signature),
});

export const NewsletterAnswerSchema = Type.Object({
  email: Type.String(),
  subscribed: Type.Boolean(),
  message: Type.String({ description: 'What to tell the shopper (changes take up to 48 h)' }),
});

export const ConfirmationAnswerSchema = Type.Object({
  email: Type.String(),
  confirmationSent: Type.Literal(true),
  message: Type.String({ description: 'The same whether the address was subscribed or not' }),
}, { description: 'No proof of the address: a signed confirmation link was mailed to it (if it is subscribed)' });

export const SubscriptionStatusSchema = Type.Object({ email: Type.String(), subscribed: Type.Boolean() });

const described = (description: string) => Type.Object(ErrorSchema.properties, { description });

export const NewsletterErrorSchemas = {
  401: described('is-subscribed: neither signed in, nor a signed link, nor support staff'),
  403: described('A forged or expired signed link; is-subscribed: another customer\'s address'),
  422: described('Missing or invalid address (the footer form shows this message)'),
  429: described('SPEC §9: more than 5 writes in 5 minutes from this client or for this address'),
};
