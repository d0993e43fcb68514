import type { Container } from 'inversify';
import { ListContent, PreviewContent, PublishContent, RestoreContent, SetContent, ShowContent, UploadContentImage } from '../../application/content/content-entries';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { CONTENT_ADMIN_API, type ContentAdminApi } from '../../application/ports/content-admin-api';
import { API_CLIENT } from '../http/api-client';
import { HttpContentAdminApi } from '../http/http-content-admin-api';
import { bindFactory, bindValue } from './bind';
import { LIST_CONTENT, PREVIEW_CONTENT, PUBLISH_CONTENT, RESTORE_CONTENT, SET_CONTENT, SHOW_CONTENT, UPLOAD_CONTENT_IMAGE } from './content-tokens';

export interface ContentAdapters {
  /** Replace the HTTP adapter (tests). */
  contentAdminApi?: ContentAdminApi;
}

/** The merchant's content (`boutique admin content …`); needs the core and account bindings (AUTH_TOKEN_STORE). */
export function bindContent(container: Container, adapters: ContentAdapters = {}): Container {
  if (adapters.contentAdminApi) bindValue(container, CONTENT_ADMIN_API, adapters.contentAdminApi);
  else bindFactory(container, CONTENT_ADMIN_API, (client) => new HttpContentAdminApi(client), [API_CLIENT]);
  const deps = [CONTENT_ADMIN_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, LIST_CONTENT, (api, tokens) => new ListContent(api, tokens), deps);
  bindFactory(container, SHOW_CONTENT, (api, tokens) => new ShowContent(api, tokens), deps);
  bindFactory(container, SET_CONTENT, (api, tokens) => new SetContent(api, tokens), deps);
  bindFactory(container, PUBLISH_CONTENT, (api, tokens) => new PublishContent(api, tokens), deps);
  bindFactory(container, RESTORE_CONTENT, (api, tokens) => new RestoreContent(api, tokens), deps);
  bindFactory(container, PREVIEW_CONTENT, (api, tokens) => new PreviewContent(api, tokens), deps);
  bindFactory(container, UPLOAD_CONTENT_IMAGE, (api, tokens) => new UploadContentImage(api, tokens), deps);
  return container;
}
