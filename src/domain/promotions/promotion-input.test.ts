import { describe, expect, it } from 'vitest';
import { readPromotionInput } from './promotion-input';

describe('readPromotionInput', () => {
  it('reads a "-10 € from 100 € for newsletter subscribers" code in cents', () => {
    const read = readPromotionInput({ code: ' news10 ', name: '-10 €', minimum: '100', segment: 'newsletter', effect: { kind: 'amount', amount: '10' } });
    expect(read).toMatchObject({ ok: true, draft: { code: 'NEWS10', automatic: false, minimumAmount: 10000, segment: 'newsletter', effect: { kind: 'amount', amount: 1000, target: 'basket' }, stacking: 'stackable', priority: 100 } });
  });

  it('names an automatic promotion after its name, with every language', () => {
    const read = readPromotionInput({ automatic: true, name: '3 for 2 on T-shirts', names: { de: '3 für 2' }, include: { categories: ['100'] }, effect: { kind: 'buy-x-get-y', buy: 3, pay: 2 } });
    expect(read.ok && read.draft).toMatchObject({ code: 'AUTO-3-FOR-2-ON-T-SHIRTS', names: { fr: '3 for 2 on T-shirts', de: '3 für 2' }, include: { categories: ['100'], products: [], brands: [] } });
  });

  it.each([
    [{ code: 'A1', name: 'x', effect: { kind: 'percent', percent: 0 } }, 'The percent must be a percent above 0 and at most 100'],
    [{ code: 'A1', name: 'x', effect: { kind: 'amount', amount: '10.005' } }, 'at most 2 decimals'],
    [{ code: 'A1', name: 'x', validFrom: '2026-13-45', effect: { kind: 'free-shipping' } }, 'validFrom must be an ISO date'],
    [{ code: 'A1', name: 'x', validFrom: '2026-12-25', validUntil: '2026-12-01', effect: { kind: 'free-shipping' } }, 'validUntil must come after validFrom'],
    [{ code: 'A1', name: 'x', effect: { kind: 'tiered', tiers: [{ from: 100, percent: 10 }, { from: 100, percent: 15 }] } }, 'ascending order'],
    [{ code: 'A1', name: 'x', effect: { kind: 'tiered', tiers: [{ from: 100, percent: 10, amount: 5 }] } }, 'either a percent or an amount'],
    [{ code: 'A1', name: 'x', stores: ['boutique_xx'], effect: { kind: 'free-shipping' } }, 'Unknown store boutique_xx'],
    [{ code: 'A1', name: 'x', segment: 'vip', effect: { kind: 'free-shipping' } }, 'Unknown segment'],
    [{ code: 'A1', effect: { kind: 'free-shipping' } }, 'needs a name'],
    [{ code: 'A1', name: 'x' }, 'needs an effect'],
    [{ code: 'A1', name: 'x', effect: { kind: 'magic' } }, 'Unknown effect'],
    [{ code: 'A 1!', name: 'x', effect: { kind: 'free-shipping' } }, 'must be 2 to 40 letters'],
  ])('refuses %j in plain words', (input, message) => {
    const read = readPromotionInput(input);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toContain(message);
  });
});
