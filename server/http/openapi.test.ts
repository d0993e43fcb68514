import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { useApi } from '../testing/api-harness';
import { fixtures } from '../testing/catalogue-fixtures';
import { openApi31Problems } from '../testing/openapi-validity';

const api = useApi();

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
}

const document = async () => (await api.get<OpenApiDocument>('/api/v5/openapi.json')).body;
const docPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/v5/openapi.json', () => {
  it('is an OpenAPI 3 document', async () => {
    const answer = await api.get<OpenApiDocument>('/api/v5/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
  });

  it('is a valid OpenAPI 3.1 document: servers, a unique operationId on every operation, 2020-12 schemas', async () => {
    const doc = await document();
    expect(openApi31Problems(doc as never)).toEqual([]);
  });

  it('refuses what validators refuse (the check is not vacuous)', async () => {
    const doc = structuredClone(await document()) as unknown as Record<string, unknown>;
    const broken = { ...doc, servers: undefined, components: { schemas: { Tuple: { type: 'array', items: [{ type: 'integer' }] } } } };
    const problems = openApi31Problems(broken);
    expect(problems).toContain('servers: at least one { url }');
    expect(problems.some((problem) => problem.startsWith('components.schemas.Tuple/items'))).toBe(true);
  });

  it('documents every registered v5 route, and nothing else', async () => {
    const doc = await document();
    const registered = api.app.registeredRoutes.filter((route) => route.url.startsWith('/api/v5') && !route.hidden && route.method !== 'HEAD');
    expect(registered.length).toBeGreaterThanOrEqual(15);
    for (const route of registered) {
      expect(doc.paths[docPath(route.url)]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(registered.map((route) => `${route.method} ${docPath(route.url)}`).sort());
  });

  it('documents errors as { code, message } on every route', async () => {
    const doc = await document();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const status of ['400', '404', '500']) {
          const schema = operation.responses[status]?.content?.['application/json']?.schema as { required?: string[] } | undefined;
          expect(schema?.required, `${method} ${path} ${status}`).toEqual(['code', 'message']);
        }
      }
    }
  });

  it('matches real answers: each validates against its documented schema', async () => {
    const doc = await document();
    const product = fixtures.discounted();
    const calls: [string, string, (() => Promise<{ status: number; body: unknown }>)][] = [
      ['/api/v5/init', 'get', () => api.get('/init', { store: 'boutique_es' })],
      ['/api/v5/website-main/menu/v3', 'get', () => api.get('/website-main/menu/v3')],
      ['/api/v5/translations', 'get', () => api.get('/translations')],
      ['/api/v5/parse', 'post', () => api.post('/parse', { path: `/p/${product.slugs.fr}` })],
      ['/api/v5/page-info', 'post', () => api.post('/page-info', { path: '/homme' })],
      ['/api/v5/cms/slug/{pageKey}', 'get', () => api.get('/cms/slug/faq')],
      ['/api/v5/template-page/{slug}/{version}', 'get', () => api.get('/template-page/top_categorie_homepage/v3')],
      ['/api/v5/templates', 'get', () => api.get('/templates?templateSlugs[]=home_slider')],
      ['/api/v5/referers/{refererName}', 'get', () => api.get('/referers/partner-blog')],
      ['/api/v5/products/{productId}', 'get', () => api.get(`/products/${product.id}`)],
      ['/api/v5/products/{productId}/information', 'get', () => api.get(`/products/${product.id}/information`)],
      ['/api/v5/products/{productId}/associated', 'get', () => api.get(`/products/${product.id}/associated`)],
      ['/api/v5/products/scores', 'get', () => api.get(`/products/scores?productIds=${product.id}`)],
      ['/api/v5/products/colours', 'get', () => api.get(`/products/colours?productIds=1001,1018,${product.id}`)],
      ['/api/v5/facet-names', 'get', () => api.get('/facet-names', { store: 'boutique_de' })],
      ['/api/v5/checkout/carriers/free-shipping', 'get', () => api.get('/checkout/carriers/free-shipping')],
      ['/api/v5/products/{productId}', 'get', () => api.get('/products/987654')],
      ['/api/v5/parse', 'post', () => api.post('/parse', { path: 1 })],
    ];
    const initSchema = doc.paths['/api/v5/init'].get.responses['200'].content!['application/json'].schema;
    expect(Compile(initSchema as never).Check({ countries: [] }), 'the check is not vacuous').toBe(false);
    for (const [path, method, call] of calls) {
      const { status, body } = await call();
      const schema = doc.paths[path][method].responses[String(status)]?.content?.['application/json']?.schema;
      expect(schema, `${method} ${path} ${status} is documented`).toBeDefined();
      const validator = Compile(schema as never);
      const errors = validator.Check(body) ? [] : [...validator.Errors(body)].slice(0, 3);
      expect(errors, `${method} ${path} ${status}`).toEqual([]);
    }
  });
});
