/**
 * The token answers' customer and the `src/domain` Profile the clients read describe the same shape
 * (a field in one and not the other fails the type check; the serializer would drop it).
 */
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/domain/accounts/profile';
import type { ProfileSchema } from './auth-schemas';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const checks: true[] = [true as Same<Static<typeof ProfileSchema>, Profile>];

describe('auth route schemas', () => {
  it('match the domain types (checked by the compiler)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
