import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { euros } from '../demo/text';
import { amountWords, fillTerms } from './content-terms';

describe('the delivery terms in the content', () => {
  it('writes an amount as the shop’s texts do, in each language', () => {
    for (const locale of LOCALE_CODES) for (const cents of [9900, 6000, 4550, 0]) expect(amountWords(cents, locale)).toBe(euros(cents, locale));
    expect(amountWords(6000, 'es')).toBe('60 €');
    expect(amountWords(6000, 'en')).toBe('€60');
  });

  it('fills every {freeShipping} inside a value and leaves the rest as it is', () => {
    const at = new Date('2026-12-01T00:00:00.000Z');
    const value = { title: 'Envío gratis desde {freeShipping}', items: [{ text: '{freeShipping} y {freeShipping}' }, 3, null], at, other: 'Sin importe' };
    expect(fillTerms(value, '60 €')).toEqual({ title: 'Envío gratis desde 60 €', items: [{ text: '60 € y 60 €' }, 3, null], at, other: 'Sin importe' });
    expect(fillTerms(value, '60 €').at).toBe(at);
  });
});
