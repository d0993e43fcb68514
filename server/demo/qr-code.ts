/**
 * The footer's app QR codes (SPEC §1: "QR codes on hover"): a real QR code of the store's app
 * download link, encoded by the `qrcode` library on the server and drawn as a small SVG, so no QR
 * code ever weighs on the page's JavaScript. Served under /media/qr/{storeId}-{platform}.svg with
 * the other generated media (remembered once drawn, cached a year by browsers).
 */
import QRCode from 'qrcode';
import { STORE_IDS, type StoreId } from '../../src/domain/store/stores';
import { appDownloadUrl } from './footers';

/** White margin around the code, in modules (the standard asks for 4; 2 is read by every phone at this size). */
const QUIET_ZONE = 2;
const NAME = /^([a-z_]+)-(android|ios)$/;

/** `{storeId}-{platform}` → the SVG of the QR code of that store's app link; null for any other name. */
export function renderAppQrCode(name: string): string | null {
  // Footers seeded before codes were per store name the platform only: the first brand's app.
  if (name === 'android' || name === 'ios') return qrCodeSvg(appDownloadUrl('laboutiqueofficielle', name));
  const match = NAME.exec(name);
  if (!match || !STORE_IDS.includes(match[1] as StoreId)) return null;
  return qrCodeSvg(appDownloadUrl(match[1] as StoreId, match[2] as 'android' | 'ios'));
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
