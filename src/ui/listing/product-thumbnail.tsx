import type { ProductThumbnail as Thumbnail } from '../../domain/catalogue/thumbnail';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PriceTag } from '../product/price-tag';
import { ProductPicture } from '../product/product-picture';
import { WishHeart } from '../wishlist/wish-heart';
import type { ListingColours } from '../../domain/catalogue/colour-family';
import { ListingSwatches } from '../product/colour-swatches';

/**
 * SPEC §9 product thumbnail: picture (its square derivatives; `eager` for the listing's first row),
 * the watermark when the server does not draw it into the picture, labels, discount,
 * brand and name, prices, free shipping, the size mention, and the favourites heart (filled in
 * the browser for the signed-in customer's favourites).
 */
export function ProductThumbnail({ product, localeIso, eager = false, colours }: { product: Thumbnail; localeIso: string; eager?: boolean; colours?: ListingColours }) {
  const t = useT();
  return (
    <article className="product-card product-thumbnail" data-testid="product-thumbnail">
      <AppLink to={product.path} className="product-card__link">
        <div className="product-card__media">
          {product.image && <ProductPicture className="product-card__image" picture={product.image} alt={product.image.alt} first={eager} />}
          {product.watermark && (
            <img
              className="product-thumbnail__watermark"
              src={product.watermark.url}
              width={product.watermark.size}
              height={product.watermark.size}
              style={{ top: product.watermark.margin, right: product.watermark.margin, opacity: product.watermark.opacity / 100 }}
              alt=""
              loading="lazy"
            />
          )}
          <span className="product-card__badges">
            {product.label && <span className={`product-card__label product-card__label--${product.label}`}>{t(`product.label.${product.label}`)}</span>}
            {product.showsDiscount && <span className="product-card__discount">{t('product.discount', { percent: product.discountPercent })}</span>}
          </span>
        </div>
        <p className="product-card__brand">{product.brand}</p>
        <h2 className="product-card__name">{product.name}</h2>
      </AppLink>
      {colours && <ListingSwatches colours={colours} />}
      <WishHeart productId={product.id} name={product.name} className="product-thumbnail__heart" />
      <PriceTag price={product.price} originalPrice={product.originalPrice} localeIso={localeIso} />
      {product.marketLabels.length > 0 && (
        <ul className="product-thumbnail__market-labels">
          {product.marketLabels.map((label) => (
            <li key={label.type} className={`market-label market-label--${label.type}`}>
              {label.name}
            </li>
          ))}
        </ul>
      )}
      {product.freeShipping && <p className="product-thumbnail__shipping">{t('product.freeShipping')}</p>}
      <p className="product-thumbnail__sizes">
        {product.sizes.kind === 'unique'
          ? t('product.sizes.unique')
          : product.sizes.kind === 'several'
            ? t('product.sizes.several')
            : product.sizes.sizes.join(' · ')}
      </p>
    </article>
  );
}
