/**
 * The route schemas and the `src/domain` answer types describe the same shapes: a field added to
 * one and not the other fails the type check (and the response serializer would drop it).
 */
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { ProductDetailResponse, ProductHit, ProductInformation, ProductScores } from '../../../src/domain/catalogue/product';
import type { CmsPage, InitResponse, MenuItem, PageInfo, ParseResult, Referer, Template } from '../../../src/domain/catalogue/site';
import type { ProductDetailResponseSchema, ProductHitSchema, ProductInformationSchema, ProductScoresSchema } from './product';
import type { BasketDetailAnswer, BasketDetailInput } from '../../basket/basket-answer';
import type { BasketDetailBodySchema, BasketDetailSchema } from '../../basket/basket-schemas';
import type { CmsPageSchema, InitResponseSchema, MenuItemSchema, PageInfoSchema, ParseResultSchema, RefererSchema, TemplateSchema } from './site';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const checks: true[] = [
  true as Same<Static<typeof InitResponseSchema>, InitResponse>,
  true as Same<Static<typeof MenuItemSchema>, MenuItem>,
  true as Same<Static<typeof TemplateSchema>, Template>,
  true as Same<Static<typeof CmsPageSchema>, CmsPage>,
  true as Same<Static<typeof PageInfoSchema>, PageInfo>,
  true as Same<Static<typeof ParseResultSchema>, ParseResult>,
  true as Same<Static<typeof RefererSchema>, Referer>,
  true as Same<Static<typeof ProductDetailResponseSchema>, ProductDetailResponse>,
  true as Same<Static<typeof ProductHitSchema>, ProductHit>,
  true as Same<Static<typeof ProductScoresSchema>, ProductScores>,
  true as Same<Static<typeof ProductInformationSchema>, ProductInformation>,
  true as Same<Static<typeof BasketDetailBodySchema>, BasketDetailInput>,
  true as Same<Static<typeof BasketDetailSchema>, BasketDetailAnswer>,
];

describe('route schemas', () => {
  it('match the domain answer types (checked by the compiler)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
