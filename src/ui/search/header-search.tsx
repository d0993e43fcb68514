import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '../app/router';
import { squarePicture } from '../../domain/catalogue/picture-sources';
import { ProductPicture } from '../product/product-picture';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { SearchIcon } from '../icons/icons';
import { formatPrice } from '../product/format-price';
import { Highlighted } from './highlighted-text';
import { highlightWords } from './recent-searches';
import { SearchStore, type SearchOption } from './search-store';

/**
 * Header search with suggestions (SPEC §4 "Search", §5), an ARIA 1.2 combobox: focus opens the
 * panel (recent searches when empty), typing lists suggestions with their product counts and 15
 * products, arrow keys move, Enter selects or submits, Escape closes, scrolling down closes and
 * blurs. Without script the form still sends `?q=` and the server redirects to `/search/{terms}`.
 */
export const HeaderSearch = observer(function HeaderSearch() {
  const t = useT();
  const navigate = useNavigate();
  const root = useRootStore();
  const { site, context } = root;
  const [store] = useState(() => new SearchStore({ services: root.services.search, locale: context.locale }));
  const input = useRef<HTMLInputElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const choices = store.choices;
  const expanded = store.open && (choices.length > 0 || store.answeredText !== '');

  useEffect(() => {
    if (!store.open) return;
    let last = window.scrollY;
    const onScroll = () => {
      if (window.scrollY > last + 10) {
        store.close();
        input.current?.blur();
      }
      last = Math.min(last, window.scrollY);
    };
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) store.close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [store, store.open]);

  const activeId = store.activeOption ? `${id}-${store.activeOption.id}` : undefined;
  useEffect(() => {
    if (activeId) scrollListTo(document.getElementById(activeId));
  }, [activeId]);

  const go = (path: string | null) => {
    if (path === null) {
      input.current?.focus();
      return;
    }
    input.current?.blur();
    navigate(path);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(await store.submit());
  };

  const choose = async (option: SearchOption) => go(await store.choose(option));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      store.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      if (store.open) event.preventDefault();
      store.close();
    }
  };

  const optionProps = (option: SearchOption, index: number) => ({
    id: `${id}-${option.id}`,
    role: 'option' as const,
    'aria-selected': index === store.activeIndex,
    className: `search-panel__option${index === store.activeIndex ? ' search-panel__option--active' : ''}`,
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => void choose(option),
  });

  const recents = choices.filter((option) => option.kind === 'recent');
  const suggestions = choices.filter((option) => option.kind === 'suggestion');
  const products = choices.filter((option) => option.kind === 'product');
  const indexOf = (option: SearchOption) => choices.indexOf(option);

  return (
    <div className="header-search" ref={wrapper}>
      <form role="search" className="search-form" action={`${site.locale.prefix}/search`} method="get" onSubmit={(event) => void submit(event)}>
        <label htmlFor={id} className="visually-hidden">
          {t('header.search.label')}
        </label>
        <input
          ref={input}
          id={id}
          className="search-form__input"
          type="text"
          name="q"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('header.search.placeholder')}
          value={store.text}
          onChange={(event) => store.type(event.target.value)}
          onFocus={() => void store.focus()}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        <button type="submit" className="search-form__button" aria-label={t('header.search.submit')}>
          <SearchIcon size={20} />
        </button>
      </form>
      <div className={`search-panel${expanded ? ' search-panel--open' : ''}`} hidden={!expanded} data-testid="search-panel">
        <ul id={listId} role="listbox" aria-label={t('search.panel')} className="search-panel__list">
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
                <Highlighted parts={option.suggestion.highlighted.length > 0 ? option.suggestion.highlighted : highlightWords(option.suggestion.text[context.locale], store.answeredText)} />
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
              <span className="search-panel__price">{formatPrice(option.product.price, site.locale.iso)}</span>
            </li>
          ))}
          {store.answeredText !== '' && choices.length === 0 && (
            <li role="presentation" className="search-panel__empty">
              {t('search.noResults', { terms: store.answeredText })}
            </li>
          )}
        </ul>
      </div>
    </div>
  );
});

/**
 * The list scrolls (the combobox's own popup, so the keyboard reaches all of it through the
 * arrow keys): the option they reach is brought into its view. The list alone scrolls
 * (scrollIntoView could scroll the window too, and scrolling down closes the panel).
 */
function scrollListTo(option: HTMLElement | null): void {
  const list = option?.parentElement;
  if (!option || !list) return;
  const shown = list.getBoundingClientRect();
  const wanted = option.getBoundingClientRect();
  if (wanted.top < shown.top) list.scrollTop -= shown.top - wanted.top;
  else if (wanted.bottom > shown.bottom) list.scrollTop += wanted.bottom - shown.bottom;
}
