/** TypeBox schemas of `POST /generate-encrypted-data` (SPEC §7). */
import { Type } from 'typebox';
import { HASHABLE_MAX_LENGTH } from '../../src/domain/tracking/customer-hash-input';
import { Text } from '../http/schemas/common';

const Field = (field: keyof typeof HASHABLE_MAX_LENGTH, description: string) =>
  Type.Optional(Text({ maxLength: HASHABLE_MAX_LENGTH[field], description }));

export const EncryptedDataBodySchema = Type.Object({
  data: Type.Object({
    email: Field('email', 'Hashed trimmed and lower-cased'),
    firstName: Field('firstName', 'Hashed trimmed and lower-cased'),
    lastName: Field('lastName', 'Hashed trimmed and lower-cased'),
    phone: Field('phone', 'Hashed as its digits only'),
    birthday: Field('birthday', 'Hashed trimmed (YYYY-MM-DD)'),
  }, { additionalProperties: false, description: 'Identifying values of the signed-in shopper; none is stored or logged' }),
}, { additionalProperties: false });

const Hash = Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', description: 'HMAC-SHA-256, hex' }));

export const EncryptedDataAnswerSchema = Type.Object({
  hashedData: Type.Object({ email: Hash, firstName: Hash, lastName: Hash, phone: Hash, birthday: Hash }, { description: 'The same keys as given (an empty value is left out)' }),
});
