import type { ProductDetailResponse, ProductHit, ProductInformation, ProductScores } from '../../domain/catalogue/product';
import type { ListingColours } from '../../domain/catalogue/colour-family';
import type {
  CmsPage,
  InitResponse,
  MenuItem,
  PageInfo,
  ParseResult,
  Referer,
  Template,
  TranslationCatalogue,
} from '../../domain/catalogue/site';
import type { CatalogueApi } from '../../application/ports/catalogue-api';
import type { FacetNames } from '../../domain/listing/facet-names';
import type { HttpApiClient } from './api-client';

/** How long a page waits for the parse service (the loading bar keeps going) before it offers to try again. */
export const PARSE_TIMEOUT_MS = 30_000;

/** SPEC §7 read calls over the v5 API. Paths are store-relative; the store goes in a header. */
export class HttpCatalogueApi implements CatalogueApi {
  constructor(private readonly client: HttpApiClient) {}

  init(): Promise<InitResponse> {
    return this.client.get('init');
  }

  menu(): Promise<MenuItem[]> {
    return this.client.get('website-main/menu/v3');
  }

  translations(): Promise<TranslationCatalogue> {
    return this.client.get('translations');
  }

  facetNames(): Promise<FacetNames> {
    return this.client.get('facet-names');
  }

  parse(path: string, url: string, baseUrl: string): Promise<ParseResult> {
    // Every page waits on this answer: a busy shop gets longer than other calls before the page gives up.
    return this.client.post('parse', { path, url, baseUrl }, { timeoutMs: PARSE_TIMEOUT_MS });
  }

  pageInfo(pageInfo: Partial<PageInfo>, path: string): Promise<PageInfo> {
    return this.client.post('page-info', { pageInfo, path });
  }

  cmsPage(pageKey: string): Promise<CmsPage> {
    return this.client.get(`cms/slug/${encodeURIComponent(pageKey)}`);
  }

  templatePage(slug: string, version = 'v3'): Promise<Template> {
    return this.client.get(`template-page/${encodeURIComponent(slug)}/${encodeURIComponent(version)}`);
  }

  templates(slugs: string[]): Promise<Template[]> {
    return this.client.get('templates', { searchParams: { 'templateSlugs[]': slugs } });
  }

  async referer(name: string): Promise<Referer | null> {
    try {
      return await this.client.get<Referer>(`referers/${encodeURIComponent(name)}`);
    } catch {
      return null;
    }
  }

  product(productId: number): Promise<ProductDetailResponse> {
    return this.client.get(`products/${productId}`, { headers: { version: 'v3' } });
  }

  productInformation(productId: number): Promise<ProductInformation[]> {
    return this.client.get(`products/${productId}/information`);
  }

  associatedProducts(productId: number): Promise<ProductHit[]> {
    return this.client.get(`products/${productId}/associated`);
  }

  productScores(productIds: number[]): Promise<ProductScores[]> {
    return this.client.get('products/scores', { searchParams: { productIds: productIds.join(',') } });
  }

  listingColours(productIds: number[]): Promise<ListingColours[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.client.get('products/colours', { searchParams: { productIds: productIds.join(',') } });
  }

  async freeShippingAmount(): Promise<number> {
    const answer = await this.client.get<{ freeShipping: number }>('checkout/carriers/free-shipping');
    return answer.freeShipping;
  }
}
