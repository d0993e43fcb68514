import { observer } from 'mobx-react-lite';
import { squarePicture } from '../../domain/catalogue/picture-sources';
import type { LocaleCode } from '../../domain/store/locales';
import { ProductPicture } from '../product/product-picture';
import { useT } from '../i18n/use-t';
import { formatPrice } from '../product/format-price';
import { Highlighted } from './highlighted-text';
import { highlightWords } from './recent-searches';
import type { SearchOption, SearchStore } from './search-store';

export { SearchStore } from './search-store';

interface SearchOptionsProps {
  store: SearchStore;
  /** The combobox's id: each option's id is made from it (aria-activedescendant). */
  id: string;
  locale: LocaleCode;
  iso: string;
  onChoose(option: SearchOption): void;
}

/**
 * The options of the header search's list (header-search.tsx): recent searches, suggestions with
 * their product counts, products. Code of its own, with the store: only a visitor who focuses
 * the search needs it.
 */
export const SearchOptions = observer(function SearchOptions({ store, id, locale, iso, onChoose }: SearchOptionsProps) {
  const t = useT();
  const choices = store.choices;
  const optionProps = (option: SearchOption, index: number) => ({
    id: `${id}-${option.id}`,
    role: 'option' as const,
    'aria-selected': index === store.activeIndex,
    className: `search-panel__option${index === store.activeIndex ? ' search-panel__option--active' : ''}`,
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => onChoose(option),
  });

  const recents = choices.filter((option) => option.kind === 'recent');
  const suggestions = choices.filter((option) => option.kind === 'suggestion');
  const products = choices.filter((option) => option.kind === 'product');
  const indexOf = (option: SearchOption) => choices.indexOf(option);

  return (
    <>
      {recents.length > 0 && (
        <li role="presentation" className="search-panel__heading">
          {t('search.recent')}
        </li>
      )}
      {recents.map((option) => option.kind === 'recent' && (
        <li key={option.id} {...optionProps(option, indexOf(option))}>
          {option.text}
        </li>
      ))}
      {suggestions.length > 0 && (
        <li role="presentation" className="search-panel__heading">
          {t('search.suggestions')}
        </li>
      )}
      {suggestions.map((option) => option.kind === 'suggestion' && (
        <li key={option.id} {...optionProps(option, indexOf(option))} data-testid="search-suggestion">
          <span className="search-panel__text">
            <Highlighted parts={option.suggestion.highlighted.length > 0 ? option.suggestion.highlighted : highlightWords(option.suggestion.text[locale], store.answeredText)} />
            {option.suggestion.productsNumber !== null && <span className="search-panel__count"> ({option.suggestion.productsNumber})</span>}
          </span>
        </li>
      ))}
      {products.length > 0 && (
        <li role="presentation" className="search-panel__heading">
          {t('search.products', { count: store.nbProducts })}
        </li>
      )}
      {products.map((option) => option.kind === 'product' && (
        <li key={option.id} {...optionProps(option, indexOf(option))} data-testid="search-product">
          {option.product.picture && <ProductPicture picture={squarePicture(option.product.picture, 48, '48px')} alt="" />}
          <span className="search-panel__product">
            <span className="search-panel__brand">{option.product.brand}</span>
            <span className="search-panel__name">
              <Highlighted parts={highlightWords(option.product.name, store.answeredText)} />
            </span>
          </span>
          <span className="search-panel__price">{formatPrice(option.product.price, iso)}</span>
        </li>
      ))}
      {store.answeredText !== '' && choices.length === 0 && (
        <li role="presentation" className="search-panel__empty">
          {t('search.noResults', { terms: store.answeredText })}
        </li>
      )}
    </>
  );
});
