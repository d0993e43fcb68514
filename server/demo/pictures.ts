/**
 * Generated pictures (DESIGN decision 11: product pictures are generated, not downloaded).
 * Every function returns a complete SVG document (string starting with `<svg`, with a viewBox),
 * to be served with `Content-Type: image/svg+xml`.
 *
 *   renderProductPicture(product: CatProduct, n: number, kind?: GarmentKind): string
 *       600×600; n = 1 front, 2 back, 3 close-up, 4 side (n > 4 cycles). The silhouette follows
 *       the product's category type unless `kind` is given; tinted by product.color.hex.
 *   renderFlag(countryCode: string): string | null          fr es it be de ie (+ lu nl at), any case
 *   renderBannerImage(name: string): string | null          /media/banners/{name}.svg
 *   renderTileImage(slug: string): string | null            /media/tiles/{slug}.svg
 *   renderMediaPath(path: string, findProduct: (id: number) => CatProduct | undefined): string | null
 *       Any generated path: /media/products/{id}/{n}.svg (n within the product's pictures),
 *       /media/banners/…, /media/tiles/…, /media/badges/{storeId}-{android|ios}.svg,
 *       /media/carriers/{code}.svg, /media/flags/{cc}.svg and /assets/flags/{cc}.svg
 *       (StoreDefinition.pictureFlagUrl). null: unknown → 404. (The app QR codes are the media
 *       module's: server/media/media-qr-code.ts, from the store's own app links.)
 */
import { brandById } from './brands';
import type { CatProduct } from '../catalogue/catalogue-service';
import { categoryNode } from './categories';
import type { GarmentKind } from './category-words';
import { brandMark, drawGarment, type PictureView } from './garment-drawing';
import { renderBadge, renderBannerImage, renderCarrierLogo, renderFlag, renderTileImage } from './media-images';
import { escapeXml, shade } from './picture-shapes';

export { renderBannerImage, renderFlag, renderTileImage } from './media-images';
export type { GarmentKind } from './category-words';

const VIEWS: PictureView[] = ['front', 'back', 'detail', 'side'];
const BACKGROUNDS = ['#f5f3ef', '#f0f0ee', '#f7f4f0', '#eef0f2'];

/** The silhouette of a product's category type ('generic' when the category is unknown). */
export function productGarmentKind(product: CatProduct): GarmentKind {
  try {
    return categoryNode(product.categoryId).type?.kind ?? 'generic';
  } catch {
    return 'generic';
  }
}

export function renderProductPicture(product: CatProduct, n: number, kind?: GarmentKind): string {
  const index = (Math.max(1, Math.floor(n)) - 1) % VIEWS.length;
  const view = VIEWS[index];
  const brandName = brandById(product.brandId)?.name ?? '';
  const hex = product.color.hex;
  const garment = drawGarment(kind ?? productGarmentKind(product), { hex, view, mark: brandMark(brandName || 'B') });
  const background = index === 3 ? shade(hex, 0.88) : BACKGROUNDS[index];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(product.names.en)}">`
    + `<rect width="600" height="600" fill="${background}"/>`
    + `<ellipse cx="300" cy="520" rx="190" ry="16" fill="#000" opacity="0.06"/>`
    + garment
    + `<rect y="540" width="600" height="60" fill="${background}" opacity="0.85"/>`
    + `<text x="300" y="578" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="3" fill="#555" text-anchor="middle">${escapeXml(brandName.toUpperCase())}</text>`
    + '</svg>';
}

const PRODUCT_PATH = /^\/media\/products\/(\d+)\/(\d+)\.svg$/;

export function renderMediaPath(path: string, findProduct: (id: number) => CatProduct | undefined): string | null {
  const clean = path.split(/[?#]/)[0];
  const product = PRODUCT_PATH.exec(clean);
  if (product) {
    const found = findProduct(Number(product[1]));
    const n = Number(product[2]);
    if (!found || n < 1 || n > found.pictures.length) return null;
    return renderProductPicture(found, n);
  }
  const match = /^\/(media|assets)\/([a-z]+)\/([A-Za-z0-9_-]+)\.svg$/.exec(clean);
  if (!match) return null;
  const [, root, folder, name] = match;
  if (root === 'assets') return folder === 'flags' ? renderFlag(name) : null;
  switch (folder) {
    case 'banners': return renderBannerImage(name);
    case 'tiles': return renderTileImage(name);
    case 'badges': return renderBadge(name);
    case 'carriers': return renderCarrierLogo(name);
    case 'flags': return renderFlag(name);
    default: return null;
  }
}
