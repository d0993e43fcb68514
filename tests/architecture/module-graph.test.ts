/**
 * Server modules form a tree (issue 41): no circle between whole modules, counting type imports.
 * The infrastructure (core, db, http…) is left out: every module uses it, and server/db composes
 * the modules' table types. Same cruise as `.dependency-cruiser.cjs`, which checks file circles.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const INFRASTRUCTURE = new Set(['core', 'db', 'http', 'ssr', 'cluster', 'cache', 'mail', 'testing', 'demo']);
const TESTS = /\.(test|spec)\.tsx?$|-test-kit\.ts$|-harness\.ts$|test-support\.ts$/;

const moduleOf = (file: string): string | null => {
  const match = /^server\/([^/]+)\//.exec(file);
  return match && !INFRASTRUCTURE.has(match[1]) ? match[1] : null;
};

/** Module → the modules its (non-test) files import. */
export function moduleGraph(result: ICruiseResult): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of result.modules) {
    const from = moduleOf(file.source);
    if (!from || TESTS.test(file.source)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Groups of modules that reach each other (Tarjan's strongly connected components of two or more). */
export function circles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('server modules', () => {
  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([['basket', new Set(['orders'])], ['orders', new Set(['basket', 'checkout'])], ['checkout', new Set<string>()]]);
    expect(circles(graph)).toEqual([['basket', 'orders']]);
  });

  it('form a tree: no two modules reach each other', async () => {
    const require = createRequire(import.meta.url);
    const options = require(path.join(root, '.dependency-cruiser.cjs')).options;
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const { output } = await cruise(['server'], { ...options, exclude: { path: `${options.exclude.path}|\\.test\\.ts$` }, ruleSet: {} });
      const graph = moduleGraph(output as ICruiseResult);
      expect(graph.size).toBeGreaterThan(15);
      expect(circles(graph)).toEqual([]);
    } finally {
      process.chdir(cwd);
    }
  }, 60_000);
});
