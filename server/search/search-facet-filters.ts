/**
 * The array forms of filtering: `facetFilters`, `numericFilters`, `tagFilters`. The outer array is
 * an AND, a nested array an OR (`[["color:Noir", "color:Blanc"], "gender:men"]`). Facet and tag
 * filters are negated with a leading `-` (`color:-Noir`, or `-color:Noir`); `\-` keeps a literal
 * dash.
 */
import { and, or, TAGS_ATTRIBUTE, type FilterNode } from './search-filter-ast';
import { parseNumericFilter } from './search-filter-parser';
import { SearchError } from './search-error';

export type FilterList = string | (string | string[])[];

/** Accepts what arrives on the wire: an array, a JSON array in a string, or a comma-separated string. */
function toList(input: unknown, parameter: string): (string | string[])[] {
  if (typeof input === 'string') {
    const text = input.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        return toList(JSON.parse(text) as unknown, parameter);
      } catch (error) {
        if (error instanceof SearchError) throw error;
        throw SearchError.badRequest(`${parameter}: invalid JSON array`);
      }
    }
    return text.split(',');
  }
  if (!Array.isArray(input)) throw SearchError.badRequest(`${parameter}: expected an array or a string`);
  return input.map((element) => {
    if (typeof element === 'string') return element;
    if (Array.isArray(element) && element.every((inner) => typeof inner === 'string')) return element as string[];
    throw SearchError.badRequest(`${parameter}: elements must be strings or arrays of strings (one level of nesting)`);
  });
}

function negatable(text: string): { negated: boolean; text: string } {
  if (text.startsWith('-')) return { negated: true, text: text.slice(1) };
  return { negated: false, text };
}

function unescapeDash(value: string): { negated: boolean; value: string } {
  if (value.startsWith('\\-')) return { negated: false, value: value.slice(1) };
  if (value.startsWith('-')) return { negated: true, value: value.slice(1) };
  return { negated: false, value };
}

const negate = (node: FilterNode, negated: boolean): FilterNode => (negated ? { kind: 'not', child: node } : node);

function facetFilter(text: string): FilterNode {
  const outer = negatable(text);
  const colon = outer.text.indexOf(':');
  if (colon <= 0) {
    throw SearchError.badRequest(`facetFilters: Invalid facet filter "${text}", expected attribute:value`);
  }
  const attribute = outer.text.slice(0, colon).trim();
  const inner = unescapeDash(outer.text.slice(colon + 1));
  return negate({ kind: 'facet', attribute, value: inner.value }, outer.negated !== inner.negated);
}

function tagFilter(text: string): FilterNode {
  const { negated, value } = unescapeDash(text);
  return negate({ kind: 'facet', attribute: TAGS_ATTRIBUTE, value }, negated);
}

function combine(list: (string | string[])[], leaf: (text: string) => FilterNode): FilterNode | null {
  const groups = list
    .map((element) => (typeof element === 'string' ? [element] : element))
    .filter((group) => group.length > 0)
    .map((group) => or(group.map(leaf)));
  return groups.length === 0 ? null : and(groups);
}

export function parseFacetFilters(input: unknown): FilterNode | null {
  return combine(toList(input, 'facetFilters'), facetFilter);
}

export function parseNumericFilters(input: unknown): FilterNode | null {
  return combine(toList(input, 'numericFilters'), (text) => parseNumericFilter(text));
}

export function parseTagFilters(input: unknown): FilterNode | null {
  return combine(toList(input, 'tagFilters'), tagFilter);
}

/** `optionalFilters` only boost on Algolia and change no result here: their shape is still checked. */
export function parseOptionalFilters(input: unknown): void {
  toList(input, 'optionalFilters');
}

/** Leaf filters of a tree (Algolia allows 1,000 in one query). */
export function countFilters(node: FilterNode | null): number {
  if (node === null) return 0;
  let count = 0;
  const stack: FilterNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.kind === 'and' || current.kind === 'or') stack.push(...current.children);
    else if (current.kind === 'not') stack.push(current.child);
    else count++;
  }
  return count;
}
