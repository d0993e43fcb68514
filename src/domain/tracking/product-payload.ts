/**
 * SPEC §3 "Product tracking payload": what every product event (view, basket, wishlist, checkout,
 * purchase) tells the tag manager about a product. Built from the product page's detail, or, when
 * only a basket line is at hand (a removal from the basket page), from what the line remembers.
 */
import type { LineProduct, LineSize } from '../basket/basket-types';
import type { ProductDetail } from '../catalogue/product';

export interface ProductTrackingPayload {
  product_id: number;
  name: string;
  brand_range: string;
  range: string;
  artist: string;
  category: string;
  subcategory: string;
  variant: string;
  /** Euros, as shown. */
  unit_price: number;
  currency: 'EUR';
  /** Euros off the origin price (0 without a promotion). */
  discount: number;
  /** Where it is made. */
  fab: string;
  label: string;
  promo: boolean;
  /** In stock, so shown as buyable. */
  visible: boolean;
  numb_pictures: number;
  quantity: number;
  size_id: number | null;
  sizes_ids: number[];
  sizes: string[];
}

const cents = (euros: number): number => Math.round(euros * 100);
const euros = (value: number): number => cents(value) / 100;

/** Top category and subcategory: a category with a parent is the parent's subcategory. */
export function categoryPair(category: ProductDetail['category'] | null | undefined): { category: string; subcategory: string } {
  if (!category) return { category: '', subcategory: '' };
  return category.parent ? { category: category.parent.name, subcategory: category.name } : { category: category.name, subcategory: '' };
}

export function productPayload(product: ProductDetail, options: { sizeId?: number | null; quantity?: number } = {}): ProductTrackingPayload {
  const sizes = [...product.productSizes].sort((a, b) => a.rank - b.rank);
  const discount = product.originPrice !== null && product.originPrice > product.price ? euros(product.originPrice - product.price) : 0;
  return {
    product_id: product.id,
    name: product.name,
    brand_range: product.brand.name,
    range: product.range,
    artist: product.artists.map((artist) => artist.name).join(', '),
    ...categoryPair(product.category),
    variant: product.color,
    unit_price: euros(product.price),
    currency: 'EUR',
    discount,
    fab: product.manufactured,
    label: product.label ?? '',
    promo: discount > 0 || product.discountPercent > 0,
    visible: product.quantity > 0,
    numb_pictures: product.pictures.length,
    quantity: options.quantity ?? 1,
    size_id: options.sizeId ?? null,
    sizes_ids: sizes.map((size) => size.productSizeId),
    sizes: sizes.map((size) => size.size),
  };
}

/** The payload of a basket line whose product page is not at hand: what the line knows, the rest empty. */
export function linePayload(line: { info: LineProduct; size: LineSize; quantity: number }): ProductTrackingPayload {
  const { info, size } = line;
  const discount = info.originPrice !== null && info.originPrice > info.price ? euros(info.originPrice - info.price) : 0;
  return {
    product_id: info.id,
    name: info.name ?? '',
    brand_range: '',
    range: '',
    artist: '',
    category: '',
    subcategory: '',
    variant: '',
    unit_price: euros(info.price),
    currency: 'EUR',
    discount,
    fab: '',
    label: '',
    promo: discount > 0,
    visible: info.quantity > 0,
    numb_pictures: info.pictures.length,
    quantity: line.quantity,
    size_id: size.id,
    sizes_ids: [size.id],
    sizes: size.label ? [size.label] : [],
  };
}

/** An ordered line (purchase): what the order recorded of the product. */
export function orderLinePayload(line: { productId: number; productSizeId: number; name: string; brand: string; size: string; quantity: number; unitPrice: number; originUnitPrice: number | null; picture: string | null }): ProductTrackingPayload {
  return {
    ...linePayload({
      info: { id: line.productId, name: line.name, price: line.unitPrice, originPrice: line.originUnitPrice, quantity: line.quantity, pictures: line.picture ? [{ url: line.picture, default: true }] : [] },
      size: { id: line.productSizeId, quantity: line.quantity, label: line.size },
      quantity: line.quantity,
    }),
    brand_range: line.brand,
  };
}

/** A product known by its id only (a heart on a listing card). */
export function productIdPayload(productId: number): ProductTrackingPayload {
  return { ...linePayload({ info: { id: productId, name: null, price: 0, originPrice: null, quantity: 0, pictures: [] }, size: { id: 0, quantity: 0, label: null }, quantity: 1 }), size_id: null, sizes_ids: [], visible: true };
}
