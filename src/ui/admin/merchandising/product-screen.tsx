import './merchandising.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type DragEvent } from 'react';
import {
  ADD_PRODUCT_PICTURE, CHANGE_PRODUCT_STOCK, EDIT_MERCHANDISE_PRODUCT, ORDER_PRODUCT_PICTURES, REMOVE_PRODUCT_PICTURE, SET_PRODUCT_PRICE, SET_PRODUCT_STATUS, SHOW_MERCHANDISE_PRODUCT,
} from '../../../adapters/container/merchandise-tokens';
import { PRICE_COUNTRIES } from '../../../domain/catalogue/catalogue-bundle';
import { MARKET_LABEL_CLASSES, PRODUCT_LABELS } from '../../../domain/catalogue/merchandise-product';
import type { ProductLabel } from '../../../domain/catalogue/product';
import { LOCALE_CODES } from '../../../domain/store/locales';
import { Badge, Button, Field, Section, ScrollRegion } from '../kit';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { ProductEditorStore } from './product-editor-store';

/** Files dropped or chosen, read as the shop takes them. */
async function uploads(files: FileList | File[]) {
  return Promise.all([...files].map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}

/** One product: names and descriptions in six languages side by side, labels, prices, stock, pictures, status (issue 39). */
function ProductScreen({ params }: AdminScreenProps) {
  const { get, t } = useAdmin();
  const store = useMemo(() => new ProductEditorStore({
    show: get(SHOW_MERCHANDISE_PRODUCT), edit: get(EDIT_MERCHANDISE_PRODUCT), setPrice: get(SET_PRODUCT_PRICE), changeStock: get(CHANGE_PRODUCT_STOCK),
    setStatus: get(SET_PRODUCT_STATUS), addPicture: get(ADD_PRODUCT_PICTURE), removePicture: get(REMOVE_PRODUCT_PICTURE), orderPictures: get(ORDER_PRODUCT_PICTURES),
  }, params.key), [get, params.key]);
  useEffect(() => void store.load(), [store]);

  if (store.state === 'loading') return <><h1>{t('merchandising.product.title')}</h1><p role="status">{t('kit.loading')}</p></>;
  if (store.state !== 'ready' || !store.product) {
    return <><h1>{t('merchandising.product.title')}</h1><p role="alert">{t(store.state === 'missing' ? 'merchandising.product.missing' : 'kit.error')}</p></>;
  }
  const product = store.product;
  const name = product.texts.fr?.name ?? product.key;
  return (
    <div className="admin-merch-product">
      <h1>{name}</h1>
      <p>
        {t('merchandising.product.summary', { key: product.key, id: product.id, brand: product.brand, version: product.version })}{' '}
        <Badge tone={product.status === 'published' ? 'success' : 'neutral'}>{t(`merchandising.status.${product.status}`)}</Badge>
      </p>
      {store.conflict ? (
        <div role="alert" className="admin-merch-conflict" data-testid="merch-conflict">
          <p>{t('merchandising.product.conflict')}</p>
          <Button onClick={() => void store.load()}>{t('merchandising.product.reload')}</Button>
        </div>
      ) : null}
      {store.error ? <p role="alert" className="admin-field__error" data-testid="merch-error">{store.error}</p> : null}
      <p role="status" className="admin-merch-saved" data-testid="merch-saved">{store.saved ? t(`merchandising.product.saved.${store.saved}`, { version: product.version }) : ''}</p>
      <div className="admin-merch-actions">
        {product.status === 'published'
          ? <Button variant="danger" busy={store.busy} onClick={() => void store.setStatus('archived')}>{t('merchandising.product.archive')}</Button>
          : <Button busy={store.busy} onClick={() => void store.setStatus('published')}>{t('merchandising.product.publish')}</Button>}
      </div>
      <TextsSection store={store} />
      <PricesSection store={store} />
      <StockSection store={store} />
      <PicturesSection store={store} />
    </div>
  );
}

const TextsSection = observer(function TextsSection({ store }: { store: ProductEditorStore }) {
  const { t } = useAdmin();
  return (
    <Section title={t('merchandising.product.texts')}>
      <form onSubmit={(event) => { event.preventDefault(); void store.saveTexts(); }}>
        <div className="admin-merch-languages">
          {LOCALE_CODES.map((locale) => (
            <fieldset key={locale} className="admin-merch-language">
              <legend>{t(`merchandising.language.${locale}`)}</legend>
              <Field label={t('merchandising.product.name', { language: locale })} value={store.texts[locale].name} onChange={(event) => store.setText(locale, 'name', event.target.value)} lang={locale} />
              <Field as="textarea" rows={6} label={t('merchandising.product.description', { language: locale })} value={store.texts[locale].description} onChange={(event) => store.setText(locale, 'description', event.target.value)} lang={locale} />
            </fieldset>
          ))}
        </div>
        <Field
          as="select" label={t('merchandising.product.label')} value={store.label ?? ''}
          options={[{ value: '', label: t('merchandising.label.none') }, ...PRODUCT_LABELS.map((label) => ({ value: label, label: t(`merchandising.label.${label}`) }))]}
          onChange={(event) => store.setLabel((event.target.value || null) as ProductLabel | null)}
        />
        <fieldset>
          <legend>{t('merchandising.product.marketLabels')}</legend>
          {MARKET_LABEL_CLASSES.map((label) => (
            <label key={label} className="admin-merch-check">
              <input type="checkbox" checked={store.marketLabels.includes(label)} onChange={() => store.toggleMarketLabel(label)} /> {t(`merchandising.market.${label}`)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" busy={store.busy} disabled={!store.textsChanged}>{t('merchandising.product.saveTexts')}</Button>
      </form>
    </Section>
  );
});

const PricesSection = observer(function PricesSection({ store }: { store: ProductEditorStore }) {
  const { t } = useAdmin();
  return (
    <Section title={t('merchandising.product.prices')}>
      <ScrollRegion label={t('merchandising.product.pricesCaption')}><table className="admin-table">
        <caption>{t('merchandising.product.pricesCaption')}</caption>
        <thead><tr><th scope="col">{t('merchandising.product.country')}</th><th scope="col">{t('merchandising.product.price')}</th><th scope="col">{t('merchandising.product.original')}</th><th scope="col"><span className="admin-visually-hidden">{t('merchandising.product.actions')}</span></th></tr></thead>
        <tbody>
          {PRICE_COUNTRIES.map((country) => <PriceRow key={`${country}-${store.version}`} store={store} country={country} />)}
        </tbody>
      </table></ScrollRegion>
    </Section>
  );
});

function PriceRow({ store, country }: { store: ProductEditorStore; country: string }) {
  const { t } = useAdmin();
  const current = store.product?.prices.find((price) => price.country === country);
  const [price, setPrice] = useState(current ? current.price.toFixed(2) : '');
  const [original, setOriginal] = useState(current?.originalPrice ? current.originalPrice.toFixed(2) : '');
  const countryName = t(`merchandising.country.${country}`);
  return (
    <tr>
      <th scope="row">{countryName}</th>
      <td><input className="admin-field__control" inputMode="decimal" aria-label={t('merchandising.product.priceIn', { country: countryName })} value={price} onChange={(event) => setPrice(event.target.value)} /></td>
      <td><input className="admin-field__control" inputMode="decimal" aria-label={t('merchandising.product.originalIn', { country: countryName })} value={original} onChange={(event) => setOriginal(event.target.value)} /></td>
      <td><Button variant="secondary" busy={store.busy} onClick={() => void store.setPrice(country, price.replace(',', '.'), original.replace(',', '.'))}>{t('merchandising.product.savePriceIn', { country: countryName })}</Button></td>
    </tr>
  );
}

const StockSection = observer(function StockSection({ store }: { store: ProductEditorStore }) {
  const { t } = useAdmin();
  return (
    <Section title={t('merchandising.product.stock')}>
      <ScrollRegion label={t('merchandising.product.stockCaption')}><table className="admin-table">
        <caption>{t('merchandising.product.stockCaption')}</caption>
        <thead><tr><th scope="col">{t('merchandising.product.size')}</th><th scope="col">SKU</th><th scope="col">{t('merchandising.product.units')}</th><th scope="col"><span className="admin-visually-hidden">{t('merchandising.product.actions')}</span></th></tr></thead>
        <tbody>
          {store.product?.sizes.map((size) => <StockRow key={`${size.sku}-${size.stock}`} store={store} sku={size.sku} label={size.size} stock={size.stock} />)}
        </tbody>
      </table></ScrollRegion>
    </Section>
  );
});

function StockRow({ store, sku, label, stock }: { store: ProductEditorStore; sku: string; label: string; stock: number }) {
  const { t } = useAdmin();
  const [value, setValue] = useState(String(stock));
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{sku}</td>
      <td><input className="admin-field__control" inputMode="numeric" aria-label={t('merchandising.product.stockOf', { size: label })} value={value} onChange={(event) => setValue(event.target.value)} /></td>
      <td><Button variant="secondary" busy={store.busy} onClick={() => void store.setStock(sku, value.trim())}>{t('merchandising.product.saveStockOf', { size: label })}</Button></td>
    </tr>
  );
}

const PicturesSection = observer(function PicturesSection({ store }: { store: ProductEditorStore }) {
  const { t } = useAdmin();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const pictures = store.product?.pictures ?? [];
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (event.dataTransfer.files.length > 0) return;
    if (dragged !== null) void store.movePicture(dragged, index);
    setDragged(null);
  };
  const dropFiles = async (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) await store.addPictures(await uploads(event.dataTransfer.files));
  };
  return (
    <Section title={t('merchandising.product.pictures')}>
      <p className="admin-field__hint">{t('merchandising.product.picturesHint')}</p>
      <ol className="admin-merch-pictures" data-testid="merch-pictures">
        {pictures.map((picture, index) => (
          <li
            key={picture}
            className="admin-merch-picture"
            draggable
            onDragStart={(event) => { setDragged(index); event.dataTransfer.effectAllowed = 'move'; event.dataTransfer.setData('text/plain', String(index)); }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={dropOn(index)}
            data-picture={picture}
          >
            <img src={picture} alt={t('merchandising.product.pictureAlt', { position: index + 1 })} width={96} height={120} loading="lazy" />
            <span>{index === 0 ? t('merchandising.product.mainPicture') : t('merchandising.product.pictureNumber', { position: index + 1 })}</span>
            <span className="admin-merch-picture__buttons">
              <Button variant="secondary" disabled={index === 0 || store.busy} onClick={() => void store.movePicture(index, index - 1)} aria-label={t('merchandising.product.moveUp', { position: index + 1 })}>↑</Button>
              <Button variant="secondary" disabled={index === pictures.length - 1 || store.busy} onClick={() => void store.movePicture(index, index + 1)} aria-label={t('merchandising.product.moveDown', { position: index + 1 })}>↓</Button>
              <Button variant="danger" disabled={store.busy} onClick={() => void store.removePicture(index)} aria-label={t('merchandising.product.remove', { position: index + 1 })}>✕</Button>
            </span>
          </li>
        ))}
      </ol>
      <div
        className={`admin-merch-drop${over ? ' admin-merch-drop--over' : ''}`}
        onDragOver={(event) => { event.preventDefault(); setOver(true); }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => void dropFiles(event)}
        data-testid="merch-drop"
      >
        <label htmlFor="merch-picture-files">{t('merchandising.product.drop')}</label>
        <input id="merch-picture-files" type="file" accept="image/jpeg,image/png,image/webp,image/avif" multiple onChange={async (event) => {
          const files = event.target.files;
          if (files && files.length > 0) await store.addPictures(await uploads(files));
          event.target.value = '';
        }} />
      </div>
    </Section>
  );
});

export default observer(ProductScreen);
