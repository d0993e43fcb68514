import { makeAutoObservable, observableRef } from 'mobx';
import type { ErrorPageContent } from '../../application/shell/get-error-page';
import type { TemplatePageContent } from '../../application/shell/get-content-page';
import type { LoginProviders } from '../../domain/auth/auth-session';
import type { CmsPage, PageInfo } from '../../domain/catalogue/site';
import type { Query } from '../../domain/routing/page-paths';
import { routeById, type RouteDef } from '../../domain/routing/route-table';
import type { ListingData } from '../listing/listing-data';
import type { ProductPageData } from '../product/product-data';

/** Why the page shows the error page instead of its content. */
export interface PageError {
  status: number;
  /** SPEC §8 message (not shown to shoppers, kept for logs and debugging). */
  message: string;
  /** The shop could not be reached (network, timeout): the page offers to load the same address again. */
  retry?: boolean;
}

export interface PageSnapshotData {
  routeId: string;
  path: string;
  query: Query;
  status: number;
  retryAfterSeconds: number | null;
  pageInfo: PageInfo | null;
  error: PageError | null;
  errorPage: ErrorPageContent | null;
  cms: CmsPage | null;
  template: TemplatePageContent | null;
  /** Listing pages (category, brand, artist, special listings, search): state and results. */
  listing?: ListingData | null;
  /** Product page: the product detail and its associated products. */
  product?: ProductPageData | null;
  /**
   * Sign-in page: the providers switched on (`/security/providers`), loaded with the page so the
   * page hydrates without the composition root (which loads on the visitor's first sign of intent).
   */
  loginProviders?: LoginProviders | null;
  /** The error page failed to render on the server: only its fallback is shown. */
  errorPageFailed?: boolean;
}

const EMPTY: PageSnapshotData = {
  routeId: 'home',
  path: '/',
  query: {},
  status: 200,
  retryAfterSeconds: null,
  pageInfo: null,
  error: null,
  errorPage: null,
  cms: null,
  template: null,
};

/** The page being shown: its route, HTTP status, page info and own content (written by the page loader). */
export class PageStore {
  routeId = EMPTY.routeId;
  path = EMPTY.path;
  query: Query = EMPTY.query;
  status = EMPTY.status;
  retryAfterSeconds: number | null = null;
  pageInfo: PageInfo | null = null;
  error: PageError | null = null;
  errorPage: ErrorPageContent | null = null;
  cms: CmsPage | null = null;
  template: TemplatePageContent | null = null;
  listing: ListingData | null = null;
  product: ProductPageData | null = null;
  loginProviders: LoginProviders | null = null;
  errorPageFailed = false;
  /** Store-relative path + query of the page before this one (client navigation). */
  previousPath: string | null = null;

  constructor(snapshot: PageSnapshotData | null = null) {
    if (snapshot) this.restore(snapshot);
    makeAutoObservable(
      this,
      { query: observableRef, pageInfo: observableRef, error: observableRef, errorPage: observableRef, cms: observableRef, template: observableRef, listing: observableRef, product: observableRef, loginProviders: observableRef },
      { autoBind: true },
    );
  }

  get route(): RouteDef {
    return routeById(this.routeId);
  }

  /** SPEC §8: what is left when the error page itself fails. */
  markErrorPageFailed(): void {
    this.errorPageFailed = true;
    this.errorPage = null;
  }

  get failed(): boolean {
    return this.error !== null;
  }

  show(page: Partial<PageSnapshotData> & Pick<PageSnapshotData, 'routeId' | 'path' | 'query' | 'status'>): void {
    if (this.path !== page.path || this.routeId !== page.routeId) this.previousPath = this.href;
    this.restore({ ...EMPTY, errorPage: this.errorPage, ...page });
  }

  get href(): string {
    const query = new URLSearchParams(this.query).toString();
    return query ? `${this.path}?${query}` : this.path;
  }

  snapshot(): PageSnapshotData {
    const { routeId, path, query, status, retryAfterSeconds, pageInfo, error, errorPage, cms, template, listing, product, loginProviders } = this;
    // The error page's products only travel when the page shows them.
    const failed = this.errorPageFailed ? { errorPageFailed: true } : {};
    const providers = loginProviders ? { loginProviders } : {};
    return { routeId, path, query, status, retryAfterSeconds, pageInfo, error, errorPage: error ? errorPage : null, cms, template, listing, product, ...providers, ...failed };
  }

  private restore(snapshot: PageSnapshotData): void {
    this.routeId = snapshot.routeId;
    this.path = snapshot.path;
    this.query = snapshot.query;
    this.status = snapshot.status;
    this.retryAfterSeconds = snapshot.retryAfterSeconds;
    this.pageInfo = snapshot.pageInfo;
    this.error = snapshot.error;
    this.errorPage = snapshot.errorPage;
    this.cms = snapshot.cms;
    this.template = snapshot.template;
    this.listing = snapshot.listing ?? null;
    this.product = snapshot.product ?? null;
    this.loginProviders = snapshot.loginProviders ?? null;
    this.errorPageFailed = snapshot.errorPageFailed ?? false;
  }
}
