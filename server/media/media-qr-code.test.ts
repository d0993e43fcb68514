import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { STORE_IDS } from '../../src/domain/store/stores';
import { useApi } from '../testing/api-harness';
import { qrCodeSvg, renderAppQrCode } from './media-qr-code';

const api = useApi();

/** Reads the dark modules back from the SVG's runs. */
function modulesOf(svg: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, width] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i += 1) dark.add(`${Number(y) - 2},${Number(x) - 2 + i}`);
  }
  return dark;
}

async function footerApps(storeId: string) {
  const row = await api.db.selectFrom('store_sites').select('footer').where('store_id', '=', storeId).executeTakeFirstOrThrow();
  return row.footer.apps;
}

describe('app QR codes', () => {
  it('draws exactly the modules of the QR code of the text', () => {
    const text = 'https://apps.apple.com/fr/app/boutique/id1234567890';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row += 1) for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) expected.add(`${row},${column}`);
    expect(modulesOf(qrCodeSvg(text))).toEqual(expected);
  });

  it("encodes each store's own app link, the one its stored footer links to", async () => {
    for (const storeId of STORE_IDS) {
      for (const app of await footerApps(storeId)) {
        expect(app.qrCode).toBe(`/media/qr/${storeId}-${app.platform}.svg`);
        expect(await renderAppQrCode(api.db, app.qrCode)).toBe(qrCodeSvg(app.url));
      }
    }
  });

  it('draws nothing for other names', async () => {
    for (const name of ['boutique_xx-ios', 'laboutiqueofficielle-windows', 'windows', '', 'boutique_es-ios-extra']) {
      expect(await renderAppQrCode(api.db, `/media/qr/${name}.svg`), name).toBeNull();
    }
    const [android] = (await footerApps('laboutiqueofficielle')).filter((app) => app.platform === 'android');
    expect(await renderAppQrCode(api.db, '/media/qr/android.svg')).toBe(qrCodeSvg(android.url));
  });
});
