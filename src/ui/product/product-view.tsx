import { useState } from 'react';
import { artistPath } from '../../domain/routing/listing-slugs';
import { observer } from 'mobx-react-lite';
import { productThumbnail } from '../../domain/catalogue/thumbnail';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { AddToBasket } from '../basket/add-to-basket';
import { ProductThumbnail } from '../listing/product-thumbnail';
import { Breadcrumb } from '../pages/page-frame';
import { PictureGallery } from './picture-gallery';
import { PriceTag } from './price-tag';
import type { ProductPageData } from './product-data';
import { productJsonLd } from './product-json-ld';
import { JsonLd, useUrlBase } from '../page/json-ld';
import { breadcrumbListJsonLd } from '../page/structured-data';
import { ProductStore } from './product-store';
import { SizePicker } from './size-picker';
import { ProductFit } from './size-guide';
import { ColourSwatches } from './colour-swatches';
import { StockAlertForm } from './stock-alert-form';
import { ProductRatings, Stars } from './product-ratings';
import { RatingStore } from './rating-store';
import { WishHeart } from '../wishlist/wish-heart';
import { RecentlyViewedStrip } from '../recently/recently-viewed-strip';
import { formatAverage } from '../../domain/ratings/rating-format';

/** SPEC §2 product page: everything the product detail holds, the size choice, the stock alert, associated products. */
export const ProductView = observer(function ProductView({ data }: { data: ProductPageData }) {
  const t = useT();
  const root = useRootStore();
  const { site, page, context, origin } = root;
  const { product, scores, informations, metadata } = data.detail;
  const [store] = useState(() => new ProductStore(product));
  const [ratings] = useState(() => new RatingStore(product.id, scores, { services: root.services.ratings, isSignedIn: () => root.auth.loggedIn, openConnect: () => root.modals.open('connect') }));
  const selected = store.selectedSize;
  const associated = data.associated.map((hit) => productThumbnail(hit, site.store, context.locale, { freeShippingAmount: site.freeShippingAmount, variant: 'small', mobile: context.device === 1 }));
  // The render's clock, kept: the hydrated page writes the structured data the server wrote.
  const [renderedAt] = useState(() => root.now);
  const urlBase = useUrlBase();
  const offer = { countryCode: site.store.countryCode, freeShippingAmount: site.freeShippingAmount, now: renderedAt };
  const jsonLd = [productJsonLd(data.detail, origin, metadata.canonical || null, offer), breadcrumbListJsonLd(page.pageInfo?.breadcrumb, urlBase)];
  return (
    <div className="product" data-testid="product">
      {page.pageInfo && page.pageInfo.breadcrumb.length > 1 && <Breadcrumb items={page.pageInfo.breadcrumb} />}
      <div className="product__main">
        <PictureGallery store={store} alt={`${product.brand.name} ${product.name}`} />
        <div className="product__info">
          <p className="product__brand">
            <AppLink to={`/${product.brand.slug}`}>{product.brand.name}</AppLink>
            {product.range && <span className="product__range"> · {product.range}</span>}
          </p>
          <h1 className="product__name">{product.name}</h1>
          {product.artists.length > 0 && (
            <p className="product__artists">
              {t('product.artists')}{' '}
              {product.artists.map((artist, index) => (
                <span key={artist.id}>
                  {index > 0 && ', '}
                  <AppLink to={artistPath(artist.slug, artist.id)}>{artist.name}</AppLink>
                </span>
              ))}
            </p>
          )}
          {ratings.scores.count > 0 && (
            <p className="product__scores" data-testid="scores">
              <a href="#ratings-title" className="product__scores-link">
                <Stars value={ratings.scores.average} />{' '}
                {t('product.scores', { average: formatAverage(ratings.scores.average, site.locale.iso), count: ratings.scores.count })}
              </a>
            </p>
          )}
          <div className="product__price">
            <PriceTag price={product.price} originalPrice={product.originPrice} localeIso={site.locale.iso} />
            {product.discountPercent > 0 && <span className="product-card__discount">{t('product.discount', { percent: product.discountPercent })}</span>}
            {product.label && <span className={`product-card__label product-card__label--${product.label}`}>{t(`product.label.${product.label}`)}</span>}
          </div>
          {product.price >= site.freeShippingAmount && <p className="product-thumbnail__shipping">{t('product.freeShipping')}</p>}
          {product.color && (
            <p className="product__color">
              {t('product.color')} {product.color}
            </p>
          )}
          {product.family && <ColourSwatches family={product.family} />}
          {product.marketLabels.length > 0 && (
            <ul className="product-thumbnail__market-labels">
              {product.marketLabels.map((label) => (
                <li key={label.type} className={`market-label market-label--${label.type}`}>
                  {label.name}
                </li>
              ))}
            </ul>
          )}
          <SizePicker store={store} />
          <ProductFit detail={data.detail} />
          {selected && store.showsStockAlert && <StockAlertForm key={selected.productSizeId} productId={product.id} productSizeId={selected.productSizeId} sizeLabel={selected.size} />}
          <div className="product__basket" data-slot="add-to-basket">
            <AddToBasket product={product} selectedSizeId={store.selectedSizeId} />
            <WishHeart productId={product.id} name={product.name} className="product__wish" size={24} />
          </div>
          {product.description && <p className="product__description">{product.description}</p>}
          {informations.length > 0 && (
            <dl className="product__informations">
              {informations.map((info) => (
                <div key={info.label}>
                  <dt>{info.label}</dt>
                  <dd>{info.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
      <ProductRatings ratings={ratings} />
      {associated.length > 0 && (
        <section className="product__associated" aria-labelledby="associated-title">
          <h2 id="associated-title" className="section-title">
            {t('product.associated')}
          </h2>
          <div className="product-grid listing__grid">
            {associated.map((thumbnail) => (
              <ProductThumbnail key={thumbnail.id} product={thumbnail} localeIso={site.locale.iso} />
            ))}
          </div>
        </section>
      )}
      <RecentlyViewedStrip productId={product.id} />
      <JsonLd nodes={jsonLd} />
    </div>
  );
});
