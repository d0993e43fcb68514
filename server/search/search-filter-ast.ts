/**
 * Algolia filters as a tree. `filters`, `facetFilters`, `numericFilters` and `tagFilters` all end
 * up here; `search-filter-match.ts` evaluates it record by record, `filter-bitset.ts` over a whole index.
 */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  /** `attr:value`, `attr:true`; `_tags:value` compares case-sensitively, other facets do not. */
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  /** `attr:low TO high`, both bounds included. */
  | { kind: 'range'; attribute: string; low: number; high: number };

export const TAGS_ATTRIBUTE = '_tags';

export const and = (children: FilterNode[]): FilterNode =>
  children.length === 1 ? children[0] : { kind: 'and', children };
export const or = (children: FilterNode[]): FilterNode =>
  children.length === 1 ? children[0] : { kind: 'or', children };

/** A stable text for a tree, used as a cache key. */
export function filterKey(node: FilterNode | null): string {
  if (node === null) return '';
  switch (node.kind) {
    case 'and':
      return `(${node.children.map(filterKey).join(' AND ')})`;
    case 'or':
      return `(${node.children.map(filterKey).join(' OR ')})`;
    case 'not':
      return `NOT ${filterKey(node.child)}`;
    case 'facet':
      return `${JSON.stringify(node.attribute)}:${JSON.stringify(node.attribute === TAGS_ATTRIBUTE ? node.value : node.value.toLowerCase())}`;
    case 'numeric':
      return `${JSON.stringify(node.attribute)}${node.operator}${node.value}`;
    case 'range':
      return `${JSON.stringify(node.attribute)}:${node.low} TO ${node.high}`;
  }
}

/** Combines the filter parameters of one query (all must hold); null when there are none. */
export function allOf(nodes: (FilterNode | null)[]): FilterNode | null {
  const present = nodes.filter((node): node is FilterNode => node !== null);
  if (present.length === 0) return null;
  return and(present.flatMap((node) => (node.kind === 'and' ? node.children : [node])));
}
