/**
 * TypeBox schemas of the accounts API (docs/accounts-api.md): the signed-in customer's profile, address
 * book and cards under `/secure/account/*`. Request bodies are typed but loose about presence: an
 * empty or missing field gets the shop's own message (SPEC §5) from the domain's checks, not a
 * schema error. Every string is bounded and free of control characters (`Text`).
 */
import { Type, type TSchema } from 'typebox';
import { STAFF_ROLES } from '../../src/domain/auth/roles';
import { ErrorSchema, Id, Text } from '../http/schemas/common';

const NAME_MAX = 200;

const CivilitySchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 Mr, 2 Mrs, 3 other' });

export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  civility: CivilitySchema,
  birthday: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
  newsletter: Type.Boolean(),
  roles: Type.Array(Type.String()),
});

/** Only these fields change; any other field of the body (id, roles, status, password, email) is ignored. */
export const ProfilePatchBodySchema = Type.Object({
  civility: Type.Optional(Type.Union([Type.Integer({ minimum: -1000, maximum: 1000 }), Text({ maxLength: 8 })])),
  firstName: Type.Optional(Text({ maxLength: NAME_MAX })),
  lastName: Type.Optional(Text({ maxLength: NAME_MAX })),
  birthday: Type.Optional(Type.Union([Text({ maxLength: 32, description: 'YYYY-MM-DD, or empty/null to clear' }), Type.Null()])),
  newsletter: Type.Optional(Type.Boolean()),
});

export const AddressSchema = Type.Object({
  id: Type.Integer(),
  label: Type.Union([Type.String(), Type.Null()]),
  civility: CivilitySchema,
  lastName: Type.String(),
  firstName: Type.String(),
  street: Type.String(),
  streetDetails: Type.Union([Type.String(), Type.Null()]),
  zipCode: Type.String(),
  city: Type.String(),
  state: Type.Union([Type.String(), Type.Null()]),
  countryIsoCode2: Type.String(),
  countryName: Type.Union([Type.String(), Type.Null()]),
  activeCountry: Type.Boolean({ description: 'The shop delivers there' }),
  phoneNumber: Type.String(),
  company: Type.Union([Type.String(), Type.Null()]),
  default: Type.Boolean(),
});

/** SPEC §3: each field is converted to its type (numbers from numeric text, booleans from 'true'/'1'…). */
const loose = (maxLength = 500): TSchema => Type.Optional(Type.Union([Text({ maxLength }), Type.Number(), Type.Boolean(), Type.Null()]));

export const AddressBodySchema = Type.Union([
  Type.Object({
    id: loose(32),
    label: loose(),
    civility: loose(8),
    lastName: loose(),
    firstName: loose(),
    street: loose(),
    streetDetails: loose(),
    zipCode: loose(),
    city: loose(),
    state: loose(),
    countryIsoCode2: loose(8),
    countryName: loose(),
    activeCountry: loose(8),
    phoneNumber: loose(),
    company: loose(),
    default: loose(8),
  }),
  Type.Null(),
], { description: "An address (SPEC §3); null is refused with 'Address object can't be null'" });

export const AddressBookSchema = Type.Array(AddressSchema);

export const AddressIdParamsSchema = Type.Object({ addressID: Id('Address id') });

export const CardSchema = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  last4: Type.String({ description: 'Last 4 digits; the full number is never stored' }),
  expiryMonth: Type.Integer(),
  expiryYear: Type.Integer(),
  holder: Type.String(),
});

export const CardListSchema = Type.Array(CardSchema);

export const CardIdParamsSchema = Type.Object({ cardId: Id('Card id') });

export const DeletedSchema = Type.Null({ description: 'Deleted' });

const error = (description: string) => Type.Object(ErrorSchema.properties, { description });

export const AccountErrorSchemas = {
  401: error('Not signed in, or the token is missing, expired, forged or revoked'),
  409: error('Conflict'),
};

// ---- Staff roles (`/admin/staff…`, role admin) --------------------------------------------------

export const StaffMemberSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  roles: Type.Array(Type.String(), { description: 'Every role of the account, customer included' }),
});

export const StaffListSchema = Type.Object({ staff: Type.Array(StaffMemberSchema) });

export const RoleChangeSchema = Type.Object({
  member: StaffMemberSchema,
  changed: Type.Boolean({ description: 'false: the account already had (or already lacked) the role' }),
});

export const StaffRoleParamsSchema = Type.Object({
  email: Text({ minLength: 3, maxLength: 254, description: 'The account’s e-mail address' }),
  role: Type.String({ enum: [...STAFF_ROLES], description: 'A staff role' }),
});

export const StaffErrorSchemas = { 401: AccountErrorSchemas[401], 403: error('Not an admin'), 409: error('The last admin keeps the role') };

