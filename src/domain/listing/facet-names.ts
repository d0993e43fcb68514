/**
 * What shoppers read for the values of a listing's facets (issue 32): values stay what filters and
 * URLs hold (category and brand slugs, colour, material, range, size and gender keys), names are
 * the shop's, in the store's language — "Schwarz" for `black`, "Sweats à capuche" for
 * `sweats-a-capuche`, "Einheitsgröße" for `TU`.
 */
import type { ValueFacet } from './listing-facets';

/** Names by facet, then by value. */
export type FacetNames = Partial<Record<ValueFacet, Record<string, string>>>;

/** The shop's name of a facet value; undefined when it names none. */
export function facetName(names: FacetNames, facet: ValueFacet, value: string): string | undefined {
  const own = names[facet];
  return own && Object.hasOwn(own, value) ? own[value] : undefined;
}

/** The names of some values only: what a page keeps of them for the values it shows. */
export function namesOf(names: FacetNames, values: Partial<Record<ValueFacet, readonly string[]>>): FacetNames {
  const kept: FacetNames = {};
  for (const [facet, list] of Object.entries(values) as [ValueFacet, readonly string[]][]) {
    const own: Record<string, string> = {};
    for (const value of list) {
      const name = facetName(names, facet, value);
      if (name !== undefined) own[value] = name;
    }
    if (Object.keys(own).length > 0) kept[facet] = own;
  }
  return kept;
}
