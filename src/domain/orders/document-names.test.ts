import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../store/locales';
import { documentFileName } from './document-names';

describe('documentFileName', () => {
  it('names each document in its store’s language, in plain ASCII', () => {
    expect(documentFileName('bill', 100042, 'fr')).toBe('facture-100042.pdf');
    expect(documentFileName('bill', 100042, 'de')).toBe('rechnung-100042.pdf');
    expect(documentFileName('purchase-order', 100042, 'nl')).toBe('bestelbon-100042.pdf');
    expect(documentFileName('purchase-order', 100042, 'en')).toBe('purchase-order-100042.pdf');
    expect(documentFileName('return-label', 'RT-000042', 'es')).toBe('devolucion-RT-000042.pdf');
    for (const locale of LOCALE_CODES) {
      for (const kind of ['bill', 'purchase-order', 'return-label'] as const) expect(documentFileName(kind, 'RT-1', locale)).toMatch(/^[a-z-]+-RT-1\.pdf$/);
    }
    const bills = LOCALE_CODES.filter((locale) => locale !== 'fr').map((locale) => documentFileName('bill', 1, locale));
    expect(bills).not.toContain('facture-1.pdf');
  });
});
