/**
 * Category vocabulary in the six languages (fr, es, it, nl, de, en): genders, families and
 * product types, with the singular used in product names.
 */
import type { Localized } from '../../src/domain/store/locales';
import { l6 } from './text';
import type { SizeKind } from '../catalogue/catalogue-service';

export type GenderKey = 'men' | 'women' | 'kids';
export type FamilyKey = 'clothing' | 'shoes' | 'accessories';
/** Silhouette drawn for a product picture. */
export type GarmentKind =
  | 'tee' | 'shirt' | 'sweat' | 'hoodie' | 'jacket' | 'trousers' | 'shorts' | 'dress'
  | 'sneaker' | 'boot' | 'slide' | 'cap' | 'beanie' | 'bag' | 'socks' | 'generic';

export interface TypeWords {
  key: string;
  family: FamilyKey;
  kind: GarmentKind;
  sizeKind: SizeKind;
  /** Category name (plural). */
  names: Localized;
  /** Singular, used in product names. */
  singular: Localized;
  /** Euro price range before discount. */
  priceRange: [number, number];
  weightRange: [number, number];
  /** Relative share of the catalogue. */
  weight: number;
  materials: string[];
}

export const GENDER_WORDS: Record<GenderKey, Localized> = {
  men: l6('Homme', 'Hombre', 'Uomo', 'Heren', 'Herren', 'Men'),
  women: l6('Femme', 'Mujer', 'Donna', 'Dames', 'Damen', 'Women'),
  kids: l6('Enfant', 'Niño', 'Bambino', 'Kinderen', 'Kinder', 'Kids'),
};

export const FAMILY_WORDS: Record<FamilyKey, Localized> = {
  clothing: l6('Vêtements', 'Ropa', 'Abbigliamento', 'Kleding', 'Bekleidung', 'Clothing'),
  shoes: l6('Chaussures', 'Zapatos', 'Scarpe', 'Schoenen', 'Schuhe', 'Shoes'),
  accessories: l6('Accessoires', 'Accesorios', 'Accessori', 'Accessoires', 'Accessoires', 'Accessories'),
};

const CLOTH = ['cotton', 'organic_cotton', 'polyester', 'recycled_polyester'];

