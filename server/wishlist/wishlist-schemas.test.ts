/**
 * The wishlist schema and the `src/domain` Wish the clients read describe the same shape (a field
 * in one and not the other fails the type check; the serializer would drop it).
 */
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { Wish } from '../../src/domain/wishlist/wish';
import type { WishSchema } from './wishlist-schemas';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const checks: true[] = [true as Same<Static<typeof WishSchema>, Wish>];

describe('wishlist route schemas', () => {
  it('match the domain types (checked by the compiler)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
