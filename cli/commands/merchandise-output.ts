/** How `boutique admin product|stock|price|staff` print for people (`--json` prints the shop's answer). */
import type { StaffMember } from '../../src/domain/auth/staff';
import type { FeedCounts, MerchandiseProduct, StockChanged } from '../../src/domain/catalogue/merchandise-product';
import { table } from '../format/table';

/** Euros as the feeds write them: `24.90`. */
const euros = (value: number) => value.toFixed(2);

function window(product: MerchandiseProduct): string {
  if (product.publishAt === null && product.unpublishAt === null) return 'always';
  return [product.publishAt && `from ${product.publishAt}`, product.unpublishAt && `until ${product.unpublishAt}`].filter(Boolean).join(' ');
}

export function merchandiseProductText(product: MerchandiseProduct): string {
  const text = product.texts.fr ?? product.texts.en ?? Object.values(product.texts)[0];
  const head = [
    `${text?.name ?? '(no name)'} (key ${product.key}, #${product.id})`,
    table(['FIELD', 'VALUE'], [
      ['brand', product.brand],
      ['status', product.status],
      ['window', window(product)],
      ['outletOnly', product.outletOnly ? 'yes' : 'no'],
      ['model', product.modelKey ?? '-'],
      ['label', product.label ?? '-'],
      ['marketLabels', product.marketLabels.length > 0 ? product.marketLabels.join(', ') : '-'],
      ['version', String(product.version)],
    ]),
  ];
  const prices = product.prices.length === 0
    ? 'No price: no store sells it.'
    : table(['COUNTRY', 'PRICE', 'ORIGINAL'], product.prices.map((price) => [price.country, euros(price.price), price.originalPrice === null ? '-' : euros(price.originalPrice)]));
  const sizes = table(['SKU', 'SIZE', 'GTIN', 'STOCK'], product.sizes.map((size) => [size.sku, size.size, size.gtin ?? '-', String(size.stock)]));
  const texts = table(['LANG', 'NAME', 'SLUG'], Object.entries(product.texts).map(([locale, entry]) => [locale, entry.name, entry.slug]));
  const pictures = product.pictures.length === 0
    ? 'No picture.'
    : table(['#', 'PICTURE'], product.pictures.map((path, index) => [String(index + 1), path]));
  const watermark = product.watermark ? `Watermark: ${product.watermark}` : null;
  return [...head, '', prices, '', sizes, '', texts, '', pictures, ...(watermark ? [watermark] : [])].join('\n');
}

export function stockChangedText(change: StockChanged): string {
  const alerts = change.alertsSent > 0 ? `; ${change.alertsSent} stock alert${change.alertsSent === 1 ? '' : 's'} mailed` : '';
  return `Stock of ${change.sku} (product ${change.key}): ${change.stockBefore} → ${change.stock}${alerts}`;
}

export function feedCountsText(fileName: string, counts: FeedCounts): string {
  const alerts = counts.alertsSent ? `, ${counts.alertsSent} stock alert${counts.alertsSent === 1 ? '' : 's'} mailed` : '';
  return `${fileName}: ${counts.changed} changed, ${counts.unchanged} unchanged${alerts}`;
}

export function staffText(staff: StaffMember[]): string {
  return table(['EMAIL', 'NAME', 'ROLES'], staff.map((member) => [member.email, `${member.firstName} ${member.lastName}`, member.roles.join(', ')]));
}
