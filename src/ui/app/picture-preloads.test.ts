import { describe, expect, it } from 'vitest';
import { aProductDetail } from '../../adapters/in-memory/catalogue-fixtures';
import { anIndexedProduct } from '../../adapters/in-memory/search-fixtures';
import { STORES } from '../../domain/store/stores';
import { leadPictures, picturePreloadLinks } from './picture-preloads';
import type { RootStore } from './root-store';

const site = { loaded: true, store: STORES.laboutiqueofficielle, freeShippingAmount: 99 };
const root = (page: object, device: 0 | 1 = 0) => ({ page: { error: null, product: null, listing: null, ...page }, site, context: { locale: 'fr', device } }) as unknown as RootStore;
const hits = Array.from({ length: 6 }, (_, index) => anIndexedProduct({ productID: index + 1 }));

describe('picture preloads', () => {
  it('preloads a product page’s first picture in the gallery’s widths', () => {
    const product = aProductDetail({ id: 9 });
    const [first, ...others] = leadPictures(root({ product: { detail: { product }, associated: [] } }));
    expect(others).toEqual([]);
    expect(first).toMatchObject({ width: 600, height: 750, sizes: '(max-width: 767px) 100vw, 600px' });
    expect(first.srcSet).toContain(' 1100w');
    expect(first.src).toMatch(/^\/media\/p\/[0-9a-f]{64}\/720$/);
  });

  it('preloads a listing’s first row: 4 thumbnails on desktop pages, 2 on mobile ones', () => {
    const listing = { hits };
    expect(leadPictures(root({ listing }, 0))).toHaveLength(4);
    const mobile = leadPictures(root({ listing }, 1));
    expect(mobile).toHaveLength(2);
    expect(mobile[0].src).toMatch(/\/sq314$/);
    expect(leadPictures(root({ listing, error: { status: 404, message: '' } }))).toEqual([]);
  });

  it('writes preload links the browser matches with the <img> (srcset and sizes), escaped', () => {
    const links = picturePreloadLinks([
      { src: '/media/p/a/sq314', srcSet: '/media/p/a/sq202 202w, /media/p/a/sq314 314w', sizes: '(max-width: 767px) 50vw, 314px', width: 314, height: 314 },
      { src: 'https://cdn.example/a.jpg?x=1&y="2"', srcSet: undefined, sizes: undefined, width: 314, height: 314 },
    ]);
    expect(links.split('\n')).toEqual([
      '<link rel="preload" as="image" href="/media/p/a/sq314" imagesrcset="/media/p/a/sq202 202w, /media/p/a/sq314 314w" imagesizes="(max-width: 767px) 50vw, 314px" fetchpriority="high">',
      '<link rel="preload" as="image" href="https://cdn.example/a.jpg?x=1&amp;y=&quot;2&quot;" fetchpriority="high">',
    ]);
  });
});
