/** TypeBox schemas of the contact form and support's reading of it (docs/contact-ratings-api.md). */
import { Type } from 'typebox';
import {
  CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_ORDER_ID_PATTERN, CONTACT_SUBJECTS, type ContactSubject,
} from '../../src/domain/contact/contact-message';
import { MAX_EMAIL_LENGTH } from '../../src/domain/accounts/email';
import { ErrorSchema, FREE_TEXT_PATTERN, ID_DIGITS, Text } from '../http/schemas/common';

const SubjectSchema = Type.Unsafe<ContactSubject>(Type.String({ enum: [...CONTACT_SUBJECTS], description: 'What the message is about (labels per language in the UI)' }));

export const ContactBodySchema = Type.Object({
  email: Text({ maxLength: MAX_EMAIL_LENGTH, description: 'Where support answers; checked, stored lower-cased' }),
  name: Text({ maxLength: CONTACT_NAME_MAX * 2, description: `The sender's name, ${CONTACT_NAME_MAX} characters at most once trimmed` }),
  subject: SubjectSchema,
  orderId: Type.Optional(Type.Union([
    Type.String({ pattern: `${CONTACT_ORDER_ID_PATTERN}|^$`, description: 'SPEC §5: 1 to 8 digits; empty or null: none' }),
    Type.Null(),
  ])),
  message: Type.String({ maxLength: CONTACT_MESSAGE_MAX * 2, pattern: FREE_TEXT_PATTERN, description: `${CONTACT_MESSAGE_MIN} to ${CONTACT_MESSAGE_MAX} characters once trimmed` }),
  captchaToken: Type.Optional(Type.Union([Text({ maxLength: 4096, description: 'reCAPTCHA v3 token (action contact), when the shop has a site key' }), Type.Null()])),
}, { additionalProperties: false });

export const ContactReceiptSchema = Type.Object({
  reference: Type.String({ description: 'What support and the acknowledgement mail quote, e.g. CT-7K2M9QXD' }),
});

const ContactFields = {
  id: Type.Integer(),
  reference: Type.String(),
  email: Type.String(),
  name: Type.String(),
  subject: SubjectSchema,
  orderId: Type.Union([Type.String(), Type.Null()]),
  customerId: Type.Union([Type.Integer(), Type.Null()]),
  storeId: Type.String(),
  locale: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  status: Type.Union([Type.Literal('open'), Type.Literal('done')], { description: 'open until an agent marks it done' }),
  doneAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
};

const ContactAnswerSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  agentEmail: Type.String(),
  subject: Type.String({ description: 'The mail’s subject, in the sender’s language' }),
  text: Type.String(),
  locale: Type.String(),
});

export const ContactMessageSchema = Type.Object({ ...ContactFields, message: Type.String(), answers: Type.Optional(Type.Array(ContactAnswerSchema)) });

export const ContactMessageListSchema = Type.Object({
  messages: Type.Array(Type.Object({ ...ContactFields, excerpt: Type.String(), answerCount: Type.Integer({ minimum: 0 }) })),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
});

export const ContactListQuerySchema = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$', description: 'Page, 1 first (20 a page)' })),
  email: Type.Optional(Text({ maxLength: MAX_EMAIL_LENGTH, description: "Only this sender's messages" })),
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('done')], { description: 'Only open (or done) messages' })),
});

export const ContactAnswerBodySchema = Type.Object({
  text: Type.String({ maxLength: 10_000, pattern: FREE_TEXT_PATTERN, description: 'The answer (2 to 5000 characters once trimmed), mailed to the sender in their language' }),
  done: Type.Optional(Type.Boolean({ description: 'Mark the message done with this answer' })),
}, { additionalProperties: false });

export const ContactKeyParamsSchema = Type.Object({
  id: Type.String({ pattern: `^(?:${ID_DIGITS}|[Cc][Tt]-[0-9A-Za-z]{8})$`, description: 'Message id, or its reference' }),
});

export const ContactErrorSchemas = {
  403: Type.Object(ErrorSchema.properties, { description: 'The captcha did not pass (score under 0.7, wrong action, refused token)' }),
  404: Type.Object(ErrorSchema.properties, { description: "The order number is none of the signed-in customer's orders, nor one of the account with the e-mail address given (the same words whether it exists or not)" }),
  422: Type.Object(ErrorSchema.properties, { description: 'A field breaks a rule once trimmed (SPEC §8 contact form error)' }),
  429: Type.Object(ErrorSchema.properties, { description: 'Anonymous sender past 5 messages in 5 minutes: try again after `Retry-After` seconds' }),
  503: Type.Object(ErrorSchema.properties, { description: 'The captcha service does not answer: try again later' }),
};

export const SupportErrorSchemas = {
  401: Type.Object(ErrorSchema.properties, { description: 'Not signed in' }),
  403: Type.Object(ErrorSchema.properties, { description: 'Signed in without the support role' }),
  404: Type.Object(ErrorSchema.properties, { description: 'No such message' }),
  400: Type.Object(ErrorSchema.properties, { description: 'The answer is too short or too long' }),
  503: Type.Object(ErrorSchema.properties, { description: 'The mail could not leave: nothing was saved' }),
};
