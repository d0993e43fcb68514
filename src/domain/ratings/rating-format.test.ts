import { describe, expect, it } from 'vitest';
import { formatAverage } from './rating-format';

describe('formatAverage', () => {
  it('writes the average with the decimal separator of each store’s language, as Intl does', () => {
    for (const locale of ['fr-FR', 'es-ES', 'it-IT', 'nl-BE', 'de-DE', 'en-IE']) {
      for (const average of [4.3, 4.25, 5, 1.04, 3.96]) {
        expect(formatAverage(average, locale), `${average} ${locale}`).toBe(new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average));
      }
    }
    expect(formatAverage(4.3, 'fr-FR')).toBe('4,3');
    expect(formatAverage(4.3, 'de-DE')).toBe('4,3');
    expect(formatAverage(4.3, 'nl-BE')).toBe('4,3');
    expect(formatAverage(4.3, 'en-IE')).toBe('4.3');
  });
});
