import type { ProductDetailResponse, ProductInformation, ProductScores, ProductHit } from '../../domain/catalogue/product';
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
import type { FacetNames } from '../../domain/listing/facet-names';
import type { ListingColours } from '../../domain/catalogue/colour-family';
import { token } from './token';

/** The read side of the v5 API used by every page (SPEC §7). Failures throw ApiError. */
export interface CatalogueApi {
  init(): Promise<InitResponse>;
  menu(): Promise<MenuItem[]>;
  translations(): Promise<TranslationCatalogue>;
  /** What shoppers read for each facet value of a listing, in the store's language. */
  facetNames(): Promise<FacetNames>;
  parse(path: string, url: string, baseUrl: string): Promise<ParseResult>;
  pageInfo(pageInfo: Partial<PageInfo>, path: string): Promise<PageInfo>;
  cmsPage(pageKey: string): Promise<CmsPage>;
  templatePage(slug: string, version?: string): Promise<Template>;
  templates(slugs: string[]): Promise<Template[]>;
  /** Errors are swallowed: null when unknown or failing (SPEC §7). */
  referer(name: string): Promise<Referer | null>;
  product(productId: number): Promise<ProductDetailResponse>;
  productInformation(productId: number): Promise<ProductInformation[]>;
  associatedProducts(productId: number): Promise<ProductHit[]>;
  productScores(productIds: number[]): Promise<ProductScores[]>;
  /** The colour swatches of listed products (those alone in their model are left out). */
  listingColours(productIds: number[]): Promise<ListingColours[]>;
  /** Euros. */
  freeShippingAmount(): Promise<number>;
}

export const CATALOGUE_API = token<CatalogueApi>('CatalogueApi');
