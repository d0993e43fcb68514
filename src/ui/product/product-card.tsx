import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import type { ProductCard as ProductCardModel } from '../../domain/catalogue/product-card';
import { PriceTag } from './price-tag';

/** SPEC §9: thumbnails are 314 px squares. */
const THUMBNAIL_SIZE = 314;

export function ProductCard({ product, localeIso, eager = false }: { product: ProductCardModel; localeIso: string; eager?: boolean }) {
  const t = useT();
  return (
    <article className="product-card" data-testid="product-card">
      <AppLink to={product.path} className="product-card__link">
        <div className="product-card__media">
          {product.picture && (
            <img
              className="product-card__image"
              src={product.picture}
              width={THUMBNAIL_SIZE}
              height={THUMBNAIL_SIZE}
              alt={`${product.brand} – ${product.name}`}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
          <span className="product-card__badges">
            {product.label && <span className={`product-card__label product-card__label--${product.label}`}>{t(`product.label.${product.label}`)}</span>}
            {product.discountPercent > 0 && (
              <span className="product-card__discount">{t('product.discount', { percent: product.discountPercent })}</span>
            )}
          </span>
        </div>
        <p className="product-card__brand">{product.brand}</p>
        <h3 className="product-card__name">{product.name}</h3>
      </AppLink>
      <PriceTag price={product.price} originalPrice={product.originalPrice} localeIso={localeIso} />
    </article>
  );
}
