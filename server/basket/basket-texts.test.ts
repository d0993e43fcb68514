import { describe, expect, it } from 'vitest';
import type { PromotionRefusal } from '../../src/domain/basket/promotion-rules';
import type { LocaleCode } from '../../src/domain/store/locales';
import { refusalMessage } from './basket-texts';

describe('refusal messages', () => {
  it.each([
    [{ reason: 'unknown' }, 'fr', "Ce code promo n'existe pas"],
    [{ reason: 'expired' }, 'fr', 'Ce code promo a expiré'],
    [{ reason: 'minimum', minimumAmount: 5000 }, 'fr', 'Montant minimum de 50,00 € non atteint'],
    [{ reason: 'minimum', minimumAmount: 5000 }, 'en', 'Minimum spend of €50.00 not reached'],
    [{ reason: 'minimum', minimumAmount: 5000 }, 'es', 'No se ha alcanzado el importe mínimo de 50,00 €'],
    [{ reason: 'device', allowedDevices: [1] }, 'fr', "Ce code promo est réservé à l'application mobile"],
    [{ reason: 'not-started', validFrom: new Date('2026-12-01T00:00:00Z') }, 'fr', 'Ce code promo sera valable à partir du 1 décembre 2026'],
    [{ reason: 'expired' }, 'de', 'Dieser Gutscheincode ist abgelaufen'],
  ] as [PromotionRefusal, LocaleCode, string][])('%j in %s', (refusal, locale, message) => {
    expect(refusalMessage(refusal, locale)).toBe(message);
  });
});
