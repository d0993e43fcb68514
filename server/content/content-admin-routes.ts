/**
 * `/admin/content/*` (issue 34, role merchandiser or admin): the merchant's content. No token: 401;
 * a token without the role: 403, before anything is read.
 *
 *   GET  /admin/content?kind&store                       the entries changed from the shop's own
 *   GET  /admin/content/entries/{kind}/{store}/{key}     an entry and every version (store or key "-" when it has none)
 *   PUT  /admin/content/entries/{kind}/{store}/{key}     a new version: { body, status: draft|published, publishAt, unpublishAt }
 *   POST /admin/content/entries/{…}/publish              the newest version published now, or scheduled ({ publishAt, unpublishAt })
 *   POST /admin/content/entries/{…}/restore              { version }: that version's content back, as a new version
 *   (POST /admin/content/media, an image for the content, is the media module's: server/media/media-admin-routes.ts)
 *   POST /admin/content/preview                          { store, path, hours }: a signed link to the storefront with the drafts
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer } from '../http/customer-auth';
import { requireMerchandiser } from '../http/merchandiser-only';
import { valueOf } from '../http/outcomes';
import { requestOrigin } from '../http/origin';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { storeBaseUrl } from '../http/store-urls';
import { STORES, type StoreId } from '../../src/domain/store/stores';
import {
  ContentAdminErrors, EntryDetailSchema, EntryListQuerySchema, EntryListSchema, EntryParamsSchema, PreviewBodySchema, PreviewLinkSchema, PublishBodySchema, RestoreBodySchema,
  SetEntryBodySchema,
} from './content-admin-schemas';
import { authorOf, listEntries, publishEntry, restoreEntry, setEntry, showEntry, type ContentAdminDeps } from './content-entries';
import { readEntryRef, type ContentKind } from './content-entry-kinds';
import type { ContentPreviews } from './content-preview';

const tags = ['content'];
const security = [{ bearer: [] }];
const answers = <T extends object>(ok: T) => ({ ...withErrors({ 200: ok as never }), ...ContentAdminErrors });
const ENTRY = '/admin/content/entries/:kind/:store/:key';

export const contentAdminRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps; previews: ContentPreviews }> = async (app, { deps, previews }) => {
  const content: ContentAdminDeps = { db: deps.db, now: deps.now, catalogueChanges: deps.catalogueChanges };
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireMerchandiser('content'));
  app.addHook('onSend', privateAnswer);

  const refOf = (request: FastifyRequest) => {
    const params = request.params as { kind: string; store: string; key: string };
    return valueOf(readEntryRef(params.kind, params.store, params.key));
  };
  const author = (request: FastifyRequest) => authorOf(deps.db, customerContext(request).customer.id);

  app.get('/admin/content', {
    schema: { tags, summary: 'The content entries the merchant changed (the rest is the shop’s own), with their newest and live versions', security, headers: ApiHeadersSchema, querystring: EntryListQuerySchema, response: answers(EntryListSchema) },
  }, async (request) => listEntries(content, { kind: request.query.kind as ContentKind | undefined, storeId: request.query.store }));

  app.get(ENTRY, {
    schema: { tags, summary: 'An entry and every version of it, newest first: who made it, when, its status and window', security, headers: ApiHeadersSchema, params: EntryParamsSchema, response: answers(EntryDetailSchema) },
  }, async (request) => valueOf(await showEntry(content, refOf(request))));

  app.put(ENTRY, {
    schema: { tags, summary: 'Saves a new version: a draft (default), published now, or scheduled (publishAt, unpublishAt)', security, headers: ApiHeadersSchema, params: EntryParamsSchema, body: SetEntryBodySchema, response: answers(EntryDetailSchema) },
  }, async (request) => {
    const ref = refOf(request);
    const { body, status, publishAt, unpublishAt } = request.body;
    return valueOf(await setEntry(content, ref, { body, status: status as 'draft' | 'published' | undefined, publishAt, unpublishAt }, await author(request)));
  });

  app.post(`${ENTRY}/publish`, {
    schema: { tags, summary: 'Publishes the newest version now, or in a window (publishAt, unpublishAt), as a new version', security, headers: ApiHeadersSchema, params: EntryParamsSchema, body: PublishBodySchema, response: answers(EntryDetailSchema) },
  }, async (request) => valueOf(await publishEntry(content, refOf(request), request.body ?? {}, await author(request))));

  app.post(`${ENTRY}/restore`, {
    schema: { tags, summary: 'Brings an earlier version back as a new version (published now unless draft: true)', security, headers: ApiHeadersSchema, params: EntryParamsSchema, body: RestoreBodySchema, response: answers(EntryDetailSchema) },
  }, async (request) => valueOf(await restoreEntry(content, refOf(request), request.body.version, { draft: request.body.draft }, await author(request))));

  app.post('/admin/content/preview', {
    schema: { tags, summary: 'A signed link to a page of the store that shows its drafts and scheduled content (expires after `hours`, 24 by default)', security, headers: ApiHeadersSchema, body: PreviewBodySchema, response: answers(PreviewLinkSchema) },
  }, async (request) => {
    const { store, path = '/', hours } = request.body;
    const { token, expiresAt } = previews.issue(store, hours);
    const base = storeBaseUrl(STORES[store as StoreId], deps.urls, requestOrigin(request)).replace(/\/$/, '');
    // A path given with the store's own prefix (`/es/t/faq` for /es) is not prefixed twice.
    const prefix = new URL(base).pathname.replace(/\/$/, '');
    const inStore = prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) || '/' : path;
    const url = new URL(`${base}${inStore}`);
    url.searchParams.set('preview', token);
    return { url: url.toString(), token, expiresAt: expiresAt.toISOString() };
  });
};
