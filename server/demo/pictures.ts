/**
 * The demo's drawn site media (DESIGN decision 11: generated, not downloaded), served by the media
 * module through `ModuleDeps.drawings` (server/main.ts hands this over). Every function returns a
 * complete SVG document (a string starting with `<svg`, with a viewBox), served as
 * `image/svg+xml`. Product pictures are not drawn here: the demo's are photos made when its
 * bundle is written (demo-photos.ts) and stored as any merchant's (issue 33).
 *
 *   renderFlag(countryCode: string): string | null          fr es it be de ie (+ lu nl at), any case
 *   renderBannerImage(name: string): string | null          /media/banners/{name}.svg
 *   renderTileImage(slug: string): string | null            /media/tiles/{slug}.svg
 *   renderMediaPath(path: string): string | null
 *       Any drawn path: /media/banners/…, /media/tiles/…, /media/badges/{storeId}-{android|ios}.svg,
 *       /media/carriers/{code}.svg, /media/flags/{cc}.svg and /assets/flags/{cc}.svg
 *       (StoreDefinition.pictureFlagUrl). null: unknown → 404. (The app QR codes are the media
 *       module's: server/media/media-qr-code.ts, from the store's own app links.)
 */
import { renderBadge, renderBannerImage, renderCarrierLogo, renderFlag, renderTileImage } from './media-images';

export { renderBannerImage, renderFlag, renderTileImage } from './media-images';

export function renderMediaPath(path: string): string | null {
  const clean = path.split(/[?#]/)[0];
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