export const TYPE_WORDS: TypeWords[] = [
  {
    key: 'tshirts', family: 'clothing', kind: 'tee', sizeKind: 'clothing',
    names: l6('T-shirts', 'Camisetas', 'T-shirt', 'T-shirts', 'T-Shirts', 'T-shirts'),
    singular: l6('T-shirt', 'Camiseta', 'T-shirt', 'T-shirt', 'T-Shirt', 'T-shirt'),
    priceRange: [25, 45], weightRange: [150, 230], weight: 16, materials: ['cotton', 'organic_cotton', 'linen'],
  },
  {
    key: 'shirts', family: 'clothing', kind: 'shirt', sizeKind: 'clothing',
    names: l6('Chemises', 'Camisas', 'Camicie', 'Overhemden', 'Hemden', 'Shirts'),
    singular: l6('Chemise', 'Camisa', 'Camicia', 'Overhemd', 'Hemd', 'Shirt'),
    priceRange: [45, 85], weightRange: [220, 320], weight: 5, materials: ['cotton', 'organic_cotton', 'linen'],
  },
  {
    key: 'sweatshirts', family: 'clothing', kind: 'sweat', sizeKind: 'clothing',
    names: l6('Sweats', 'Sudaderas', 'Felpe', 'Sweaters', 'Sweatshirts', 'Sweatshirts'),
    singular: l6('Sweat', 'Sudadera', 'Felpa', 'Sweater', 'Sweatshirt', 'Sweatshirt'),
    priceRange: [50, 90], weightRange: [400, 600], weight: 8, materials: [...CLOTH, 'fleece'],
  },
  {
    key: 'hoodies', family: 'clothing', kind: 'hoodie', sizeKind: 'clothing',
    names: l6('Sweats à capuche', 'Sudaderas con capucha', 'Felpe con cappuccio', 'Hoodies', 'Hoodies', 'Hoodies'),
    singular: l6('Sweat à capuche', 'Sudadera con capucha', 'Felpa con cappuccio', 'Hoodie', 'Hoodie', 'Hoodie'),
    priceRange: [60, 110], weightRange: [500, 750], weight: 10, materials: [...CLOTH, 'fleece'],
  },
  {
    key: 'jackets', family: 'clothing', kind: 'jacket', sizeKind: 'clothing',
    names: l6('Vestes', 'Chaquetas', 'Giacche', 'Jassen', 'Jacken', 'Jackets'),
    singular: l6('Veste', 'Chaqueta', 'Giacca', 'Jas', 'Jacke', 'Jacket'),
    priceRange: [90, 220], weightRange: [600, 1400], weight: 7, materials: ['nylon', 'recycled_polyester', 'denim', 'wool', 'leather'],
  },
  {
    key: 'jeans', family: 'clothing', kind: 'trousers', sizeKind: 'clothing',
    names: l6('Jeans', 'Vaqueros', 'Jeans', 'Jeans', 'Jeans', 'Jeans'),
    singular: l6('Jean', 'Vaquero', 'Jeans', 'Jeans', 'Jeans', 'Jeans'),
    priceRange: [70, 130], weightRange: [550, 800], weight: 6, materials: ['denim'],
  },
  {
    key: 'joggers', family: 'clothing', kind: 'trousers', sizeKind: 'clothing',
    names: l6('Joggings', 'Pantalones de chándal', 'Pantaloni della tuta', 'Joggingbroeken', 'Jogginghosen', 'Joggers'),
    singular: l6('Jogging', 'Pantalón de chándal', 'Pantalone della tuta', 'Joggingbroek', 'Jogginghose', 'Joggers'),
    priceRange: [45, 85], weightRange: [380, 550], weight: 6, materials: [...CLOTH, 'fleece'],
  },
  {
    key: 'shorts', family: 'clothing', kind: 'shorts', sizeKind: 'clothing',
    names: l6('Shorts', 'Pantalones cortos', 'Pantaloncini', 'Shorts', 'Shorts', 'Shorts'),
    singular: l6('Short', 'Pantalón corto', 'Pantaloncino', 'Short', 'Shorts', 'Shorts'),
    priceRange: [30, 60], weightRange: [200, 350], weight: 4, materials: [...CLOTH, 'linen', 'denim'],
  },
  {
    key: 'dresses', family: 'clothing', kind: 'dress', sizeKind: 'clothing',
    names: l6('Robes', 'Vestidos', 'Abiti', 'Jurken', 'Kleider', 'Dresses'),
    singular: l6('Robe', 'Vestido', 'Abito', 'Jurk', 'Kleid', 'Dress'),
    priceRange: [45, 120], weightRange: [250, 450], weight: 6, materials: ['cotton', 'organic_cotton', 'linen', 'viscose'],
  },
  {
    key: 'sneakers', family: 'shoes', kind: 'sneaker', sizeKind: 'shoes',
    names: l6('Sneakers', 'Zapatillas', 'Sneakers', 'Sneakers', 'Sneaker', 'Trainers'),
    singular: l6('Sneakers', 'Zapatillas', 'Sneakers', 'Sneakers', 'Sneaker', 'Trainers'),
    priceRange: [80, 180], weightRange: [700, 1100], weight: 10, materials: ['leather', 'suede', 'canvas', 'recycled_polyester'],
  },
  {
    key: 'boots', family: 'shoes', kind: 'boot', sizeKind: 'shoes',
    names: l6('Boots', 'Botas', 'Stivali', 'Laarzen', 'Stiefel', 'Boots'),
    singular: l6('Boots', 'Botas', 'Stivali', 'Laarzen', 'Stiefel', 'Boots'),
    priceRange: [100, 220], weightRange: [1100, 1600], weight: 4, materials: ['leather', 'suede'],
  },
  {
    key: 'slides', family: 'shoes', kind: 'slide', sizeKind: 'shoes',
    names: l6('Claquettes', 'Chanclas', 'Ciabatte', 'Slippers', 'Badelatschen', 'Sliders'),
    singular: l6('Claquettes', 'Chanclas', 'Ciabatte', 'Slippers', 'Badelatschen', 'Sliders'),
    priceRange: [25, 50], weightRange: [300, 500], weight: 3, materials: ['rubber'],
  },
  {
    key: 'caps', family: 'accessories', kind: 'cap', sizeKind: 'unique',
    names: l6('Casquettes', 'Gorras', 'Cappellini', 'Petten', 'Caps', 'Caps'),
    singular: l6('Casquette', 'Gorra', 'Cappellino', 'Pet', 'Cap', 'Cap'),
    priceRange: [25, 45], weightRange: [90, 140], weight: 6, materials: ['cotton', 'organic_cotton', 'recycled_polyester', 'wool'],
  },
  {
    key: 'beanies', family: 'accessories', kind: 'beanie', sizeKind: 'unique',
    names: l6('Bonnets', 'Gorros', 'Berretti', 'Mutsen', 'Mützen', 'Beanies'),
    singular: l6('Bonnet', 'Gorro', 'Berretto', 'Muts', 'Mütze', 'Beanie'),
    priceRange: [20, 40], weightRange: [70, 120], weight: 3, materials: ['wool', 'cotton', 'recycled_polyester'],
  },
  {
    key: 'bags', family: 'accessories', kind: 'bag', sizeKind: 'unique',
    names: l6('Sacs', 'Bolsos', 'Borse', 'Tassen', 'Taschen', 'Bags'),
    singular: l6('Sac', 'Bolso', 'Borsa', 'Tas', 'Tasche', 'Bag'),
    priceRange: [30, 120], weightRange: [250, 900], weight: 5, materials: ['nylon', 'canvas', 'leather', 'recycled_polyester'],
  },
  {
    key: 'socks', family: 'accessories', kind: 'socks', sizeKind: 'unique',
    names: l6('Chaussettes', 'Calcetines', 'Calzini', 'Sokken', 'Socken', 'Socks'),
    singular: l6('Chaussettes', 'Calcetines', 'Calzini', 'Sokken', 'Socken', 'Socks'),
    priceRange: [10, 20], weightRange: [50, 90], weight: 3, materials: ['cotton', 'organic_cotton'],
  },
];

/** Which types each gender carries. */
export const GENDER_TYPES: Record<GenderKey, string[]> = {
  men: ['tshirts', 'shirts', 'sweatshirts', 'hoodies', 'jackets', 'jeans', 'joggers', 'shorts', 'sneakers', 'boots', 'slides', 'caps', 'beanies', 'bags', 'socks'],
  women: ['tshirts', 'shirts', 'sweatshirts', 'hoodies', 'jackets', 'jeans', 'joggers', 'dresses', 'sneakers', 'boots', 'slides', 'caps', 'beanies', 'bags'],
  kids: ['tshirts', 'sweatshirts', 'hoodies', 'jackets', 'jeans', 'sneakers', 'caps'],
};

export const GENDER_KEYS: GenderKey[] = ['men', 'women', 'kids'];
export const FAMILY_KEYS: FamilyKey[] = ['clothing', 'shoes', 'accessories'];

export function typeWords(key: string): TypeWords {
  const found = TYPE_WORDS.find((type) => type.key === key);
  if (!found) throw new Error(`Unknown product type ${key}`);
  return found;
}
