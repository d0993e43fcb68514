/**
 * SPEC §7: every call carries `Content-Type: application/json`, bodiless ones too (DELETE). Fastify
 * refuses an empty JSON body by default; in the API scope an empty body simply means no body (a
 * route that needs one still fails its schema with a 400). Anything else goes to Fastify's own
 * JSON parser, prototype-poisoning checks included.
 */
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
