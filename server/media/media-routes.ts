/**
 * GET /media/… and /assets/flags/{cc}.svg: the merchant's photos (originals, by content hash),
 * their derivatives (/media/p/…: sizes, formats, watermark) and the generated SVG media, with long
 * cache headers and an ETag. The names never change meaning, so browsers and CDNs keep them a year
 * (immutable); a negotiated derivative varies with `Accept`.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors';
import { valueOf } from '../http/outcomes';
import type { ModuleDeps } from '../core/module-deps';
import { MediaService, mediaStoreOf } from './media-service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened on its own must not run anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
/** A photo opened on its own: the browser's image page may show it, and nothing else. */
const PHOTO_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** `If-None-Match` names this ETag (a list, or a weak copy of it, too). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const clean = tag.trim().replace(/^W\//, '');
    return clean === etag || clean === '*';
  });
}

export const mediaRoutes: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const media = new MediaService(deps.db, mediaStoreOf(deps), deps.drawings, deps.media?.memoryBytes);
  const derivatives = await media.derivatives(deps.media, (message, error) => app.log.warn({ err: error }, message));
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const found = await media.render(path);
    if (!found) return sendError(reply, 404, 'Media not found');
    reply.header('cache-control', IMMUTABLE).header('etag', found.etag).header('content-security-policy', SVG_POLICY);
    if (matches(request.headers['if-none-match'], found.etag)) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(found.body);
  };
  app.get<{ Params: { file: string } }>('/media/originals/:file', async (request, reply) => {
    const found = valueOf(await media.original(request.params.file));
    reply.header('cache-control', IMMUTABLE).header('etag', found.etag).header('content-security-policy', PHOTO_POLICY);
    if (matches(request.headers['if-none-match'], found.etag)) return reply.status(304).send();
    return reply.type(found.contentType).send(found.bytes);
  });
  app.get('/media/p/*', async (request, reply) => {
    const wanted = valueOf(derivatives.wanted(request.url, request.headers.accept));
    if (wanted.negotiated) reply.header('vary', 'Accept');
    // Known from the address alone: a browser's revalidation costs nothing.
    if (matches(request.headers['if-none-match'], wanted.etag)) {
      return reply.status(304).header('cache-control', IMMUTABLE).header('etag', wanted.etag).send();
    }
    // Headers only once it exists: a 404 must not be kept a year.
    const found = valueOf(await derivatives.derivative(wanted));
    reply.header('cache-control', IMMUTABLE).header('etag', wanted.etag).header('content-security-policy', PHOTO_POLICY);
    return reply.type(found.contentType).send(found.bytes);
  });
  app.get('/media/*', serve);
  app.get('/assets/flags/:file', serve);
};
