/**
 * `--filter FACET=VALUE` of `boutique search`, read into listing filters. Values of one facet are
 * alternatives (repeat the option or separate them with commas); facets combine. Prices and
 * promotions are ranges as in listing URLs (SPEC §9): `price=20~60`, `price=~40`, `promotion=30~`.
 */
import { InvalidArgumentError } from 'commander';
import { GENDERS, type ListingFilters, type NumberRange } from '../../src/domain/search/listing-query';
import type { Gender } from '../../src/domain/catalogue/product';

type ListFilter = 'brands' | 'artists' | 'sizes' | 'colors' | 'materials' | 'ranges';

const LISTS: Record<string, ListFilter> = {
  brand: 'brands',
  artist: 'artists',
  size: 'sizes',
  color: 'colors',
  colour: 'colors',
  material: 'materials',
  range: 'ranges',
};

export const FILTER_NAMES = ['category', 'brand', 'artist', 'size', 'color', 'material', 'gender', 'range', 'price', 'promotion', 'label'];
const LABELS = ['eco', 'exclusive'];

export interface FilterOption {
  facet: string;
  values: string[];
}

/** Commander argument parser: one `FACET=VALUE[,VALUE…]`, collected. */
export function collectFilter(text: string, previous: FilterOption[] = []): FilterOption[] {
  const match = /^([^=]*)=(.*)$/.exec(text.trim());
  if (!match || match[1].trim() === '') throw new InvalidArgumentError('expected FACET=VALUE, e.g. brand=nordvik or price=20~60.');
  const facet = match[1].trim().toLowerCase();
  if (!FILTER_NAMES.includes(facet) && !(facet in LISTS)) {
    throw new InvalidArgumentError(`unknown filter '${facet}'. Filters: ${FILTER_NAMES.join(', ')}.`);
  }
  const values = match[2].split(',').map((value) => value.trim()).filter(Boolean);
  if (values.length === 0) throw new InvalidArgumentError(`no value given for ${facet}.`);
  const collected = [...previous, { facet, values }];
  listingFilters(collected);
  return collected;
}

function range(facet: string, text: string): NumberRange {
  const match = /^(\d+(?:\.\d+)?)?~(\d+(?:\.\d+)?)?$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    throw new InvalidArgumentError(`${facet} is a range MIN~MAX, MIN~ or ~MAX (e.g. ${facet}=20~60), not '${text}'.`);
  }
  return { ...(match[1] !== undefined ? { min: Number(match[1]) } : {}), ...(match[2] !== undefined ? { max: Number(match[2]) } : {}) };
}

export function listingFilters(options: FilterOption[]): ListingFilters {
  const filters: ListingFilters = {};
  for (const { facet, values } of options) {
    if (facet in LISTS) {
      const key = LISTS[facet];
      filters[key] = [...(filters[key] ?? []), ...values];
    } else if (facet === 'category') {
      filters.categories = [...(filters.categories ?? []), ...values.map((value) => (/^\d+$/.test(value) ? Number(value) : value))];
    } else if (facet === 'gender') {
      const bad = values.find((value) => !GENDERS.includes(value as Gender));
      if (bad) throw new InvalidArgumentError(`unknown gender '${bad}'. Genders: ${GENDERS.join(', ')}.`);
      filters.genders = [...(filters.genders ?? []), ...(values as Gender[])];
    } else if (facet === 'price' || facet === 'promotion') {
      if (values.length > 1) throw new InvalidArgumentError(`give one ${facet} range.`);
      filters[facet] = range(facet, values[0]);
    } else {
      for (const label of values) {
        if (!LABELS.includes(label)) throw new InvalidArgumentError(`unknown label '${label}'. Labels: ${LABELS.join(', ')}.`);
        if (label === 'eco') filters.ecoFriendly = true;
        else filters.exclusive = true;
      }
    }
  }
  return filters;
}
