import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/use-t';
import { SearchIcon } from '../icons/icons';
import { searchPath } from '../app/hrefs';
import { useRootStore } from '../app/root-context';

/** Header search box; suggestions come with the browse issue. Empty submit only focuses (SPEC §5). */
export function SearchForm() {
  const t = useT();
  const navigate = useNavigate();
  const { site } = useRootStore();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const terms = input.current?.value.trim() ?? '';
    if (!terms) {
      input.current?.focus();
      return;
    }
    navigate(searchPath(terms));
  }

  return (
    <form role="search" className="search-form" action={`${site.locale.prefix}/search`} method="get" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.search.label')}
      </label>
      <input
        ref={input}
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('header.search.placeholder')}
      />
      <button type="submit" className="search-form__button" aria-label={t('header.search.submit')}>
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
