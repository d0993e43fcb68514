import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aProductDetail } from '../../adapters/in-memory/catalogue-fixtures';
import { anIndexedProduct } from '../../adapters/in-memory/search-fixtures';
import type { TranslationCatalogue } from '../../domain/catalogue/site';
import { productThumbnail } from '../../domain/catalogue/thumbnail';
import { STORES } from '../../domain/store/stores';
import { AppProviders } from '../app/root-context';
import type { AppServices } from '../app/app-services';
import { RootStore } from '../app/root-store';
import { createI18n } from '../i18n/create-i18n';
import { ProductThumbnail } from '../listing/product-thumbnail';
import { PictureGallery } from './picture-gallery';
import { ProductStore } from './product-store';

const english = JSON.parse(readFileSync(new URL('../../../server/content/content-translations/en.json', import.meta.url), 'utf8')) as TranslationCatalogue;
const MARK = `/media/originals/${'cd'.repeat(32)}.png`;

const render = (element: React.ReactElement) => {
  const root = new RootStore({ storeId: 'laboutiqueofficielle', locale: 'en', device: 0 }, {} as AppServices, { year: 2026, now: 0, origin: 'http://shop.test' });
  return renderToString(
    <AppProviders root={root} i18n={createI18n('en', english)}>
      {element}
    </AppProviders>,
  );
};

const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);

describe('picture views', () => {
  it('the gallery shows every picture in the SPEC widths, 600 × 750, the first eager and high priority, the others lazy', () => {
    const product = aProductDetail({ id: 5 });
    const html = render(<PictureGallery store={new ProductStore(product)} alt="Nordic Thread Logo tee" />);
    const slides = images(html).filter((tag) => tag.includes('gallery__image'));
    expect(slides).toHaveLength(product.pictures.length);
    for (const [index, tag] of slides.entries()) {
      expect(tag).toMatch(/srcSet="\/media\/p\/[0-9a-f]{64}\/120 120w, .*\/1100 1100w"/);
      expect(tag).toContain('sizes="(max-width: 767px) 100vw, 600px"');
      expect(tag).toContain('width="600" height="750"');
      expect(tag).toContain(index === 0 ? 'loading="eager" fetchPriority="high"' : 'loading="lazy"');
    }
    expect(html).toContain('aria-label="Zoom in on picture 1 of 2"');
    expect(html).toMatch(/1(<!-- -->)? \/ (<!-- -->)?2/);
    // The head preloads the first picture (app/picture-preloads.ts): React writes no second preload into the body.
    expect(html).not.toContain('<link');
  });

  it('a thumbnail lays no watermark over a picture the server draws it into, and one over a picture elsewhere', () => {
    const options = { freeShippingAmount: 99 };
    const drawn = productThumbnail({ ...anIndexedProduct({ productID: 3 }), watermarkUrl: MARK }, STORES.laboutiqueofficielle, 'en', options);
    const elsewhere = productThumbnail({ ...anIndexedProduct({ productID: 4 }), watermarkUrl: MARK, pictures: [{ path: 'https://img.example/a.jpg', default: true }] }, STORES.laboutiqueofficielle, 'en', options);
    const drawnHtml = render(<ProductThumbnail product={drawn} localeIso="en-GB" eager />);
    expect(images(drawnHtml)).toHaveLength(1);
    expect(images(drawnHtml)[0]).toMatch(/src="\/media\/p\/[0-9a-f]{64}\/[0-9a-f]{64}-d\/sq314"/);
    expect(images(drawnHtml)[0]).toContain('fetchPriority="high"');
    const overlaid = images(render(<ProductThumbnail product={elsewhere} localeIso="en-GB" />));
    expect(overlaid.map((tag) => /product-thumbnail__watermark/.test(tag))).toEqual([false, true]);
    expect(overlaid[0]).not.toContain('srcSet');
  });
});
