/**
 * The route schemas and the `src/domain` answer types describe the same shapes: a field added to
 * one and not the other fails the type check (and the response serializer would drop it).
 */
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { BasketDetailAnswer, BasketDetailInput } from './basket-answer';
import type { BasketDetailBodySchema, BasketDetailSchema } from './basket-schemas';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const checks: true[] = [
  true as Same<Static<typeof BasketDetailBodySchema>, BasketDetailInput>,
  true as Same<Static<typeof BasketDetailSchema>, BasketDetailAnswer>,
];

describe('basket schemas', () => {
  it('match the domain answer types (checked by the compiler)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
