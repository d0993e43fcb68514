/**
 * POST /parse: the client sends every non-static path here and acts on the code (SPEC §2):
 * 200 page with its page info, 301/302 redirect to `url`, 404 page not found.
 */
import { legacyRedirect } from '../../src/domain/routing/legacy-redirects';
import { queryRecord } from '../../src/domain/routing/page-paths';
import type { PageInfo, ParseResult } from '../../src/domain/catalogue/site';
import type { ShopContext } from '../core/shop-context';
import { fail, succeed, type Outcome } from '../core/outcome';
import { LISTING_TYPES, describePage, type PageInfoDeps } from './pages-info';
import { resolveRoute, type ListingKind, type PageRef } from './pages-resolver';

export { DISALLOWED_PATHS, robotsTxt, sitemapPath, sitemapXml, storePaths, type SitemapDeps } from './pages-sitemaps';

export interface ParseInput {
  path: string;
  url?: string;
  baseUrl?: string;
}

/** The path without its query, and the query parameters (from the path, else from the full URL). */
export function splitPath(input: ParseInput): { path: string; queryParams: Record<string, string> } {
  const [rawPath, pathQuery] = input.path.split('#')[0].split(/\?(.*)/s);
  let query = pathQuery ?? '';
  if (!query && input.url) {
    try {
      query = new URL(input.url, 'http://shop.invalid').search.slice(1);
    } catch {
      query = '';
    }
  }
  const queryParams: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query)) queryParams[key] = value;
  const path = `/${rawPath.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/');
  return { path, queryParams };
}

/** SPEC §2 legacy addresses and the first page's `page=1`, answered before anything else. */
function legacyUrl(path: string, query: Record<string, string>): { path: string; queryParams: Record<string, string> } | null {
  const legacy = legacyRedirect(path, query);
  if (!legacy) return null;
  const [location, search = ''] = legacy.location.split('?');
  return { path: location, queryParams: queryRecord(search) };
}

export async function parse(deps: PageInfoDeps, context: ShopContext, input: ParseInput, origin: string): Promise<ParseResult> {
  const { path, queryParams } = splitPath(input);
  const legacy = legacyUrl(path, queryParams);
  if (legacy) return { code: 301, url: legacy, pageInfo: null };
  const resolution = await resolveRoute(deps, context, path);
  if (resolution.kind === 'redirect') return { code: resolution.code, url: { path: resolution.path, queryParams }, pageInfo: null };
  if (resolution.kind === 'not-found') return { code: 404, url: { path, queryParams }, pageInfo: null };
  const pageInfo = await describePage(deps, context, resolution.ref, path, origin);
  if (!pageInfo) return { code: 404, url: { path, queryParams }, pageInfo: null };
  return { code: 200, url: { path, queryParams }, pageInfo };
}

const ID_PAGES = new Set(['product', 'category', 'brand', 'artist']);

/** The page a client's partial page info names, when it names one precisely enough. */
function refFromPageInfo(info: Partial<PageInfo> | undefined): PageRef | null {
  if (!info?.type) return null;
  if (ID_PAGES.has(info.type) && typeof info.id === 'number') return { type: info.type, id: info.id } as PageRef;
  if (info.type === 'home') return { type: 'home' };
  if (info.type === 'brands') return { type: 'brands' };
  if (info.type === 'listing' && info.listingType) {
    const kind = (Object.keys(LISTING_TYPES) as ListingKind[]).find((candidate) => LISTING_TYPES[candidate] === info.listingType);
    if (kind) return { type: 'listing', kind };
  }
  return null;
}

/** POST /page-info: page info of a page given by its info (type and id) or else by its path. */
export async function pageInfo(
  deps: PageInfoDeps,
  context: ShopContext,
  input: { pageInfo?: Partial<PageInfo>; path: string },
  origin: string,
): Promise<Outcome<PageInfo>> {
  const { path } = splitPath({ path: input.path });
  const given = refFromPageInfo(input.pageInfo);
  const resolution = given ? null : await resolveRoute(deps, context, path);
  const ref = given ?? (resolution?.kind === 'page' ? resolution.ref : null);
  const info = ref ? await describePage(deps, context, ref, path, origin) : null;
  return info ? succeed(info) : fail('not-found', 'Page not found');
}
