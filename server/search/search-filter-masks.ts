/**
 * A filter tree over a whole index, one byte a slot: `and`, `or` and `not` combine masks here;
 * the index answers the leaves (facets, numbers, ranges) from its own columns.
 */
import type { FilterNode } from './search-filter-ast';

export type LeafFilter = Extract<FilterNode, { kind: 'facet' | 'numeric' | 'range' }>;

export function evaluateMask(node: FilterNode, size: number, leaf: (node: LeafFilter) => Uint8Array): Uint8Array {
  switch (node.kind) {
    case 'and': {
      const mask = evaluateMask(node.children[0], size, leaf);
      for (const child of node.children.slice(1)) {
        const other = evaluateMask(child, size, leaf);
        for (let slot = 0; slot < size; slot++) mask[slot] &= other[slot];
      }
      return mask;
    }
    case 'or': {
      const mask = new Uint8Array(size);
      for (const child of node.children) {
        const other = evaluateMask(child, size, leaf);
        for (let slot = 0; slot < size; slot++) mask[slot] |= other[slot];
      }
      return mask;
    }
    case 'not': {
      const mask = evaluateMask(node.child, size, leaf);
      for (let slot = 0; slot < size; slot++) mask[slot] ^= 1;
      return mask;
    }
    default:
      return leaf(node);
  }
}
