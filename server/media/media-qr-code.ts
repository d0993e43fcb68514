/**
 * The footer's app QR codes (SPEC §1: "QR codes on hover"): a real QR code of the app link the
 * store's footer gives (the shop's data, store_sites.footer), encoded by the `qrcode` library on
 * the server and drawn as a small SVG, so no QR code ever weighs on the page's JavaScript. Served
 * under /media/qr/{storeId}-{platform}.svg with the other generated media.
 */
import QRCode from 'qrcode';
import { FIRST_BRAND_STORE_ID, isStoreId } from '../../src/domain/store/stores';
import { appLink } from '../content/content-service';
import type { Db } from '../db/database';

/** White margin around the code, in modules (the standard asks for 4; 2 is read by every phone at this size). */
const QUIET_ZONE = 2;
const PATH = /^\/media\/qr\/(?:([a-z_]+)-)?(android|ios)\.svg$/;

export const isAppQrCodePath = (path: string): boolean => path.startsWith('/media/qr/');

/** The SVG of the QR code of a store's app link; null for any other path, or a store whose footer has no such app. */
export async function renderAppQrCode(db: Db, path: string): Promise<string | null> {
  const match = PATH.exec(path);
  if (!match) return null;
  // Footers seeded before codes were per store name the platform only: the first brand's app.
  const storeId = match[1] ?? FIRST_BRAND_STORE_ID;
  if (!isStoreId(storeId)) return null;
  const url = await appLink(db, storeId, match[2] as 'android' | 'ios');
  return url ? qrCodeSvg(url) : null;
}

export function qrCodeSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size + QUIET_ZONE * 2;
  // One path: a horizontal run of dark modules per segment keeps the SVG small.
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`);
        start = -1;
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 4}" height="${size * 4}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${runs.join('')}"/></svg>`;
}
