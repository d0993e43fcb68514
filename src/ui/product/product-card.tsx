/**
 * A product card (home highlights, content pages, the error page): its picture in the thumbnail's
 * square derivatives, labels, brand, name and price.
 */
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { brandedName, type ProductCard as ProductCardModel } from '../../domain/catalogue/product-card';
import { squarePicture } from '../../domain/catalogue/picture-sources';
import { THUMBNAIL_PICTURE_SIZES } from '../../domain/routing/picture-derivatives';
import { PriceTag } from './price-tag';
import { ProductPicture } from './product-picture';

/** SPEC §9: thumbnails are 314 px squares, two to a row on phones (home.css `.product-grid`). */
const THUMBNAIL_SIZES = `(max-width: 639px) 50vw, ${THUMBNAIL_PICTURE_SIZES.square}px`;

export function ProductCard({ product, localeIso, eager = false }: { product: ProductCardModel; localeIso: string; eager?: boolean }) {
  const t = useT();
  return (
    <article className="product-card" data-testid="product-card">
      <AppLink to={product.path} className="product-card__link">
        <div className="product-card__media">
          {product.picture && (
            <ProductPicture
              className="product-card__image"
              picture={squarePicture(product.picture, THUMBNAIL_PICTURE_SIZES.square, THUMBNAIL_SIZES)}
              alt={brandedName(product)}
              first={eager}
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
