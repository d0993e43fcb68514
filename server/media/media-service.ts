/**
 * Generated media (DESIGN decision 11): product pictures, flags, banners, tiles, badges, QR codes
 * and carrier logos, rendered as SVG from the catalogue and remembered once rendered.
 */
import { createHash } from 'node:crypto';
import { loadProducts, type CatProduct } from '../catalogue/catalogue-service';
import { renderMediaPath } from '../demo/pictures';
import type { Db } from '../db/database';
import { isAppQrCodePath, renderAppQrCode } from './media-qr-code';

export interface RenderedMedia {
  body: string;
  etag: string;
}

const PRODUCT_PICTURE = /^\/media\/products\/(\d{1,9})\/\d+\.svg$/;
const MAX_REMEMBERED = 5000;

/** The fields of a product the picture renderer reads (its English name among them), from the catalogue. */
async function pictureSubject(db: Db, productId: number): Promise<CatProduct | undefined> {
  const record = (await loadProducts(db, [productId])).get(productId);
  const name = record?.texts.en?.name;
  if (!record || name === undefined) return undefined;
  const subject: Pick<CatProduct, 'id' | 'brandId' | 'categoryId' | 'color' | 'pictures'> & { names: { en: string } } = {
    id: record.id,
    brandId: record.brandId,
    categoryId: record.categoryId,
    color: { code: record.colorCode, hex: record.colorHex, names: record.colorNames },
    names: { en: name },
    pictures: record.pictures.map((picture) => ({ ...picture })),
  };
  // The renderer only reads the fields above.
  return subject as unknown as CatProduct;
}

export class MediaService {
  private readonly rendered = new Map<string, RenderedMedia | null>();

  constructor(private readonly db: Db) {}

  /** null: no such media (404). */
  async render(path: string): Promise<RenderedMedia | null> {
    if (this.rendered.has(path)) return this.rendered.get(path)!;
    const productMatch = PRODUCT_PICTURE.exec(path);
    const product = productMatch ? await pictureSubject(this.db, Number(productMatch[1])) : undefined;
    const svg = isAppQrCodePath(path)
      ? await renderAppQrCode(this.db, path)
      : renderMediaPath(path, (id) => (product && product.id === id ? product : undefined));
    const media = svg === null ? null : { body: svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
    if (this.rendered.size >= MAX_REMEMBERED) this.rendered.delete(this.rendered.keys().next().value as string);
    // Unknown paths are not remembered: anybody can ask for many of them.
    if (media) this.rendered.set(path, media);
    return media;
  }
}
