/**
 * The media module's staff route (issue 34, role merchandiser or admin):
 *   POST /admin/content/media?name    an image for the content (a banner, a tile, a page) as the body:
 *                                     kept as product photos are, answered as its URL and derivatives
 * Here rather than in server/content: the media module already reads the content (the app's QR
 * codes), and the checks are the media store's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../core/module-deps';
import { privateAnswer, requireCustomer } from '../http/customer-auth';
import { requireMerchandiser } from '../http/merchandiser-only';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, ErrorSchema, withErrors } from '../http/schemas/common';
import { uploadContentImage } from './media-content-images';

/** The types an image is sent as (octet-stream: the media module tells the type by the bytes). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/octet-stream'];
/** Above the media module's 25 MB, so that a larger image is refused in its words (naming the file); past this, 413. */
const IMAGE_BODY_LIMIT = 32 * 1024 * 1024;

const MediaQuerySchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The file’s name, as a refusal names it (default image)' })),
});

const UploadedImageSchema = Type.Object({
  url: Type.String({ description: 'The image’s immutable path (/media/originals/<hash>.<ext>): a banner’s image, or ![alt](url) in a page' }),
  sizes: Type.Record(Type.String(), Type.String(), { description: 'Width in pixels → its derivative (/media/p/<hash>/<width>, the format by the browser’s Accept)' }),
});

export const mediaAdminRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireMerchandiser('content'));
  app.addHook('onSend', privateAnswer);
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: IMAGE_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/admin/content/media', {
    bodyLimit: IMAGE_BODY_LIMIT,
    schema: {
      tags: ['content'],
      summary: 'Keeps an image for a banner, a tile or a page (the body: JPEG, PNG, WebP or AVIF, at most 25 MB and 50 megapixels, checked as product photos are) and answers its URL',
      security: [{ bearer: [] }], headers: ApiHeadersSchema, querystring: MediaQuerySchema, consumes: IMAGE_TYPES,
      response: { ...withErrors({ 200: UploadedImageSchema }), 401: ErrorSchema, 403: ErrorSchema },
    },
  }, async (request) => {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const name = request.query.name?.split(/[\\/]/).pop()?.trim() || 'image';
    return valueOf(await uploadContentImage(deps, { bytes, name }));
  });
};
