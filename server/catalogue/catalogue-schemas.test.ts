/**
 * The product schemas and the `src/domain` answer types describe the same shapes: a field added to
 * one and not the other fails the type check (and the response serializer would drop it).
 */
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { ProductDetailResponse, ProductHit, ProductInformation, ProductScores } from '../../src/domain/catalogue/product';
import type { ProductDetailResponseSchema, ProductHitSchema, ProductInformationSchema, ProductScoresSchema } from './catalogue-schemas';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const checks: true[] = [
  true as Same<Static<typeof ProductDetailResponseSchema>, ProductDetailResponse>,
  true as Same<Static<typeof ProductHitSchema>, ProductHit>,
  true as Same<Static<typeof ProductScoresSchema>, ProductScores>,
  true as Same<Static<typeof ProductInformationSchema>, ProductInformation>,
];

describe('product schemas', () => {
  it('match the domain answer types (checked by the compiler)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
