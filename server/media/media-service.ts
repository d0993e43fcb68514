/**
 * Generated media (DESIGN decision 11): product pictures, flags, banners, tiles, badges, QR codes
 * and carrier logos, rendered as SVG from the catalogue and remembered once rendered.
 */
import { createHash } from 'node:crypto';
import type { CatProduct } from '../catalogue/catalogue-types';
import { renderMediaPath } from '../demo/pictures';
import type { Db } from '../db/database';

export interface RenderedMedia {
  body: string;
  etag: string;
}

const PRODUCT_PICTURE = /^\/media\/products\/(\d{1,9})\/\d+\.svg$/;
const MAX_REMEMBERED = 5000;

/** The fields of a product the picture renderer reads, from the database. */
async function pictureSubject(db: Db, productId: number): Promise<CatProduct | undefined> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', 'en'))
    .select(['p.id', 'p.brand_id', 'p.category_id', 'p.color_code', 'p.color_hex', 'p.color_names', 't.name'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!row) return undefined;
  const pictures = await db.selectFrom('pictures').select(['path', 'is_default']).where('product_id', '=', productId).orderBy('position').execute();
  const subject: Pick<CatProduct, 'id' | 'brandId' | 'categoryId' | 'color' | 'pictures'> & { names: { en: string } } = {
    id: row.id,
    brandId: row.brand_id,
    categoryId: row.category_id,
    color: { code: row.color_code, hex: row.color_hex, names: row.color_names },
    names: { en: row.name },
    pictures: pictures.map((picture) => ({ path: picture.path, default: picture.is_default })),
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
    const svg = renderMediaPath(path, (id) => (product && product.id === id ? product : undefined));
    const media = svg === null ? null : { body: svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
    if (this.rendered.size >= MAX_REMEMBERED) this.rendered.delete(this.rendered.keys().next().value as string);
    // Unknown paths are not remembered: anybody can ask for many of them.
    if (media) this.rendered.set(path, media);
    return media;
  }
}
