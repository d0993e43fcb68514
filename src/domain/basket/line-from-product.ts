/** What a basket line keeps of the product page's product and the chosen size (SPEC §3 "Basket line"). */
import type { ProductDetail } from '../catalogue/product';
import type { LineProduct, LineSize } from './basket-types';

export type SizeChoice =
  | { kind: 'available'; info: LineProduct; size: LineSize }
  | { kind: 'size-not-found'; sizes: string[] }
  | { kind: 'size-unavailable'; size: string };

/**
 * The size the shopper named: its id (`1003`), or, as the sizes are shown, its label (`L`, `38`,
 * `xl`: case and spaces aside). An id wins over a label that would read the same.
 */
export function findSize(product: Pick<ProductDetail, 'productSizes'>, wanted: number | string): ProductDetail['productSizes'][number] | undefined {
  return findNamedSize(product.productSizes, wanted, (candidate) => candidate.productSizeId, (candidate) => candidate.size);
}

const comparable = (label: string): string => label.trim().toLowerCase().replace(/\s+/g, ' ');

/** Of some sizes, the one named by its id or (case and spaces aside) its label; an id wins. */
export function findNamedSize<T>(sizes: readonly T[], wanted: number | string, id: (size: T) => number, label: (size: T) => string | null): T | undefined {
  const text = String(wanted).trim();
  const byId = sizes.find((candidate) => String(id(candidate)) === text);
  if (byId || typeof wanted === 'number') return byId;
  return sizes.find((candidate) => comparable(label(candidate) ?? '') === comparable(text));
}

export function chooseSize(product: ProductDetail, sizeId: number | string): SizeChoice {
  const size = findSize(product, sizeId);
  if (!size) return { kind: 'size-not-found', sizes: product.productSizes.map((candidate) => `${candidate.size} (${candidate.productSizeId})`) };
  if (size.quantity <= 0) return { kind: 'size-unavailable', size: size.size };
  return {
    kind: 'available',
    info: {
      id: product.id,
      name: product.name,
      price: product.price,
      originPrice: product.originPrice,
      quantity: product.quantity,
      pictures: product.pictures.map((picture) => ({ url: picture.url, default: picture.default })),
    },
    size: { id: size.productSizeId, quantity: size.quantity, label: size.size },
  };
}
