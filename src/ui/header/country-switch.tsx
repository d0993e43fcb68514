import { useT } from '../i18n/use-t';
import { observer } from 'mobx-react-lite';
import { listStores } from '../../domain/store/store-directory';
import { LOCALES, type LocaleCode } from '../../domain/store/locales';
import { localizedPath } from '../../domain/store/locale-path';
import { LOCALE_QUERY } from '../../domain/routing/locale-choice';
import { ChevronIcon } from '../icons/icons';
import { useRootStore } from '../app/root-context';
import type { RootStore } from '../app/root-store';

/** Language names as their speakers write them. */
const LANGUAGE_NAMES: Record<LocaleCode, string> = {
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  de: 'Deutsch',
  en: 'English',
};

/**
 * The same page in the other stores. Another store means other prices, texts and cookies, so the
 * links load a new document rather than navigating inside this one.
 */
export const CountrySwitch = observer(function CountrySwitch() {
  const t = useT();
  const { site, header } = useRootStore();
  const current = site.store;
  return (
    <details
      className="country-switch"
      open={header.countrySwitchOpen}
      onToggle={(event) => {
        if (event.currentTarget.open !== header.countrySwitchOpen) header.setCountrySwitch(event.currentTarget.open);
      }}
    >
      <summary className="country-switch__summary">
        <img className="country-switch__flag" src={current.pictureFlagUrl} width={20} height={14} alt="" />
        <span className="visually-hidden">{t('header.country.label')}, </span>
        <span className="country-switch__code">{current.locale.toUpperCase()}</span>
        <ChevronIcon size={16} />
      </summary>
      <div className="country-switch__panel">
        <p className="country-switch__title">{t('header.country.title')}</p>
        <CountryLinks />
      </div>
    </details>
  );
});

/**
 * Where the switch leads for a language: the page's own alternate when the back end knows it
 * (localised product and listing slugs), the same path for static screens, else that store's home.
 * The French home carries `?locale=fr`: `/` otherwise sends a visitor back to the language their
 * cookie remembers (SPEC §1), and this is the visitor changing it.
 */
export function switchHref(root: RootStore, locale: LocaleCode): string {
  const { page } = root;
  const info = page.pageInfo;
  if (page.error) return localizedPath(locale, '/');
  if (info && Object.keys(info.alternates).length > 0) {
    const alternate = info.alternates[locale];
    if (!alternate) return localizedPath(locale, '/');
    return locale === 'fr' && new URL(alternate).pathname === '/' ? `${alternate}?${LOCALE_QUERY}=fr` : alternate;
  }
  const query = new URLSearchParams(page.query).toString();
  const path = localizedPath(locale, `${page.path}${query ? `?${query}` : ''}`);
  return locale === 'fr' && page.path === '/' && !query ? `/?${LOCALE_QUERY}=fr` : path;
}

/** One link per store to the current page in that store's language. */
export const CountryLinks = observer(function CountryLinks() {
  const root = useRootStore();
  const current = root.site.store;
  return (
    <ul className="country-switch__list">
      {listStores().map((store) => {
        const active = store.id === current.id;
        const iso = LOCALES[store.locale].iso;
        return (
          <li key={store.id}>
            <a
              className={`country-switch__link${active ? ' is-active' : ''}`}
              href={switchHref(root, store.locale)}
              hrefLang={iso}
              lang={iso}
              aria-current={active ? 'true' : undefined}
              data-store={store.id}
              data-reload
              onClick={() => root.services.site.rememberLocale(store.locale)}
            >
              <img className="country-switch__flag" src={store.pictureFlagUrl} width={20} height={14} alt="" loading="lazy" />
              <span>
                {store.displayName} · {LANGUAGE_NAMES[store.locale]}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
});
