import { describe, expect, it } from 'vitest';
import { completeOpenApiDocument, operationIdOf } from './openapi-document';

describe('the OpenAPI document', () => {
  it('names an operation after its method and path', () => {
    expect(operationIdOf('get', '/api/v5/products/{productId}/information')).toBe('getProductsByProductIdInformation');
    expect(operationIdOf('POST', '/api/v5/website-main/menu/v3')).toBe('postWebsiteMainMenuV3');
  });

  it('gives every operation a unique operationId, keeping a route\'s own, and says where the API answers', () => {
    const document = completeOpenApiDocument<{ openapi: string; servers?: unknown; paths: Record<string, Record<string, unknown>> }>({
      openapi: '3.1.0',
      paths: {
        '/api/v5/a-b': { get: { responses: {} }, parameters: [] as never },
        '/api/v5/a/b': { get: { responses: {} } },
        '/api/v5/mine': { post: { operationId: 'getAB', responses: {} } },
      },
    });
    const ids = Object.values(document.paths).flatMap((item) => Object.entries(item).filter(([key]) => key !== 'parameters').map(([, operation]) => (operation as { operationId?: string }).operationId));
    expect(ids).toEqual(['getAB2', 'getAB3', 'getAB']);
    expect(document.paths['/api/v5/a-b'].parameters).toEqual([]);
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });
});
