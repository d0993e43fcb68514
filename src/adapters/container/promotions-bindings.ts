import type { Container } from 'inversify';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { PROMOTIONS_API, type PromotionsApi } from '../../application/ports/promotions-api';
import { CreatePromotion, DisablePromotion, ListPromotions, ShowPromotion } from '../../application/promotions/admin-promotions';
import { API_CLIENT } from '../http/api-client';
import { HttpPromotionsApi } from '../http/http-promotions-api';
import { bindFactory, bindValue } from './bind';
import { CREATE_PROMOTION, DISABLE_PROMOTION, LIST_PROMOTIONS, SHOW_PROMOTION } from './promotions-tokens';

export interface PromotionsAdapters {
  /** Replace the HTTP adapter (tests). */
  promotionsApi?: PromotionsApi;
}

/** The merchant's promotions (`boutique admin promo`); needs the core and account bindings (AUTH_TOKEN_STORE). */
export function bindPromotions(container: Container, adapters: PromotionsAdapters = {}): Container {
  if (adapters.promotionsApi) bindValue(container, PROMOTIONS_API, adapters.promotionsApi);
  else bindFactory(container, PROMOTIONS_API, (client) => new HttpPromotionsApi(client), [API_CLIENT]);
  const deps = [PROMOTIONS_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, LIST_PROMOTIONS, (api, tokens) => new ListPromotions(api, tokens), deps);
  bindFactory(container, SHOW_PROMOTION, (api, tokens) => new ShowPromotion(api, tokens), deps);
  bindFactory(container, CREATE_PROMOTION, (api, tokens) => new CreatePromotion(api, tokens), deps);
  bindFactory(container, DISABLE_PROMOTION, (api, tokens) => new DisablePromotion(api, tokens), deps);
  return container;
}
