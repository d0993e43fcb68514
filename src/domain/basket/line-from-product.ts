/** What a basket line keeps of the product page's product and the chosen size (SPEC §3 "Basket line"). */
import type { ProductDetail } from '../catalogue/product';
import type { LineProduct, LineSize } from './basket-types';

export type SizeChoice =
  | { kind: 'available'; info: LineProduct; size: LineSize }
  | { kind: 'size-not-found'; sizes: string[] }
  | { kind: 'size-unavailable'; size: string };

export function chooseSize(product: ProductDetail, sizeId: number): SizeChoice {
  const size = product.productSizes.find((candidate) => candidate.productSizeId === sizeId);
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
