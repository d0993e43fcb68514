/** GET /robots.txt and GET {locale prefix}/sitemap.xml for each store (outside the v5 API). */
import type { FastifyPluginAsync } from 'fastify';
import { requestOrigin } from '../http/origin';
import type { ModuleDeps } from '../core/module-deps';
import { robotsTxt, sitemapPath, sitemapXml } from './sitemap-service';
import { STORE_IDS, STORES } from '../../src/domain/store/stores';

const ONE_HOUR = 'public, max-age=3600';

export const seoRoutes: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ONE_HOUR).send(robotsTxt(deps.urls, requestOrigin(request))),
  );
  for (const id of STORE_IDS) {
    const store = STORES[id];
    app.get(sitemapPath(store), async (request, reply) => {
      const origin = requestOrigin(request);
      const xml = await deps.cache.get(`sitemap:${store.id}:${origin}`, () => sitemapXml(deps, store, origin));
      return reply.type('application/xml; charset=utf-8').header('cache-control', ONE_HOUR).send(xml);
    });
  }
};
