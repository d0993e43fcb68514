/**
 * An address of the shop as its three parts, and the way a navigation's target resolves against
 * the current page, as react-router 7 does (`parsePath`, `createPath`, `resolvePath`): the shop's
 * router replaced it (issue 40) and the addresses it makes must not change.
 */
export interface PathParts {
  pathname: string;
  /** '' or starting with '?'. */
  search: string;
  /** '' or starting with '#'. */
  hash: string;
}

/** '/login?x=1#y' → its parts; a part the text lacks is absent. */
export function parsePath(path: string): Partial<PathParts> {
  const parts: Partial<PathParts> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<PathParts>): string {
  let path = pathname;
  if (search && search !== '?') path += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') path += hash.startsWith('#') ? hash : `#${hash}`;
  return path;
}

/**
 * Where `to` leads from `fromPathname`: an absolute path with its `.` and `..` segments resolved
 * and its doubled slashes made single ('//x' is '/x', never another host), a query or a hash
 * alone stays on the current path. A trailing slash the target asks for is kept.
 */
export function resolvePath(to: string | Partial<PathParts>, fromPathname: string): PathParts {
  const { pathname: target, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  let pathname = fromPathname;
  if (target) {
    const single = target.replace(/[\\/]{2,}/g, '/');
    pathname = single.startsWith('/') || single.startsWith('\\') ? resolvePathname(single.slice(1), '/') : resolvePathname(single, fromPathname);
    if (target !== '/' && target.endsWith('/') && !pathname.endsWith('/')) pathname += '/';
  }
  return {
    pathname,
    search: !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`,
    hash: !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`,
  };
}

function resolvePathname(relativePath: string, fromPathname: string): string {
  const segments = fromPathname.replace(/\/+$/, '').split('/');
  for (const segment of relativePath.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}
