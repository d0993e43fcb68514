import type { ProductDetailResponse } from '../../src/domain/catalogue/product';
import { categoryPath, sizeAvailability, sizesWithStock } from '../../src/domain/catalogue/product-display';
import { discountPercent, formatMoney } from '../../src/domain/money/money';
import { formatAverage } from '../../src/domain/ratings/rating-format';
import type { StoreDefinition } from '../../src/domain/store/stores';
import { plainSpaces } from './table';
import { productPath } from '../../src/domain/routing/listing-slugs';
import { coloursLine } from './product-colours';

/** The support agent's view of a product: what the shopper sees in this store. */
export function productText(response: ProductDetailResponse, store: StoreDefinition): string {
  const { product, scores } = response;
  const money = (euros: number) => plainSpaces(formatMoney(euros, store.defaultLocale));
  const discount = discountPercent(product.price, product.originPrice);
  const price =
    product.originPrice && discount > 0
      ? `${money(product.price)} (was ${money(product.originPrice)}, -${discount}%)`
      : money(product.price);
  const rows: [string, string][] = [
    ['Brand', product.brand.name],
    ['Category', categoryPath(product.category).join(' > ') || '-'],
    ['Price', price],
    ['Sizes', sizesLine(response)],
    ['Stock', String(product.quantity)],
    ['Colour', product.color],
    ...(product.family && product.family.length > 1 ? [['Colours', coloursLine(product.family)] as [string, string]] : []),
    ['Label', product.label ?? '-'],
    ['Rating', scores.count > 0 ? `${formatAverage(scores.average, store.defaultLocale)}/5 (${scores.count} reviews)` : '-'],
    ['Pictures', String(product.pictures.length)],
    ['Page', productPath(product.slug)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `${product.name} (#${product.id})`,
    `Store ${store.id} (${store.displayName}, ${store.defaultLocale})`,
    ...rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`),
  ].join('\n');
}

/** Each size with its id, which `boutique basket add <productId> <sizeId>` takes. */
function sizesLine({ product }: ProductDetailResponse): string {
  if (sizeAvailability(product.productSizes).kind === 'unique') return 'unique size';
  return sizesWithStock(product.productSizes).map((size) => {
    const label = `${size.size} [${size.productSizeId}]`;
    if (size.stock === 'sold-out') return `${label} sold out`;
    if (size.stock === 'low') return `${label} ${size.quantity} (low)`;
    return `${label} ${size.quantity}`;
  }).join(', ');
}
