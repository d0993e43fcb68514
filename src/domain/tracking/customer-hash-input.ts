/**
 * `POST /generate-encrypted-data` (SPEC §7): the identifying values the tag manager may see only
 * hashed. One normalisation, shared by the server (before hashing) and its tests, so the same
 * person gives the same hash whatever the spelling: trimmed, the address lower-cased, only the
 * digits of a phone number.
 */
export const HASHABLE_FIELDS = ['email', 'firstName', 'lastName', 'phone', 'birthday'] as const;
export type HashableField = (typeof HASHABLE_FIELDS)[number];
export type HashableData = Partial<Record<HashableField, string>>;

export const HASHABLE_MAX_LENGTH: Record<HashableField, number> = { email: 254, firstName: 100, lastName: 100, phone: 32, birthday: 32 };

export function normaliseForHash(field: HashableField, value: string): string {
  const trimmed = value.trim();
  if (field === 'email') return trimmed.toLowerCase();
  if (field === 'phone') return trimmed.replace(/\D/g, '');
  if (field === 'firstName' || field === 'lastName') return trimmed.toLowerCase();
  return trimmed;
}
