import { describe, expect, it } from 'vitest';
import { preferredLocale } from './accept-language';

describe('preferredLocale', () => {
  it('takes the first shop language by quality', () => {
    expect(preferredLocale('es-ES')).toBe('es');
    expect(preferredLocale('pt-PT,de;q=0.8,en;q=0.9')).toBe('en');
    expect(preferredLocale('nl-BE, fr-BE;q=0.5')).toBe('nl');
  });

  it('ignores unknown languages, wildcards and q=0', () => {
    expect(preferredLocale('pt-BR,ja')).toBeNull();
    expect(preferredLocale('*')).toBeNull();
    expect(preferredLocale('de;q=0, it;q=0.1')).toBe('it');
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
  });
});
