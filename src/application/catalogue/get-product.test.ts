import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import { aProductResponse } from '../../adapters/in-memory/catalogue-fixtures';
import { InMemoryCatalogueApi } from '../../adapters/in-memory/in-memory-catalogue-api';
import { GetProduct } from './get-product';

describe('GetProduct', () => {
  it('finds a product of the catalogue', async () => {
    const api = new InMemoryCatalogueApi({ products: [aProductResponse({ id: 12, name: 'Hoodie' })] });
    const result = await new GetProduct(api).execute(12);
    expect(result.kind).toBe('found');
    if (result.kind === 'found') expect(result.product.product.name).toBe('Hoodie');
  });

  it('says not-found for an unknown id', async () => {
    const result = await new GetProduct(new InMemoryCatalogueApi()).execute(999);
    expect(result).toEqual({ kind: 'not-found' });
  });

  it('says not-found for a malformed id without calling the API', async () => {
    const api = new InMemoryCatalogueApi();
    expect(await new GetProduct(api).execute(-3)).toEqual({ kind: 'not-found' });
    expect(await new GetProduct(api).execute(1.5)).toEqual({ kind: 'not-found' });
    expect(api.calls).toEqual([]);
  });

  it('lets infrastructure failures through', async () => {
    const api = new InMemoryCatalogueApi({ failWith: new ApiError(0, 'Network Error') });
    await expect(new GetProduct(api).execute(1)).rejects.toMatchObject({ code: 0, message: 'Network Error' });
  });
});
