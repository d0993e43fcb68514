/**
 * TypeBox schemas of the sandbox's hosted pages and their JSON steps: the payment id in the path,
 * the posted forms (any field, each short) and the JSON bodies of scripts and the CLI.
 */
import { Type } from 'typebox';

export const PaymentParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const FormSchema = Type.Record(Type.String(), Type.String({ maxLength: 200 }));

export const CardBodySchema = Type.Object({
  number: Type.String({ maxLength: 40 }),
  expiryMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  expiryYear: Type.Integer({ minimum: 0, maximum: 9999 }),
  cvc: Type.String({ maxLength: 8 }),
  holder: Type.String({ maxLength: 120 }),
}, { additionalProperties: false });

export const ChallengeBodySchema = Type.Object({ code: Type.String({ maxLength: 20 }) });

export const PaypalBodySchema = Type.Object({ approve: Type.Boolean() });
