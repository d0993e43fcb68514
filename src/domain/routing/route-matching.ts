import { parsePath } from './path-parts';

/**
 * Which routes a path shows, by react-router 7's rules (`matchRoutes`), for the shop's own router
 * (src/ui/app/router.tsx, issue 40: react-router's 10 kB gzip were in every page's first script,
 * for this and a few hooks). The same ranking: every branch of the tree gets a score (static
 * segments 10, dynamic 3, an index route 2, a splat −2), the highest that matches wins, siblings
 * of equal score in their order; the same case-insensitive patterns, trailing slashes, decoding
 * and params. route-matching.test.ts holds both to the same answers over the whole route table.
 * Optional segments (`?`) and absolute child paths are not supported: no route uses them.
 */

/** A match's parameters, decoded (`%2F` stays a slash inside a segment's value). */
export type Params = Readonly<Record<string, string | undefined>>;

/** A route of the tree: a layout (no path), an index route, or a pattern ('account/history/:id', 'p/*'). */
export interface RouteNode<T> {
  path?: string;
  index?: boolean;
  children?: readonly T[];
}

export interface RouteMatch<T> {
  route: T;
  /** Every parameter of the path: each level of a match has them all, as with react-router. */
  params: Params;
  /** The part of the (decoded) path this level matched, from the root. */
  pathname: string;
  /** The same without its splat. */
  pathnameBase: string;
}

interface Level<T> {
  route: T;
  matcher: RegExp;
  /** The capture groups' names, '*' for the splat. */
  names: string[];
}

interface Branch<T> {
  score: number;
  /** Each level's position among its siblings: equal scores keep the tree's order. */
  order: number[];
  levels: Level<T>[];
}

const branchesOf = new WeakMap<readonly object[], Branch<unknown>[]>();

/**
 * The routes a path shows (its query and hash play no part), root to leaf, or null: no route
 * matches, or the path is outside `basename` (a store's locale prefix; compared without regard to case).
 */
export function matchRoutes<T extends RouteNode<T>>(routes: readonly T[], path: string, basename = '/'): RouteMatch<T>[] | null {
  const relative = stripBasename(parsePath(path).pathname || '/', basename);
  if (relative === null) return null;
  let branches = branchesOf.get(routes) as Branch<T>[] | undefined;
  if (!branches) {
    branches = flatten(routes);
    branches.sort((a, b) => b.score - a.score || compareOrder(a.order, b.order));
    branchesOf.set(routes, branches);
  }
  const decoded = decodePath(relative);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

/** The path within `basename` ('/es/login' in '/es' is '/login'), or null when it is not under it. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}

export const joinPaths = (paths: string[]): string => paths.join('/').replace(/[\\/]{2,}/g, '/');

interface Meta<T> {
  route: T;
  relativePath: string;
  order: number;
}

function flatten<T extends RouteNode<T>>(routes: readonly T[], branches: Branch<T>[] = [], parents: Meta<T>[] = [], parentPath = ''): Branch<T>[] {
  routes.forEach((route, order) => {
    const relativePath = route.path || '';
    if (relativePath.startsWith('/') || relativePath.includes('?')) throw new Error(`Unsupported route path '${relativePath}'`);
    const path = joinPaths([parentPath, relativePath]);
    const metas = [...parents, { route, relativePath, order }];
    if (route.children && route.children.length > 0) flatten(route.children, branches, metas, path);
    // A layout without a path is a level of its children's branches, never a page of its own.
    if (route.path == null && !route.index) return;
    branches.push({
      score: computeScore(path, route.index === true),
      order: metas.map((meta) => meta.order),
      levels: metas.map((meta, at) => ({ route: meta.route, ...compilePath(meta.relativePath, at === metas.length - 1) })),
    });
  });
  return branches;
}

const isSplat = (segment: string) => segment === '*';

function computeScore(path: string, index: boolean): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  return segments
    .filter((segment) => !isSplat(segment))
    .reduce((score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), initial);
}

/** Siblings go in their order; other branches of equal score keep theirs (a stable sort). */
function compareOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, at) => n === b[at]);
  return siblings ? a[a.length - 1] - b[b.length - 1] : 0;
}

function compilePath(path: string, end: boolean): { matcher: RegExp; names: string[] } {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return { matcher: new RegExp(source, 'i'), names };
}

function matchBranch<T>(branch: Branch<T>, pathname: string): RouteMatch<T>[] | null {
  const params: Record<string, string> = {};
  let matchedPathname = '/';
  const matches: RouteMatch<T>[] = [];
  for (const level of branch.levels) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchLevel(level, remaining);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      route: level.route,
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: removeTrailingSlash(joinPaths([matchedPathname, match.pathnameBase])).replace(/^\/*/, '/'),
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

function matchLevel<T>({ matcher, names }: Level<T>, pathname: string) {
  const found = matcher.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = removeTrailingSlash(matched, 1);
  const params: Record<string, string> = {};
  names.forEach((name, at) => {
    const value = found[at + 1] || '';
    if (name === '*') pathnameBase = removeTrailingSlash(matched.slice(0, matched.length - value.length), 1);
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase };
}

function removeTrailingSlash(path: string, minLength = 0): string {
  let end = path.length;
  while (end > minLength && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}

/** Each segment decoded, an encoded slash kept as `%2F`; a path that does not decode is matched as it is. */
function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value;
  }
}
