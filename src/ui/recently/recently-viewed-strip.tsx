/**
 * "Recently viewed" (issue 38): the shopper's last products, under a product (itself left out) and
 * on the basket page (its styles: recently.css, in the client entry). Rendered only once the page has hydrated and the list is known: the
 * server's HTML never holds it, so every visitor shares one cached page.
 */
import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { useAllTexts } from '../i18n/later-texts';
import { ProductCard } from '../product/product-card';

export const RecentlyViewedStrip = observer(function RecentlyViewedStrip({ productId }: { productId?: number }) {
  const t = useT();
  const root = useRootStore();
  const titleId = useId();
  const { hydrated, recently } = root;

  useEffect(() => {
    if (!hydrated) return;
    if (productId === undefined) void recently.load();
    else void recently.viewed(productId);
  }, [hydrated, productId, recently]);

  // The strip shows in the browser alone: with the whole catalogue, not the texts the page's HTML carried.
  const texts = useAllTexts();
  const products = recently.shownWith(productId);
  if (!hydrated || !texts || products.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby={titleId} data-testid="recently-viewed">
      <h2 id={titleId} className="section-title">
        {t('recently.title')}
      </h2>
      <ul className="recently-viewed__list">
        {products.map((product) => (
          <li key={product.id} className="recently-viewed__item" data-testid="recently-viewed-item" data-product-id={product.id}>
            <ProductCard product={product} localeIso={root.site.locale.iso} />
          </li>
        ))}
      </ul>
    </section>
  );
});
