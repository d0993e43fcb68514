import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '../app/router';
import { useRootStore } from '../app/root-context';
import { loadOnce } from '../app/islands';
import { withAllTexts } from '../i18n/later-texts';
import { useT } from '../i18n/use-t';
import { SearchIcon } from '../icons/icons';
import type { SearchOption, SearchStore } from './search-store';

/** The suggestions' code and store (search-options.tsx): asked for when the visitor first focuses or types. */
const loadOptions = loadOnce(withAllTexts(() => import('./search-options')));
type OptionsModule = Awaited<ReturnType<typeof loadOptions>>;

/**
 * Header search with suggestions (SPEC §4 "Search", §5), an ARIA 1.2 combobox: focus opens the
 * panel (recent searches when empty), typing lists suggestions with their product counts and 15
 * products, arrow keys move, Enter selects or submits, Escape closes, scrolling down closes and
 * blurs. Without script the form still sends `?q=` and the server redirects to `/search/{terms}`.
 * The panel's code and store come with the first focus or keystroke: until then the field keeps
 * what is typed, and hands it over.
 */
export const HeaderSearch = observer(function HeaderSearch() {
  const t = useT();
  const navigate = useNavigate();
  const root = useRootStore();
  const { site, context } = root;
  const [loaded, setLoaded] = useState<{ module: OptionsModule; store: SearchStore } | null>(null);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const store = loaded?.store ?? null;
  const expanded = store !== null && store.open && (store.choices.length > 0 || store.answeredText !== '');

  /** The store, made once its code is here, with what was typed meanwhile (and open if the field has focus). */
  const making = useRef<Promise<SearchStore> | null>(null);
  const withStore = (): Promise<SearchStore> => {
    making.current ??= loadOptions().then(
      (module) => {
        const made = new module.SearchStore({ services: root.services.search, locale: context.locale });
        const typed = input.current?.value ?? '';
        if (typed !== '') made.type(typed);
        if (document.activeElement === input.current) void made.focus();
        setLoaded({ module, store: made });
        return made;
      },
      (error: unknown) => {
        making.current = null;
        throw error;
      },
    );
    return making.current;
  };
  const start = () => void withStore().catch((error: unknown) => console.error('[boutique] Unable to load the search suggestions:', error));

  useEffect(() => {
    if (!store?.open) return;
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
  }, [store, store?.open]);

  const activeId = store?.activeOption ? `${id}-${store.activeOption.id}` : undefined;
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
    go(await (await withStore()).submit());
  };

  const choose = async (option: SearchOption) => go(await (await withStore()).choose(option));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!store) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      store.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      if (store.open) event.preventDefault();
      store.close();
    }
  };

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
          value={store ? store.text : draft}
          onChange={(event) => {
            if (store) store.type(event.target.value);
            else {
              setDraft(event.target.value);
              start();
            }
          }}
          onFocus={() => (store ? void store.focus() : start())}
          onPointerEnter={store ? undefined : start}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        <button type="submit" className="search-form__button" aria-label={t('header.search.submit')}>
          <SearchIcon size={20} />
        </button>
      </form>
      <div className={`search-panel${expanded ? ' search-panel--open' : ''}`} hidden={!expanded} data-testid="search-panel">
        <ul id={listId} role="listbox" aria-label={t('search.panel')} className="search-panel__list">
          {loaded && <loaded.module.SearchOptions store={loaded.store} id={id} locale={context.locale} iso={site.locale.iso} onChoose={(option) => void choose(option)} />}
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
