import { describe, expect, it } from 'vitest';
import { assetsFromManifest, pageChunkKeys } from './client-manifest';
import { listedModules } from '../../src/ui/app/page-scripts';
import { routeById } from '../../src/domain/routing/route-table';

describe('assetsFromManifest', () => {
  it('lists the stylesheets, then the loader at low priority, naming the entry and its imports', () => {
    const assets = assetsFromManifest({
      'src/ui/entry-client.tsx': { file: 'assets/entry-client-AbCd1234.js', css: ['assets/entry-client-Ef567890.css'], imports: ['_vendor.js'], isEntry: true },
      'src/ui/page-loader.ts': { file: 'assets/page-loader-Zz000000.js', isEntry: true },
      '_vendor.js': { file: 'assets/vendor-Gh901234.js', css: ['assets/vendor-Ij123456.css'] },
    });
    const head = assets?.head ?? '';
    expect(head).toContain('<link rel="stylesheet" href="/assets/entry-client-Ef567890.css">');
    expect(head).toContain('<link rel="stylesheet" href="/assets/vendor-Ij123456.css">');
    const loader = /<script type="module" crossorigin fetchpriority="low" src="\/assets\/page-loader-Zz000000.js" data-page-entry="([^"]*)"><\/script>/.exec(head);
    expect(listedModules(loader?.[1].replace(/&quot;/g, '"'))).toEqual(['/assets/entry-client-AbCd1234.js', '/assets/vendor-Gh901234.js']);
    // The page asks for nothing of the entry's before it has painted: no script, no preload.
    expect(head).not.toContain('entry-client-AbCd1234.js"');
    expect(head).not.toContain('modulepreload');
    // The stylesheets come first: the page paints with them, the loader waits for that paint.
    expect(head.indexOf('stylesheet')).toBeLessThan(head.indexOf('<script'));
  });

  it('links the entry and preloads its imports at low priority in a build without the loader', () => {
    const assets = assetsFromManifest({
      'src/ui/entry-client.tsx': { file: 'assets/entry-client-AbCd1234.js', imports: ['_vendor.js'], isEntry: true },
      '_vendor.js': { file: 'assets/vendor-Gh901234.js' },
    });
    expect(assets?.head).toContain('<script type="module" crossorigin src="/assets/entry-client-AbCd1234.js"></script>');
    expect(assets?.head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-Gh901234.js">');
  });

  it("names each page's own chunks in a data block for the loader, not those the entry loads already", () => {
    const assets = assetsFromManifest({
      'src/ui/entry-client.tsx': { file: 'assets/entry-client-AbCd1234.js', imports: ['_vendor.js'], isEntry: true },
      '_vendor.js': { file: 'assets/vendor-Gh901234.js' },
      'src/ui/pages/catalogue-page.tsx': { file: 'assets/catalogue-page-Kl345678.js', imports: ['_listing-view.js', '_vendor.js'] },
      '_listing-view.js': { file: 'assets/listing-view-Mn901234.js', imports: ['_vendor.js'] },
      'src/ui/checkout/basket-page.tsx': { file: 'assets/basket-page-Op567890.js' },
      'src/ui/layout/other-layouts.tsx': { file: 'assets/other-layouts-Qr123456.js' },
    });
    const tags = (routeId: string) => listedModules(/<script type="application\/json" id="boutique-modules">([^<]*)<\/script>/.exec(assets?.routes?.[routeId] ?? '')?.[1]);
    expect(tags('catalogue')).toEqual(['/assets/catalogue-page-Kl345678.js', '/assets/listing-view-Mn901234.js']);
    expect(tags('checkout-basket')).toEqual(['/assets/basket-page-Op567890.js', '/assets/other-layouts-Qr123456.js']);
    expect(tags('home')).toEqual([]);
  });

  it('preloads the composition root with private pages, whose session check loads it after hydration', () => {
    const assets = assetsFromManifest({
      'src/ui/entry-client.tsx': { file: 'assets/entry-client-AbCd1234.js', isEntry: true },
      'src/ui/accounts/account-home.tsx': { file: 'assets/account-home-St789012.js' },
      'src/ui/layout/other-layouts.tsx': { file: 'assets/other-layouts-Qr123456.js' },
      'src/ui/app/browser-services.ts': { file: 'assets/browser-services-Uv345678.js', imports: ['_password.js', 'src/ui/entry-client.tsx'] },
      '_password.js': { file: 'assets/password-Wx901234.js' },
    });
    const tags = (routeId: string) => listedModules(/<script type="application\/json" id="boutique-modules">([^<]*)<\/script>/.exec(assets?.routes?.[routeId] ?? '')?.[1]);
    expect(tags('account')).toEqual(['/assets/account-home-St789012.js', '/assets/other-layouts-Qr123456.js', '/assets/browser-services-Uv345678.js', '/assets/password-Wx901234.js']);
    expect(tags('login')).not.toContain('/assets/browser-services-Uv345678.js');
    // A page with no chunk of its own has no block at all.
    expect(assets?.routes?.home).toBe('');
  });

  it("preloads every page's islands: the frame chunk (stores, header, footer, overlays) once, with the page's own", () => {
    const manifest = {
      'src/ui/entry-client.tsx': { file: 'assets/entry-client-AbCd1234.js', isEntry: true },
      '_frame-Yz567890.js': { file: 'assets/frame-Yz567890.js', name: 'frame', imports: ['src/ui/entry-client.tsx'] },
      'src/ui/pages/catalogue-page.tsx': { file: 'assets/catalogue-page-Kl345678.js', imports: ['_frame-Yz567890.js'] },
    };
    const assets = assetsFromManifest(manifest);
    const tags = (routeId: string) => listedModules(/<script type="application\/json" id="boutique-modules">([^<]*)<\/script>/.exec(assets?.routes?.[routeId] ?? '')?.[1]);
    expect(tags('catalogue')).toEqual(['/assets/catalogue-page-Kl345678.js', '/assets/frame-Yz567890.js']);
    expect(tags('home')).toEqual(['/assets/frame-Yz567890.js']);
    expect(pageChunkKeys(manifest, routeById('catalogue'))).toEqual(['src/ui/pages/catalogue-page.tsx', '_frame-Yz567890.js']);
  });

  it('is null without the entry', () => {
    expect(assetsFromManifest({})).toBeNull();
  });
});
