import { describeCatalogueApiContract } from '../catalogue-api.contract';
import { aProductResponse, aTemplate } from './catalogue-fixtures';
import { InMemoryCatalogueApi } from './in-memory-catalogue-api';

const api = new InMemoryCatalogueApi({
  products: [aProductResponse({ id: 3 })],
  templates: [aTemplate('top_categorie_homepage', [])],
});

describeCatalogueApiContract('in memory', { api: () => api, knownProductId: () => 3, unknownProductId: 999_999 });
