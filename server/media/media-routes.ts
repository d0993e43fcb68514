/**
 * GET /media/… and /assets/flags/{cc}.svg: generated SVG media with long cache headers and an
 * ETag. The names never change meaning, so browsers keep them a year (immutable).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors';
import type { ModuleDeps } from '../core/module-deps';
import { MediaService } from './media-service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened on its own must not run anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export const mediaRoutes: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const media = new MediaService(deps.db);
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const found = await media.render(path);
    if (!found) return sendError(reply, 404, 'Media not found');
    reply.header('cache-control', IMMUTABLE).header('etag', found.etag).header('content-security-policy', SVG_POLICY);
    if (request.headers['if-none-match'] === found.etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(found.body);
  };
  app.get('/media/*', serve);
  app.get('/assets/flags/:file', serve);
};
