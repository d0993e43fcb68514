/** Schemas of `/admin/content/*` (issue 34): entries, their versions, the preview links. */
import { Type } from 'typebox';
import { ErrorSchema } from '../http/schemas/common';
import { STORE_IDS } from '../../src/domain/store/stores';
import { CONTENT_KINDS } from './content-entry-kinds';
import { MAX_PREVIEW_HOURS } from './content-preview';

const Kind = Type.String({ enum: [...CONTENT_KINDS] });
const DateTimeText = Type.String({ maxLength: 40, description: 'ISO date-time; without an offset (2026-12-02T00:00) it is read in the store’s time zone' });

export const EntryParamsSchema = Type.Object({
  kind: Type.String({ maxLength: 40, description: CONTENT_KINDS.join(', ') }),
  store: Type.String({ maxLength: 40, description: 'A store id; "-" for the maintenance switch' }),
  key: Type.String({ maxLength: 200, description: 'A page key or template slug; "-" for what a store has one of (menu, footer, banners)' }),
});

export const EntryListQuerySchema = Type.Object({
  kind: Type.Optional(Kind),
  store: Type.Optional(Type.String({ enum: [...STORE_IDS] })),
});

export const SetEntryBodySchema = Type.Object({
  body: Type.Unknown({ description: 'The entry’s content: for a page { title, slug, markdown }; a template { title, subtitle?, items }; a menu, footer, banner or seasonal banner as /init answers it; maintenance true or false' }),
  status: Type.Optional(Type.String({ enum: ['draft', 'published'], description: 'draft (default) or published' })),
  publishAt: Type.Optional(Type.Union([DateTimeText, Type.Null()])),
  unpublishAt: Type.Optional(Type.Union([DateTimeText, Type.Null()])),
}, { additionalProperties: false });

export const PublishBodySchema = Type.Object({
  publishAt: Type.Optional(Type.Union([DateTimeText, Type.Null()])),
  unpublishAt: Type.Optional(Type.Union([DateTimeText, Type.Null()])),
}, { additionalProperties: false });

export const RestoreBodySchema = Type.Object({
  version: Type.Integer({ minimum: 0, description: 'The version to bring back; 0: the shop’s seeded version' }),
  draft: Type.Optional(Type.Boolean({ description: 'Keep the restored version as a draft (default: published now)' })),
}, { additionalProperties: false });

export const PreviewBodySchema = Type.Object({
  store: Type.String({ enum: [...STORE_IDS] }),
  path: Type.Optional(Type.String({ maxLength: 500, pattern: '^/(?!/)[^\\s]*$', description: 'The page to open, a path of the store (default: its home page)' })),
  hours: Type.Optional(Type.Number({ minimum: 0.1, maximum: MAX_PREVIEW_HOURS })),
}, { additionalProperties: false });

const VersionSchema = Type.Object({
  version: Type.Integer(),
  status: Type.String({ enum: ['draft', 'published', 'scheduled', 'ended'] }),
  publishAt: Type.Union([Type.String(), Type.Null()]),
  unpublishAt: Type.Union([Type.String(), Type.Null()]),
  author: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  body: Type.Optional(Type.Unknown()),
});

const SummaryFields = {
  entry: Type.String({ description: 'kind/store/key, as the CLI names it' }),
  kind: Kind,
  store: Type.Union([Type.String(), Type.Null()]),
  key: Type.Union([Type.String(), Type.Null()]),
  latest: VersionSchema,
  live: Type.Union([Type.Integer(), Type.Null()], { description: 'The version shoppers see now; null: the shop’s own content' }),
};

export const EntryListSchema = Type.Array(Type.Object(SummaryFields));
export const EntryDetailSchema = Type.Object({ ...SummaryFields, versions: Type.Array(VersionSchema) });
export const PreviewLinkSchema = Type.Object({ url: Type.String(), token: Type.String(), expiresAt: Type.String() });

export const ContentAdminErrors = { 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema };

