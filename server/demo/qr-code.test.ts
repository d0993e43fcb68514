import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { STORE_IDS, STORES } from '../../src/domain/store/stores';
import { appDownloadUrl, buildFooter } from './footers';
import { qrCodeSvg, renderAppQrCode } from './qr-code';

/** Reads the dark modules back from the SVG's runs. */
function modulesOf(svg: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, width] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i += 1) dark.add(`${Number(y) - 2},${Number(x) - 2 + i}`);
  }
  return dark;
}

describe('app QR codes', () => {
  it('draws exactly the modules of the QR code of the text', () => {
    const text = 'https://apps.apple.com/fr/app/boutique/id1234567890';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row += 1) for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) expected.add(`${row},${column}`);
    expect(modulesOf(qrCodeSvg(text))).toEqual(expected);
  });

  it("encodes each store's own app link, the one its footer links to", () => {
    for (const storeId of STORE_IDS) {
      for (const app of buildFooter(STORES[storeId]).apps) {
        expect(app.qrCode).toBe(`/media/qr/${storeId}-${app.platform}.svg`);
        expect(app.url).toBe(appDownloadUrl(storeId, app.platform));
        expect(renderAppQrCode(`${storeId}-${app.platform}`)).toBe(qrCodeSvg(app.url));
      }
    }
  });

  it('draws nothing for other names', () => {
    for (const name of ['boutique_xx-ios', 'laboutiqueofficielle-windows', 'windows', '', 'boutique_es-ios-extra']) expect(renderAppQrCode(name), name).toBeNull();
    expect(renderAppQrCode('android')).toBe(qrCodeSvg(appDownloadUrl('laboutiqueofficielle', 'android')));
  });
});
