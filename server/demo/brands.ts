/**
 * Brands and artists, identical for every seed (pictures look them up by id). Brand listing path:
 * /{brandSlug}; artist page: /c-{slug}-{id}. Invented names, no real trademarks.
 */
import type { CatArtist, CatBrand } from '../catalogue/catalogue-service';
import { slugify } from './text';

const BRAND_NAMES = [
  'Nordvik', 'Maison Lune', 'Urban Tide', 'Atelier Sable', 'Koda Studio', 'Riviera Club', 'Pale Harbor',
  'Grainline', 'Oakmoss', 'Velvet Rush', 'Blackfield', 'Solstice', 'Kinetic Lab', 'Hôtel Paradis',
  'Brume', 'North Relay', 'Crest & Co', 'Lowtide', 'Mistral', 'Parallel', 'Rookie Court', 'Sakura Days',
  'Tundra', 'Wildgrove', 'Yokai Supply', 'Zénith', 'Ember Works', 'Côte Sauvage',
];

/** Sold only on the French first-brand store. */
const RESTRICTED = new Set(['Hôtel Paradis', 'Côte Sauvage']);

const ARTIST_NAMES = [
  'Léa Moreau', 'Studio Kaiju', 'Marco Bellini', 'Ines Duarte', 'Jonas Vermeer', 'Hana Kobayashi',
  'Félix Arnaud', 'Greta Lindqvist', 'Pablo Serrano', 'Nina Okafor',
];

export const BRANDS: readonly CatBrand[] = BRAND_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  slug: slugify(name),
  restricted: RESTRICTED.has(name),
}));

export const ARTISTS: readonly CatArtist[] = ARTIST_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  slug: slugify(name),
}));

const BRAND_BY_ID = new Map(BRANDS.map((brand) => [brand.id, brand]));

export function brandById(id: number): CatBrand | undefined {
  return BRAND_BY_ID.get(id);
}

/** Short code used in product references (NRD for Nordvik). */
export function brandCode(brand: CatBrand): string {
  return brand.slug.replace(/-/g, '').slice(0, 3).toUpperCase();
}

export const buildBrands = (): CatBrand[] => BRANDS.map((brand) => ({ ...brand }));
export const buildArtists = (): CatArtist[] => ARTISTS.map((artist) => ({ ...artist }));
