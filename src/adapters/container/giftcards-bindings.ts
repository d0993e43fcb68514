import type { Container } from 'inversify';
import { ActivateGiftcard } from '../../application/giftcards/activate-giftcard';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { GIFTCARDS_API, type GiftcardsApi } from '../../application/ports/returns-api';
import { API_CLIENT } from '../http/api-client';
import { HttpGiftcardsApi } from '../http/http-giftcards-api';
import { bindFactory, bindValue } from './bind';
import { ACTIVATE_GIFTCARD } from './giftcards-tokens';

export interface GiftcardAdapters {
  /** Replace the HTTP adapter (tests, offline runs). */
  giftcardsApi?: GiftcardsApi;
}

/** Gift card activation (docs/returns-api.md "Gift cards"); needs the core and account bindings (AUTH_TOKEN_STORE). */
export function bindGiftcards(container: Container, adapters: GiftcardAdapters = {}): Container {
  if (adapters.giftcardsApi) bindValue(container, GIFTCARDS_API, adapters.giftcardsApi);
  else bindFactory(container, GIFTCARDS_API, (client) => new HttpGiftcardsApi(client), [API_CLIENT]);
  bindFactory(container, ACTIVATE_GIFTCARD, (giftcards, tokens) => new ActivateGiftcard(giftcards, tokens), [GIFTCARDS_API, AUTH_TOKEN_STORE]);
  return container;
}
