import type { CatalogueApi } from '../../application/ports/catalogue-api';

/**
 * Where server renders keep answers between requests (the server's TtlCache): `load` runs on a
 * miss, concurrent misses share it, and a failed load is not kept. The server empties it when the
 * catalogue or content changes and after the answer caches' lifetime (CACHE_TTL_SECONDS).
 */
export interface SharedAnswerStore {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** Keys past this length are asked every time, never kept (a parse of a very long address). */
const MAX_KEY_LENGTH = 1024;

/**
 * The catalogue reads of a server render, where the answers that are the same for every visitor
 * of a store, language and origin (init, menu, translations, facet names, templates, what a path
 * is — the API keeps each of them in its own answer cache, by no visitor data) come from `store`
 * instead of a call through the API each render: no request, JSON and parse per page. Every other
 * read (products, ratings, page info…) goes to the render's own API, with the visitor's session.
 *
 * A kept answer is shared by the renders that follow: it is frozen, so a render that wrote into
 * it would fail loudly instead of changing the next visitor's page.
 */
export class SharedCatalogueApi implements CatalogueApi {
  constructor(
    private readonly own: () => CatalogueApi,
    private readonly store: SharedAnswerStore,
    /** Store, language and origin of the render. */
    private readonly scope: string,
  ) {}

  init() {
    return this.shared('init', () => this.own().init());
  }

  menu() {
    return this.shared('menu', () => this.own().menu());
  }

  translations() {
    return this.shared('translations', () => this.own().translations());
  }

  facetNames() {
    return this.shared('facet-names', () => this.own().facetNames());
  }

  templates(slugs: string[]) {
    return this.shared(`templates|${slugs.join('|')}`, () => this.own().templates(slugs));
  }

  parse(path: string, url: string, baseUrl: string) {
    return this.shared(`parse|${path}|${url}|${baseUrl}`, () => this.own().parse(path, url, baseUrl));
  }

  pageInfo(...args: Parameters<CatalogueApi['pageInfo']>) {
    return this.own().pageInfo(...args);
  }

  cmsPage(pageKey: string) {
    return this.own().cmsPage(pageKey);
  }

  templatePage(slug: string, version?: string) {
    return this.own().templatePage(slug, version);
  }

  referer(name: string) {
    return this.own().referer(name);
  }

  product(productId: number) {
    return this.own().product(productId);
  }

  productInformation(productId: number) {
    return this.own().productInformation(productId);
  }

  associatedProducts(productId: number) {
    return this.own().associatedProducts(productId);
  }

  productScores(productIds: number[]) {
    return this.own().productScores(productIds);
  }

  listingColours(productIds: number[]) {
    return this.own().listingColours(productIds);
  }

  freeShippingAmount() {
    return this.own().freeShippingAmount();
  }

  private shared<T>(what: string, load: () => Promise<T>): Promise<T> {
    const key = `ssr|${this.scope}|${what}`;
    if (key.length > MAX_KEY_LENGTH) return load();
    return this.store.get(key, () => load().then(deepFreeze));
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
