/**
 * The balance answer (orders, gift cards) and the `src/domain` types the clients read describe the same
 * shapes (a field in one and not the other fails the type check; the serializer would drop it).
 */
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { Balance, BalanceLine } from '../../src/domain/orders/balance';
import type { BalanceLineSchema, BalanceSchema } from './orders-schemas';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const checks: true[] = [
  true as Same<Static<typeof BalanceLineSchema>, BalanceLine>,
  true as Same<Static<typeof BalanceSchema>, Balance>,
];

describe('the balance schemas', () => {
  it('match the domain types (checked by the compiler)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
