/**
 * The accounts schemas and the `src/domain` types the clients read describe the same shapes (a
 * field in one and not the other fails the type check; the serializer would drop it).
 */
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/domain/accounts/address';
import type { Card } from '../../src/domain/accounts/card';
import type { Profile } from '../../src/domain/accounts/profile';
import type { AddressSchema, CardSchema, ProfileSchema } from './accounts-schemas';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const checks: true[] = [
  true as Same<Static<typeof ProfileSchema>, Profile>,
  true as Same<Static<typeof AddressSchema>, Address>,
  true as Same<Static<typeof CardSchema>, Card>,
];

describe('accounts route schemas', () => {
  it('match the domain types (checked by the compiler)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
