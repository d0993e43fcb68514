/**
 * The site and content schemas and the `src/domain` answer types describe the same shapes: a field
 * added to one and not the other fails the type check (and the response serializer would drop it).
 */
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { CmsPage, InitResponse, MenuItem, Referer, Template } from '../../src/domain/catalogue/site';
import type { CmsPageSchema, InitResponseSchema, MenuItemSchema, RefererSchema, TemplateSchema } from './content-schemas';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const checks: true[] = [
  true as Same<Static<typeof InitResponseSchema>, InitResponse>,
  true as Same<Static<typeof MenuItemSchema>, MenuItem>,
  true as Same<Static<typeof TemplateSchema>, Template>,
  true as Same<Static<typeof CmsPageSchema>, CmsPage>,
  true as Same<Static<typeof RefererSchema>, Referer>,
];

describe('site and content schemas', () => {
  it('match the domain answer types (checked by the compiler)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
