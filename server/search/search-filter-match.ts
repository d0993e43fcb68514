/**
 * The reference meaning of a filter on one record, in plain TypeScript: the engine's fast path
 * (`filter-bitset.ts`) must agree with it on every record.
 *
 * - Paths walk nested objects and arrays (`artists.slug` looks into every artist); a filter
 *   matches when any value matches.
 * - Facet values compare case-insensitively, tags case-sensitively; `true`/`false` match booleans.
 * - Numeric comparisons read numbers (booleans count as 1 and 0). `attr != n` is `NOT attr = n`.
 * - Facet filters only see attributes declared for faceting (others match nothing, as on Algolia).
 */
import { TAGS_ATTRIBUTE, type FilterNode, type NumericOperator } from './search-filter-ast';

export type Primitive = string | number | boolean;

/** Every primitive value at a dotted path, arrays flattened at each step. */
export function attributeValues(record: unknown, path: string): Primitive[] {
  let current: unknown[] = [record];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      if (value === null || typeof value !== 'object') continue;
      const child = (value as Record<string, unknown>)[key];
      if (Array.isArray(child)) next.push(...child);
      else if (child !== undefined && child !== null) next.push(child);
    }
    current = next;
  }
  const values: Primitive[] = [];
  for (const value of current) {
    if (Array.isArray(value)) {
      for (const inner of value) if (isPrimitive(inner)) values.push(inner);
    } else if (isPrimitive(value)) {
      values.push(value);
    }
  }
  return values;
}

const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The text a value is faceted and facet-filtered by. */
export const facetText = (value: Primitive): string => String(value);

export function numericValue(value: Primitive): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

export function compare(left: number, operator: NumericOperator, right: number): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '>=':
      return left >= right;
    case '>':
      return left > right;
  }
}

export interface MatchOptions {
  /** Attributes facet filters may use; all when omitted. `_tags` is always allowed. */
  isFacetable?: (attribute: string) => boolean;
}

export function facetMatches(values: Primitive[], attribute: string, expected: string): boolean {
  if (attribute === TAGS_ATTRIBUTE) return values.some((value) => typeof value === 'string' && value === expected);
  const wanted = expected.toLowerCase();
  return values.some((value) => facetText(value).toLowerCase() === wanted);
}

export function matches(record: unknown, node: FilterNode | null, options: MatchOptions = {}): boolean {
  if (node === null) return true;
  switch (node.kind) {
    case 'and':
      return node.children.every((child) => matches(record, child, options));
    case 'or':
      return node.children.some((child) => matches(record, child, options));
    case 'not':
      return !matches(record, node.child, options);
    case 'facet':
      if (node.attribute !== TAGS_ATTRIBUTE && options.isFacetable && !options.isFacetable(node.attribute)) return false;
      return facetMatches(attributeValues(record, node.attribute), node.attribute, node.value);
    case 'numeric': {
      const numbers = numbersOf(record, node.attribute);
      if (node.operator === '!=') return !numbers.some((value) => value === node.value);
      return numbers.some((value) => compare(value, node.operator, node.value));
    }
    case 'range':
      return numbersOf(record, node.attribute).some((value) => value >= node.low && value <= node.high);
  }
}

function numbersOf(record: unknown, attribute: string): number[] {
  const numbers: number[] = [];
  for (const value of attributeValues(record, attribute)) {
    const number = numericValue(value);
    if (number !== null) numbers.push(number);
  }
  return numbers;
}
