import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/money/money';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('formats euros like the domain does, in every shop locale', () => {
    for (const iso of ['fr-FR', 'es-ES', 'it-IT', 'nl-BE', 'de-DE', 'en-IE']) {
      expect(formatPrice(1234.5, iso)).toBe(formatMoney(1234.5, iso));
      expect(formatPrice(1234.5, iso)).toBe(formatPrice(1234.5, iso));
    }
    expect(formatPrice(24.5, 'fr-FR')).toMatch(/^24,50\s€$/);
    expect(formatPrice(24.5, 'en-IE')).toBe('€24.50');
  });
});
