import type { Container } from 'inversify';
import { ListReminders } from '../../application/reminders/list-reminders';
import { RestoreRemindedBasket } from '../../application/reminders/restore-reminded-basket';
import { ADD_TO_BASKET, LOAD_BASKET } from './basket-tokens';
import { REMINDERS_API, type RemindersApi } from '../../application/ports/reminders-api';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { API_CLIENT } from '../http/api-client';
import { HttpRemindersApi } from '../http/http-reminders-api';
import { bindFactory, bindValue } from './bind';
import { LIST_REMINDERS, RESTORE_REMINDED_BASKET } from './reminders-tokens';

export interface RemindersAdapters {
  /** Replace the HTTP adapter (tests). */
  remindersApi?: RemindersApi;
}

/** The forgotten-basket reminders sent (`boutique admin reminders list`) and the restore of a reminded basket; needs the core, account and basket bindings. */
export function bindReminders(container: Container, adapters: RemindersAdapters = {}): Container {
  if (adapters.remindersApi) bindValue(container, REMINDERS_API, adapters.remindersApi);
  else bindFactory(container, REMINDERS_API, (client) => new HttpRemindersApi(client), [API_CLIENT]);
  bindFactory(container, LIST_REMINDERS, (api, tokens) => new ListReminders(api, tokens), [REMINDERS_API, AUTH_TOKEN_STORE] as const);
  bindFactory(container, RESTORE_REMINDED_BASKET, (api, tokens, add, load) => new RestoreRemindedBasket(api, tokens, add, load), [REMINDERS_API, AUTH_TOKEN_STORE, ADD_TO_BASKET, LOAD_BASKET] as const);
  return container;
}
