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
