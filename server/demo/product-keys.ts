/** The demo products' keys as a merchant's bundle holds them: references, and the model keys of colour families. */
import { brandById } from './brands';
import { categoryNode } from './categories';

/** What a key is made of (a product of the plan, or of the generated catalogue). */
interface Keyed {
  id: number;
  brandId: number;
  categoryId: number;
}

/** A product's key: its reference, as product-texts.ts prints it ("RIV-SN-1001"). */
export function demoProductKey(product: Keyed): string {
  const brand = brandById(product.brandId)?.slug ?? 'boutique';
  const type = categoryNode(product.categoryId).type?.key ?? 'xx';
  return `${brand.replace(/-/g, '').slice(0, 3).toUpperCase()}-${type.slice(0, 2).toUpperCase()}-${product.id}`;
}

/** The model key of a colour family: its first product's reference with an M ("RIV-HO-M1001"). */
export function demoModelKey(model: Keyed): string {
  return demoProductKey(model).replace(/-(\d+)$/, '-M$1');
}
