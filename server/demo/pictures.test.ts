import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate-catalogue';
import { renderBannerImage, renderFlag, renderMediaPath, renderTileImage } from './pictures';

const catalogue = generateCatalogue();

function expectSvg(svg: string | null): string {
  expect(svg).not.toBeNull();
  expect(svg!.startsWith('<svg')).toBe(true);
  expect(svg).toMatch(/viewBox="[\d. ]+"/);
  expect(svg!.trim().endsWith('</svg>')).toBe(true);
  // Properly nested tags, a cheap well-formedness check.
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg!.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), tag).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  return svg!;
}

describe('renderMediaPath', () => {
  it('draws no product: the demo\'s product pictures are photos in its bundle', () => {
    const product = catalogue.products[0];
    for (const n of [1, 2]) expect(renderMediaPath(`/media/products/${product.id}/${n}.svg`)).toBeNull();
  });

  it('serves every image path the catalogue refers to (the app QR codes are the media module\'s)', () => {
    const paths = new Set<string>();
    for (const site of catalogue.sites) {
      if (site.headerBanner) [site.headerBanner.image, site.headerBanner.imageMobile].forEach((p) => p && paths.add(p));
      if (site.saleBanner) [site.saleBanner.image, site.saleBanner.imageMobile].forEach((p) => paths.add(p));
      site.footer.apps.forEach((app) => paths.add(app.badge));
      site.menu.forEach((item) => item.template?.templateItems.forEach((tile) => { paths.add(tile.image); if (tile.imageMobile) paths.add(tile.imageMobile); }));
    }
    catalogue.templates.forEach((t) => t.items.forEach((item) => { paths.add(item.image); if (item.imageMobile) paths.add(item.imageMobile); }));
    catalogue.carriers.forEach((c) => paths.add(c.logo));
    ['fr', 'es', 'it', 'be', 'de', 'ie'].forEach((cc) => paths.add(`/assets/flags/${cc}.svg`));
    for (const path of paths) expect(renderMediaPath(path), path).not.toBeNull();
    for (const path of paths) expectSvg(renderMediaPath(path));
  });

  it('returns null for unknown paths', () => {
    for (const path of ['/media/banners/nope.svg', '/media/tiles/men-dresses.svg', '/media/badges/boutique_xx-ios.svg', '/media/qr/windows.svg', '/media/other/x.svg', '/media/../etc/passwd', '/assets/flags/us.svg']) {
      expect(renderMediaPath(path), path).toBeNull();
    }
  });
});

describe('flags, banners and tiles', () => {
  it('render the six store flags', () => {
    for (const cc of ['fr', 'es', 'it', 'be', 'de', 'ie', 'FR']) expectSvg(renderFlag(cc));
    expect(renderFlag('zz')).toBeNull();
  });

  it('render banners and tiles by name', () => {
    expectSvg(renderBannerImage('sale-fr'));
    expectSvg(renderBannerImage('slide-2-de-mobile'));
    expectSvg(renderTileImage('women-sneakers'));
    expect(renderBannerImage('slide-9-fr')).toBeNull();
  });
});
