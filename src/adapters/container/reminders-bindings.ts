import type { Container } from 'inversify';
import { ListReminders } from '../../application/reminders/list-reminders';
import { REMINDERS_API, type RemindersApi } from '../../application/ports/reminders-api';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { API_CLIENT } from '../http/api-client';
import { HttpRemindersApi } from '../http/http-reminders-api';
import { bindFactory, bindValue } from './bind';
import { LIST_REMINDERS } from './reminders-tokens';

export interface RemindersAdapters {
  /** Replace the HTTP adapter (tests). */
  remindersApi?: RemindersApi;
}

/** The forgotten-basket reminders sent (`boutique admin reminders list`); needs the core and account bindings (AUTH_TOKEN_STORE). */
export function bindReminders(container: Container, adapters: RemindersAdapters = {}): Container {
  if (adapters.remindersApi) bindValue(container, REMINDERS_API, adapters.remindersApi);
  else bindFactory(container, REMINDERS_API, (client) => new HttpRemindersApi(client), [API_CLIENT]);
  bindFactory(container, LIST_REMINDERS, (api, tokens) => new ListReminders(api, tokens), [REMINDERS_API, AUTH_TOKEN_STORE] as const);
  return container;
}
