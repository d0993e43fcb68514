import type { Container } from 'inversify';
import { ExportCatalogue } from '../../application/merchandise/export-catalogue';
import { ImportCatalogue, type Pause } from '../../application/merchandise/import-catalogue';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { MERCHANDISE_API, type MerchandiseApi } from '../../application/ports/merchandise-api';
import { API_CLIENT } from '../http/api-client';
import { HttpMerchandiseApi } from '../http/http-merchandise-api';
import { bindFactory, bindValue } from './bind';
import { EXPORT_CATALOGUE, IMPORT_CATALOGUE } from './merchandise-tokens';

export interface MerchandiseAdapters {
  /** Replace the HTTP adapter (tests). */
  merchandiseApi?: MerchandiseApi;
  /** How the import waits between two looks at its job (tests: at once). */
  pause?: Pause;
}

const pauseFor: Pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The merchant's catalogue (`boutique admin catalogue …`); needs the core and account bindings (AUTH_TOKEN_STORE). */
export function bindMerchandise(container: Container, adapters: MerchandiseAdapters = {}): Container {
  if (adapters.merchandiseApi) bindValue(container, MERCHANDISE_API, adapters.merchandiseApi);
  else bindFactory(container, MERCHANDISE_API, (client) => new HttpMerchandiseApi(client), [API_CLIENT]);
  const pause = adapters.pause ?? pauseFor;
  bindFactory(container, IMPORT_CATALOGUE, (api, tokens) => new ImportCatalogue(api, tokens, pause), [MERCHANDISE_API, AUTH_TOKEN_STORE] as const);
  bindFactory(container, EXPORT_CATALOGUE, (api, tokens) => new ExportCatalogue(api, tokens), [MERCHANDISE_API, AUTH_TOKEN_STORE] as const);
  return container;
}
