import type { Url } from '../../domain/catalogue/site';

/** A store-relative API url as a router path (the router's basename adds the locale prefix). */
export function urlToPath(url: Url | null | undefined): string {
  if (!url) return '/';
  const query = new URLSearchParams(url.queryParams ?? {}).toString();
  return query ? `${url.path}?${query}` : url.path;
}

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Search terms in the path, spaces as `+` (SPEC §2 `/search/{query}`). */
export function searchPath(terms: string): string {
  const words = terms.trim().split(/\s+/).filter(Boolean).map(encodeURIComponent);
  return words.length > 0 ? `/search/${words.join('+')}` : '/search';
}
