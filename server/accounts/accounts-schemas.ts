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

// ---- Data rights (issue 36: "Download my data", "Close my account", support on request) ---------

/** The export: every part of the customer's data (docs/accounts-api.md "Your data" lists them). */
export const DataExportSchema = Type.Object({
  format: Type.Integer({ description: 'The export format’s version (1)' }),
  exportedAt: Type.String({ description: 'ISO time' }),
  profile: Type.Unknown(),
  addresses: Type.Array(Type.Unknown()),
  savedCards: Type.Array(Type.Unknown(), { description: 'Brand, last four digits, expiry, holder: never a number or token' }),
  orders: Type.Array(Type.Unknown(), { description: 'Every order with its lines, totals, statuses and events' }),
  returns: Type.Array(Type.Unknown()),
  balance: Type.Unknown({ description: 'Vouchers and credits (gift cards and returns count as credits)' }),
  balanceHistory: Type.Array(Type.Unknown(), { description: 'Money taken from or given back to each entry' }),
  favourites: Type.Array(Type.Unknown()),
  stockAlerts: Type.Array(Type.Unknown()),
  ratings: Type.Array(Type.Unknown()),
  consents: Type.Array(Type.Unknown(), { description: 'The newsletter consents, per store, with their date' }),
  newsletterSubscriptions: Type.Array(Type.Unknown()),
});

export const CloseBodySchema = Type.Object({
  password: Type.Optional(Text({ maxLength: 200, description: 'The account’s password (none for an Apple or Facebook account: sign in again just before)' })),
});

export const SupportCloseBodySchema = Type.Object({
  reason: Text({ maxLength: 1000, description: 'Why (the customer’s request): kept by the staff audit with the call' }),
});

export const ClosureSchema = Type.Object({
  closed: Type.Literal(true),
  customerId: Type.Integer(),
  ordersKept: Type.Integer({ description: 'Orders kept with their bills, anonymised' }),
  retentionYears: Type.Integer({ description: 'How long they are kept (10)' }),
});

export const CustomerKeyParamsSchema = Type.Object({
  customer: Text({ minLength: 1, maxLength: 254, description: 'The account’s id or e-mail address' }),
});

export const RightsErrorSchemas = {
  400: error('Missing password or reason'),
  401: AccountErrorSchemas[401],
  403: error('A wrong password, not support staff, or an Apple/Facebook account whose sign-in is not fresh'),
  404: error('No open account of that id or address'),
  409: error('A staff account (revoke its roles first)'),
  429: error('Too many wrong passwords'),
  503: error('The payment provider cannot forget the saved cards now'),
};
