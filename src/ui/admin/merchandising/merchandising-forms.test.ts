import { describe, expect, it } from 'vitest';
import { readPromotionInput } from '../../../domain/promotions/promotion-input';
import { editableBody } from './content-entry-screen';
import { promotionInputOf, type PromotionForm } from './promotions-screen';

const form = (overrides: Partial<PromotionForm>): PromotionForm => ({
  code: 'HIVER20', automatic: false, name: 'Hiver', effect: 'percent', value: '20', pay: '', minimum: '', stores: [], brands: '', categories: '', products: '',
  validFrom: '', validUntil: '', usageLimit: '', perCustomerLimit: '', exclusive: false, ...overrides,
});

describe('the promotion form', () => {
  it('is read by the engine’s own rules: a code, a percent off the basket', () => {
    const input = promotionInputOf(form({}));
    expect(input).toMatchObject({ code: 'HIVER20', automatic: false, stacking: 'stackable', include: null, effect: { kind: 'percent', percent: '20', target: 'basket' } });
    expect(readPromotionInput(input).ok).toBe(true);
  });

  it('scopes the effect to the lines of the brands named, with limits and a window', () => {
    const input = promotionInputOf(form({ effect: 'amount', value: '10', brands: 'riviera-club, kinetic', minimum: '100', usageLimit: '500', perCustomerLimit: '1', validFrom: '2026-12-10T09:00', exclusive: true }));
    expect(input).toMatchObject({ include: { brands: ['riviera-club', 'kinetic'], products: [], categories: [] }, usageLimit: 500, perCustomerLimit: 1, stacking: 'exclusive', minimum: '100', effect: { kind: 'amount', amount: '10', target: 'lines' } });
    expect(input.validFrom).toBe(new Date('2026-12-10T09:00').toISOString());
    expect(readPromotionInput(input).ok).toBe(true);
  });

  it('refuses, in the engine’s words, a percent that is not one', () => {
    const read = readPromotionInput(promotionInputOf(form({ value: 'lots' })));
    expect(read.ok).toBe(false);
  });
});

describe('a content entry’s editable body', () => {
  it('is a page’s Markdown under its front matter, anything else JSON', () => {
    expect(editableBody({ kind: 'page' }, { title: 'FAQ', slug: 'faq', markdown: '# Questions\n' })).toBe('---\ntitle: FAQ\nslug: faq\n---\n# Questions\n');
    expect(JSON.parse(editableBody({ kind: 'seasonal-banner' }, { content1: 'Soldes' }))).toEqual({ content1: 'Soldes' });
    expect(editableBody({ kind: 'sale-banner' }, null)).toBe('null');
  });
});
