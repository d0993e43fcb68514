import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { ProductDetail } from '../../domain/catalogue/product';
import { productCardFromDetail } from '../../domain/catalogue/product-card';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { PriceTag } from '../product/price-tag';
import type { AddOutcome } from '../basket/basket-store';
import { AccountLoading, SignedInOnly } from '../accounts/signed-in-only';
import { WishHeart } from './wish-heart';
import { WishlistPageStore } from './wishlist-page-store';
import { squarePicture } from '../../domain/catalogue/picture-sources';
import { ProductPicture } from '../product/product-picture';

const PICTURE = 160;

const OUTCOME_KEYS: Record<Exclude<AddOutcome, 'added'>, string> = {
  'size-required': 'basket.add.chooseSize',
  'size-unavailable': 'basket.add.sizeUnavailable',
  failed: 'basket.error',
};

/** One favourite: picture, brand and name, price, a size, add to basket, remove. */
const WishedProduct = observer(function WishedProduct({ product }: { product: ProductDetail }) {
  const t = useT();
  const { basket, site } = useRootStore();
  const card = productCardFromDetail(product);
  const available = product.productSizes.filter((size) => size.quantity > 0);
  const [sizeId, setSizeId] = useState<number | null>(available.length === 1 ? available[0].productSizeId : null);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const add = async () => setOutcome(await basket.add(product, sizeId));
  return (
    <li className="wish-item" data-testid="wish-item" data-product-id={product.id}>
      <AppLink to={card.path} className="wish-item__media" tabIndex={-1} aria-hidden="true">
        {card.picture && <ProductPicture picture={squarePicture(card.picture, PICTURE, `${PICTURE}px`)} alt="" />}
      </AppLink>
      <div className="wish-item__info">
        <p className="product-card__brand">{card.brand}</p>
        <AppLink to={card.path} className="wish-item__name">
          {card.name}
        </AppLink>
        <PriceTag price={product.price} originalPrice={product.originPrice} localeIso={site.locale.iso} />
        {available.length === 0 ? (
          <p className="wish-item__sold-out">{t('basket.add.soldOut')}</p>
        ) : (
          <div className="wish-item__buy">
            {product.productSizes.length > 1 && (
              <label className="wish-item__size">
                <span className="visually-hidden">{t('product.sizes.choose')}</span>
                <select value={sizeId ?? ''} onChange={(event) => setSizeId(event.target.value ? Number(event.target.value) : null)} data-testid="wish-item-size">
                  <option value="">{t('product.sizes.choose')}</option>
                  {product.productSizes.map((size) => (
                    <option key={size.productSizeId} value={size.productSizeId} disabled={size.quantity <= 0}>
                      {size.size}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <button type="button" className="button button--primary" disabled={basket.adding} onClick={() => void add()} data-testid="wish-item-add">
              {basket.adding ? t('basket.add.adding') : t('basket.add.button')}
            </button>
          </div>
        )}
        <p className="wish-item__message" role="status" data-testid="wish-item-message">
          {outcome && outcome !== 'added' ? t(OUTCOME_KEYS[outcome]) : outcome === 'added' ? t('wishlist.added') : ''}
        </p>
      </div>
      <WishHeart productId={product.id} name={product.name} className="wish-item__remove" />
    </li>
  );
});

const WishlistBody = observer(function WishlistBody() {
  const t = useT();
  const root = useRootStore();
  const [store] = useState(() => new WishlistPageStore({ wishlist: root.wishlist, product: root.services.product }));
  useEffect(() => reaction(() => root.wishlist.productIds.join(','), () => void store.fetchMissing(), { fireImmediately: true }), [root, store]);
  if (!root.wishlist.loaded) return <AccountLoading />;
  const items = store.items;
  if (items.length === 0) {
    return (
      <div className="account-empty" data-testid="wishlist-empty">
        <p className="account-empty__title">{t('wishlist.empty.title')}</p>
        <p>{t('wishlist.empty.text')}</p>
        <AppLink to="/" className="button button--primary">
          {t('basket.empty.cta')}
        </AppLink>
      </div>
    );
  }
  return (
    <>
      <p className="wishlist__count">{t('wishlist.count', { count: items.length })}</p>
      <ul className="wish-list" data-testid="wishlist">
        {items.map((item) =>
          item.product ? (
            <WishedProduct key={item.productId} product={item.product} />
          ) : (
            <li key={item.productId} className="wish-item wish-item--pending" data-testid="wish-item" data-product-id={item.productId}>
              {item.product === undefined ? <span className="skeleton__block wish-item__placeholder" aria-busy="true" /> : <p>{t('wishlist.unavailable')}</p>}
              {item.product === null && <WishHeart productId={item.productId} name={t('wishlist.unavailable')} className="wish-item__remove" />}
            </li>
          ),
        )}
      </ul>
    </>
  );
});

/** SPEC §2 favourites (/wishlist): the signed-in customer's wished products, to remove or add to the basket. */
export function WishlistPage() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.wishlist')} className="wishlist-page">
      <SignedInOnly>
        <WishlistBody />
      </SignedInOnly>
    </PageFrame>
  );
}
