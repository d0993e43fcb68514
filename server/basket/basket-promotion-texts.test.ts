import { describe, expect, it } from 'vitest';
import type { Refusal } from '../../src/domain/promotions/promotion';
import { LOCALE_CODES, type LocaleCode } from '../../src/domain/store/locales';
import { ruleRefusalMessage } from './basket-promotion-texts';

describe('what the basket says about promotions', () => {
  it.each([
    [{ reason: 'more-items', missing: 1 }, 'en', 'Add 1 more item to get “3 for 2”'],
    [{ reason: 'more-items', missing: 2 }, 'fr', 'Ajoutez encore 2 articles pour profiter de « 3 for 2 »'],
    [{ reason: 'minimum', minimumAmount: 10000, missing: 2550 }, 'en', 'From €100.00 of purchases: €25.50 to go'],
    [{ reason: 'minimum', minimumAmount: 10000, missing: 2550 }, 'de', 'Ab 100,00 € Einkaufswert: noch 25,50 €'],
    [{ reason: 'segment', segment: 'newsletter', anonymous: false }, 'en', 'For newsletter subscribers'],
    [{ reason: 'segment', segment: 'first-order', anonymous: true }, 'it', 'Riservato al tuo primo ordine: accedi per approfittarne'],
    [{ reason: 'combined-away', by: 'X' }, 'nl', 'Niet te combineren met „Winner”, die voordeliger is'],
  ] as [Refusal, LocaleCode, string][])('%j in %s', (refusal, locale, message) => {
    expect(ruleRefusalMessage(refusal, locale, { name: '3 for 2', winner: 'Winner' })).toBe(message);
  });

  it('has words for every rule refusal in the six languages', () => {
    const refusals: Refusal[] = [{ reason: 'usage-limit' }, { reason: 'customer-limit' }, { reason: 'no-eligible-items' }];
    for (const locale of LOCALE_CODES) for (const refusal of refusals) expect(ruleRefusalMessage(refusal, locale, { name: 'x' })).toMatch(/\S/);
  });
});
