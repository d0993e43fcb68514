/**
 * The category tree, identical for every seed: gender (level 1) → family (level 2) → type
 * (level 3). Ids: genders 1–3, families 10+, types 100+. Paths (store-relative, no locale
 * prefix): /{gender}, /{gender}/{family}, /{gender}/{family}/{type}, slugs in the store's language.
 */
import { LOCALE_CODES, type LocaleCode, type Localized } from '../../src/domain/store/locales';
import type { CatCategory } from '../catalogue/catalogue-service';
import {
  FAMILY_KEYS, FAMILY_WORDS, GENDER_KEYS, GENDER_TYPES, GENDER_WORDS, typeWords,
  type FamilyKey, type GenderKey, type TypeWords,
} from './category-words';
import { localized, slugify } from './text';

export interface CategoryNode {
  category: CatCategory;
  gender: GenderKey;
  family?: FamilyKey;
  type?: TypeWords;
  /** Store-relative path per language. */
  paths: Localized;
}

function buildTree(): CategoryNode[] {
  const nodes: CategoryNode[] = [];
  let familyId = 10;
  let typeId = 100;
  GENDER_KEYS.forEach((gender, genderIndex) => {
    const genderNames = GENDER_WORDS[gender];
    const genderSlugs = localized((locale) => slugify(genderNames[locale]));
    const genderCategory: CatCategory = { id: genderIndex + 1, parentId: null, level: 1, names: genderNames, slugs: genderSlugs };
    nodes.push({ category: genderCategory, gender, paths: localized((locale) => `/${genderSlugs[locale]}`) });
    for (const family of FAMILY_KEYS) {
      const types = GENDER_TYPES[gender].map(typeWords).filter((type) => type.family === family);
      if (types.length === 0) continue;
      const familyNames = FAMILY_WORDS[family];
      const familySlugs = localized((locale) => slugify(familyNames[locale]));
      const familyCategory: CatCategory = { id: familyId++, parentId: genderCategory.id, level: 2, names: familyNames, slugs: familySlugs };
      const familyPaths = localized((locale) => `/${genderSlugs[locale]}/${familySlugs[locale]}`);
      nodes.push({ category: familyCategory, gender, family, paths: familyPaths });
      for (const type of types) {
        const typeSlugs = localized((locale) => slugify(type.names[locale]));
        nodes.push({
          category: { id: typeId++, parentId: familyCategory.id, level: 3, names: type.names, slugs: typeSlugs },
          gender,
          family,
          type,
          paths: localized((locale) => `${familyPaths[locale]}/${typeSlugs[locale]}`),
        });
      }
    }
  });
  return nodes;
}

export const CATEGORY_NODES: readonly CategoryNode[] = buildTree();

const BY_ID = new Map(CATEGORY_NODES.map((node) => [node.category.id, node]));

export function categoryNode(id: number): CategoryNode {
  const node = BY_ID.get(id);
  if (!node) throw new Error(`Unknown category ${id}`);
  return node;
}

export const leafNodes = (): CategoryNode[] => CATEGORY_NODES.filter((node) => node.category.level === 3);

export function findNode(gender: GenderKey, family?: FamilyKey, typeKey?: string): CategoryNode | undefined {
  return CATEGORY_NODES.find(
    (node) => node.gender === gender && node.family === family && node.type?.key === typeKey,
  );
}

/** Fresh copies for the catalogue (callers may mutate what they get). */
export function buildCategories(): CatCategory[] {
  return CATEGORY_NODES.map(({ category }) => ({
    ...category,
    names: { ...category.names },
    slugs: { ...category.slugs },
  }));
}

export function genderSlugs(): Set<string> {
  return new Set(
    CATEGORY_NODES.filter((node) => node.category.level === 1).flatMap((node) =>
      LOCALE_CODES.map((locale: LocaleCode) => node.category.slugs[locale]),
    ),
  );
}
