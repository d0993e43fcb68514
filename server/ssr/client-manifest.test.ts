import { describe, expect, it } from 'vitest';
import { assetsFromManifest } from './client-manifest';

describe('assetsFromManifest', () => {
  it('lists the entry script, its stylesheets and the chunks to preload', () => {
    const assets = assetsFromManifest({
      'src/ui/entry-client.tsx': { file: 'assets/entry-client-AbCd1234.js', css: ['assets/entry-client-Ef567890.css'], imports: ['_vendor.js'], isEntry: true },
      '_vendor.js': { file: 'assets/vendor-Gh901234.js', css: ['assets/vendor-Ij123456.css'] },
    });
    expect(assets?.head).toContain('<script type="module" crossorigin src="/assets/entry-client-AbCd1234.js"></script>');
    expect(assets?.head).toContain('<link rel="stylesheet" href="/assets/entry-client-Ef567890.css">');
    expect(assets?.head).toContain('<link rel="stylesheet" href="/assets/vendor-Ij123456.css">');
    expect(assets?.head).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-Gh901234.js">');
  });

  it('is null without the entry', () => {
    expect(assetsFromManifest({})).toBeNull();
  });
});
