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
import { ApiError } from '../../application/ports/api-error';
import type { CatalogueApi } from '../../application/ports/catalogue-api';
import type { FacetNames } from '../../domain/listing/facet-names';
import { anInitResponse } from './catalogue-fixtures';

export interface InMemoryCatalogueData {
  init?: InitResponse;
  products?: ProductDetailResponse[];
  templates?: Template[];
  cmsPages?: CmsPage[];
  translations?: TranslationCatalogue;
  facetNames?: FacetNames;
  referers?: Referer[];
  associated?: Record<number, ProductHit[]>;
  /** The swatches of listed products. */
  colours?: ListingColours[];
  /** Every call fails with this error (e.g. a network error) when set. */
  failWith?: ApiError;
}

const notFound = (what: string) => new ApiError(404, `${what} not found`);

/** The catalogue API as plain data, for unit tests and offline runs. Same errors as the HTTP one. */
export class InMemoryCatalogueApi implements CatalogueApi {
  readonly calls: string[] = [];

  constructor(private readonly data: InMemoryCatalogueData = {}) {}

  async init(): Promise<InitResponse> {
    this.record('init');
    return this.data.init ?? anInitResponse();
  }

  async menu(): Promise<MenuItem[]> {
    this.record('menu');
    return (this.data.init ?? anInitResponse()).menu;
  }

  async translations(): Promise<TranslationCatalogue> {
    this.record('translations');
    return this.data.translations ?? {};
  }

  async facetNames(): Promise<FacetNames> {
    this.record('facet-names');
    return this.data.facetNames ?? {};
  }

  async parse(path: string): Promise<ParseResult> {
    this.record(`parse ${path}`);
    if (path === '/') return { code: 200, url: { path }, pageInfo: null };
    throw notFound('Page');
  }

  async pageInfo(pageInfo: Partial<PageInfo>, path: string): Promise<PageInfo> {
    this.record(`page-info ${path}`);
    return { type: 'static', title: '', description: '', breadcrumb: [], alternates: {}, ...pageInfo };
  }

  async cmsPage(pageKey: string): Promise<CmsPage> {
    this.record(`cms ${pageKey}`);
    const page = this.data.cmsPages?.find((candidate) => candidate.key === pageKey || candidate.slug === pageKey);
    if (!page) throw notFound('Page');
    return page;
  }

  async templatePage(slug: string): Promise<Template> {
    this.record(`template-page ${slug}`);
    const template = this.data.templates?.find((candidate) => candidate.slug === slug);
    if (!template) throw notFound('Template');
    return template;
  }

  async templates(slugs: string[]): Promise<Template[]> {
    this.record(`templates ${slugs.join(',')}`);
    return (this.data.templates ?? []).filter((template) => slugs.includes(template.slug));
  }

  async referer(name: string): Promise<Referer | null> {
    if (this.data.failWith) return null;
    this.calls.push(`referer ${name}`);
    return this.data.referers?.find((referer) => referer.name === name) ?? null;
  }

  async product(productId: number): Promise<ProductDetailResponse> {
    this.record(`product ${productId}`);
    const found = this.data.products?.find((response) => response.product.id === productId);
    if (!found) throw notFound('Product');
    return found;
  }

  async productInformation(productId: number): Promise<ProductInformation[]> {
    return (await this.product(productId)).informations;
  }

  async associatedProducts(productId: number): Promise<ProductHit[]> {
    await this.product(productId);
    return this.data.associated?.[productId] ?? [];
  }

  async productScores(productIds: number[]): Promise<ProductScores[]> {
    this.record(`scores ${productIds.join(',')}`);
    return (this.data.products ?? []).filter((response) => productIds.includes(response.product.id)).map((response) => response.scores);
  }

  async listingColours(productIds: number[]): Promise<ListingColours[]> {
    this.record(`colours ${productIds.join(',')}`);
    return (this.data.colours ?? []).filter((entry) => productIds.includes(entry.productId));
  }

  async freeShippingAmount(): Promise<number> {
    this.record('free-shipping');
    return (this.data.init ?? anInitResponse()).freeShippingAmount;
  }

  private record(call: string): void {
    this.calls.push(call);
    if (this.data.failWith) throw this.data.failWith;
  }
}
