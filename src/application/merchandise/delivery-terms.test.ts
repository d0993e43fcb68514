import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import type { CarrierTerms } from '../../domain/catalogue/carrier-terms';
import { ApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { DeliveryTermsApi, OfferChange } from '../ports/delivery-terms-api';
import { ChangeCarrierOffer, SetCarrierCutoff, SetFreeShippingThreshold } from './delivery-terms';

const tokens: AuthTokenStore = { get: () => ({ accessToken: 'a.b.c', refreshToken: 'r' }) as unknown as AuthTokens, save: () => undefined, clear: () => undefined };

/** A shop keeping one carrier's terms in memory, and what it was sent. */
function deliveryShop() {
  const sent: unknown[] = [];
  const carrier: CarrierTerms = {
    id: 1, code: 'colipost_home', type: 'home', rank: 1, name: 'Colipost', serviceName: 'Colipost Domicile', cutoff: { hour: 14, minute: 0, timeZone: 'Europe/Paris' },
    countries: [{ isoCode2: 'FR', price: 490, freeShippingAmount: null, deliveryDays: 3, active: true, relayNetwork: null }],
  };
  const api: DeliveryTermsApi = {
    terms: async () => ({ carriers: [carrier], stores: [] }),
    carrier: async () => carrier,
    changeOffer: async (code: string, country: string, change: OfferChange) => {
      sent.push({ code, country, change });
      if (code !== carrier.code) throw new ApiError(404, 'No carrier');
      if (change.active === false) throw new ApiError(409, 'colipost_home is the last carrier enabled in FR');
      return carrier;
    },
    setCutoff: async (code, cutoff) => (sent.push({ code, cutoff }), carrier),
    setThreshold: async (storeId, euros) => (sent.push({ storeId, euros }), { storeId, freeShippingThreshold: Math.round(euros * 100), own: true, updatedBy: 'merch@example.com', updatedAt: null }),
    history: async () => [],
  };
  return { api, sent };
}

describe('the merchandiser’s delivery terms use cases', () => {
  it('send euros, days and states the shop’s way once the rules read them', async () => {
    const { api, sent } = deliveryShop();
    expect(await new ChangeCarrierOffer(api, tokens).execute({ carrier: 'colipost_home', country: 'fr', verb: 'price', value: '5.90', days: '2' })).toMatchObject({ kind: 'done' });
    expect(await new SetCarrierCutoff(api, tokens).execute({ carrier: 'colipost_home', time: '9h30' })).toMatchObject({ kind: 'done' });
    expect(await new SetFreeShippingThreshold(api, tokens).execute({ store: 'Boutique_ES', euros: '60' })).toMatchObject({ kind: 'done', store: { freeShippingThreshold: 6000 } });
    expect(sent).toEqual([
      { code: 'colipost_home', country: 'FR', change: { price: 5.9, deliveryDays: 2 } },
      { code: 'colipost_home', cutoff: { time: '09:30' } },
      { storeId: 'boutique_es', euros: 60 },
    ]);
  });

  it('refuse a negative price, 25:00, "abc" and an unknown store before calling, and pass on the shop’s refusals', async () => {
    const { api, sent } = deliveryShop();
    expect(await new ChangeCarrierOffer(api, tokens).execute({ carrier: 'colipost_home', country: 'FR', verb: 'price', value: '-1' })).toEqual({ kind: 'invalid', message: 'the price "-1" is negative' });
    expect(await new ChangeCarrierOffer(api, tokens).execute({ carrier: 'colipost_home', country: 'France', verb: 'enable' })).toMatchObject({ kind: 'invalid' });
    expect(await new SetCarrierCutoff(api, tokens).execute({ carrier: 'colipost_home', time: '25:00' })).toMatchObject({ kind: 'invalid' });
    expect(await new SetFreeShippingThreshold(api, tokens).execute({ store: 'boutique_es', euros: 'abc' })).toMatchObject({ kind: 'invalid' });
    expect(await new SetFreeShippingThreshold(api, tokens).execute({ store: 'boutique_xx', euros: '60' })).toMatchObject({ kind: 'invalid' });
    expect(sent).toEqual([]);
    expect(await new ChangeCarrierOffer(api, tokens).execute({ carrier: 'colipost_home', country: 'FR', verb: 'disable' })).toEqual({ kind: 'refused', code: 409, message: 'colipost_home is the last carrier enabled in FR' });
    expect(await new ChangeCarrierOffer(api, tokens).execute({ carrier: 'dhl', country: 'FR', verb: 'enable' })).toEqual({ kind: 'not-found' });
  });
});
