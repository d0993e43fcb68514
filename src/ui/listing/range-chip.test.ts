import { describe, expect, it } from 'vitest';
import { rangeChipText } from './range-chip';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('rangeChipText', () => {
  it('writes a price range as money in the store’s locale', () => {
    expect(nbsp(rangeChipText('Preis', 'price', { min: 20, max: 80 }, 'de-DE'))).toBe('Preis 20,00 € – 80,00 €');
    expect(nbsp(rangeChipText('Prix', 'price', { min: 20, max: 80 }, 'fr-FR'))).toBe('Prix 20,00 € – 80,00 €');
    expect(nbsp(rangeChipText('Price', 'price', { min: 19.5, max: null }, 'en-IE'))).toBe('Price ≥ €19.50');
    expect(nbsp(rangeChipText('Prijs', 'price', { min: null, max: 60 }, 'nl-NL'))).toBe('Prijs ≤ € 60,00');
  });

  it('writes a discount range as percentages', () => {
    expect(nbsp(rangeChipText('Remise', 'promotion', { min: 30, max: 50 }, 'fr-FR'))).toBe('Remise 30 % – 50 %');
    expect(nbsp(rangeChipText('Discount', 'promotion', { min: 30, max: null }, 'en-IE'))).toBe('Discount ≥ 30%');
  });
});
