import type { HomePage } from '../../application/home/get-home-page';
import type { PageRequest, PageResolution } from '../../application/shell/resolve-page';
import type { VisitRequest } from '../../application/shell/track-visit';
import type { ErrorPageContent } from '../../application/shell/get-error-page';
import type { TemplatePageContent } from '../../application/shell/get-content-page';
import type { CmsPage, InitResponse, TranslationCatalogue } from '../../domain/catalogue/site';
import type { LocaleCode } from '../../domain/store/locales';
import type { ProductHit } from '../../domain/catalogue/product';
import type { ListingQuery } from '../../domain/search/listing-query';
import type { SearchProductsResult } from '../../application/search/search-products';
import type { SuggestSearchResult } from '../../application/search/suggest-search';
import type { GetProductResult } from '../../application/catalogue/get-product';
import type { SubscribeStockAlertInput, SubscribeStockAlertResult } from '../../application/alerts/subscribe-stock-alert';
import type { KeyValueStorage } from '../../application/ports/key-value-storage';
import type { BasketUseCases } from '../basket/basket-use-cases';

/**
 * What the pages ask of the application, resolved from the composition root of the runtime
 * (one SSR container per request; in the browser, a container loaded on first use). Views never
 * see adapters.
 */
export interface PageServices {
  getInit(): Promise<InitResponse>;
  getHomePage(): Promise<HomePage>;
  getTranslations(): Promise<TranslationCatalogue>;
  resolvePage(request: PageRequest): Promise<PageResolution>;
  trackVisit(request: VisitRequest): Promise<void>;
  getErrorPage(): Promise<ErrorPageContent>;
  cmsPage(slug: string): Promise<CmsPage>;
  templatePage(slug: string): Promise<TemplatePageContent>;
  /** The country/language switch remembers the visitor's choice before leaving for the other store. */
  rememberLocale(locale: LocaleCode): void;
  /** Browse (listings, product page, header search). */
  searchListing(query: ListingQuery): Promise<SearchProductsResult>;
  suggestSearch(text: string): Promise<SuggestSearchResult>;
  getProduct(productId: number): Promise<GetProductResult>;
  associatedProducts(productId: number): Promise<ProductHit[]>;
  subscribeStockAlert(input: SubscribeStockAlertInput): Promise<SubscribeStockAlertResult>;
  /** Browser storage (recent searches); memory on the server. */
  storage(): Promise<KeyValueStorage>;
  /** The basket use cases (browser storage; the server renders an empty basket). */
  basket(): Promise<BasketUseCases>;
}
