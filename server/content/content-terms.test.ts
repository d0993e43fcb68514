import { describe, expect, it } from 'vitest';
import { formatCents } from '../../src/domain/money/money';
import { LOCALE_CODES, LOCALES } from '../../src/domain/store/locales';
import { euros } from '../demo/text';
import { amountWords, fillTerms } from './content-terms';

describe('the delivery terms in the content', () => {
  it('writes an amount as the rest of the shop does (Intl money of the store’s locale), in each language', () => {
    for (const locale of LOCALE_CODES) for (const cents of [9900, 6000, 4550, 0]) {
      expect(amountWords(cents, locale)).toBe(formatCents(cents, LOCALES[locale].iso));
      expect(euros(cents, locale)).toBe(amountWords(cents, locale));
    }
    expect(amountWords(9900, 'nl')).toBe('€ 99,00');
    expect(amountWords(6000, 'es')).toBe('60,00 €');
    expect(amountWords(6000, 'en')).toBe('€60.00');
  });

  it('fills every {freeShipping} inside a value and leaves the rest as it is', () => {
    const at = new Date('2026-12-01T00:00:00.000Z');
    const value = { title: 'Envío gratis desde {freeShipping}', items: [{ text: '{freeShipping} y {freeShipping}' }, 3, null], at, other: 'Sin importe' };
    expect(fillTerms(value, '60 €')).toEqual({ title: 'Envío gratis desde 60 €', items: [{ text: '60 € y 60 €' }, 3, null], at, other: 'Sin importe' });
    expect(fillTerms(value, '60 €').at).toBe(at);
  });
});
