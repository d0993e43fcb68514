import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { StaffRole } from '../../../domain/auth/roles';
import type { AdminScreen } from './admin-screen';
import { menuOf } from './admin-routes';
import { useAdminLocation, useAdminText } from './admin-location';
import { STAFF_LOCALES, type AdminLocale } from './admin-texts';

const LANGUAGE_NAMES: Record<string, string> = { fr: 'Français', en: 'English', es: 'Español', it: 'Italiano', nl: 'Nederlands', de: 'Deutsch' };

export interface AdminLayoutProps {
  screens: readonly AdminScreen[];
  staff: { email: string; roles: readonly StaffRole[] };
  currentPath: string;
  onLocale: (locale: AdminLocale) => void;
  onSignOut: () => void;
  children: ReactNode;
}

/**
 * The back office's frame: a skip link, the banner (name, who is signed in, language, sign out),
 * the navigation with only the screens the staff member's roles open, and the main content. Under
 * 900 px the navigation folds behind a menu button (aria-expanded).
 */
export function AdminLayout({ screens, staff, currentPath, onLocale, onSignOut, children }: AdminLayoutProps) {
  const { t, locale } = useAdminText();
  const { navigate } = useAdminLocation();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const languageId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const groups = menuOf(screens, staff.roles);

  // Another screen: the menu folds, and the focus goes to the new content (a screen reader reads it from there).
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(currentPath);
  useEffect(() => {
    setOpen(false);
    if (currentPath === firstPath.current) return;
    firstPath.current = '';
    const heading = main.current?.querySelector<HTMLElement>('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? main.current)?.focus();
  }, [currentPath]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href') ?? '/admin');
  };
  const isCurrent = (path: string) => currentPath === path || currentPath.startsWith(`${path}/`);

  return (
    <div className={`admin-layout${open ? ' admin-layout--menu-open' : ''}`}>
      <a className="admin-skip" href="#admin-main">
        {t('shell.skip')}
      </a>
      <header className="admin-banner">
        <button
          ref={menuButton}
          type="button"
          className="admin-banner__menu"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
          data-testid="admin-menu-button"
        >
          <span aria-hidden="true">☰</span> {t('shell.menu')}
          <span className="admin-visually-hidden">{open ? ` — ${t('shell.menu.close')}` : ''}</span>
        </button>
        <a className="admin-banner__brand" href="/admin" onClick={follow}>
          {t('shell.brand')}
        </a>
        <div className="admin-banner__who">
          <span className="admin-banner__email" data-testid="admin-staff-email">
            {t('shell.signedInAs', { email: staff.email })}
          </span>
          <span className="admin-banner__roles">{staff.roles.map((role) => t(`role.${role}`)).join(', ')}</span>
        </div>
        <a className="admin-banner__account" href="/admin/account" onClick={follow} aria-current={isCurrent('/admin/account') ? 'page' : undefined} data-testid="admin-account-link">
          {t('shell.account.link')}
        </a>
        <div className="admin-banner__language">
          <label htmlFor={languageId}>{t('shell.language')}</label>
          <select id={languageId} value={locale} onChange={(event) => onLocale(event.target.value as AdminLocale)} data-testid="admin-language">
            {STAFF_LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="admin-button admin-button--secondary admin-banner__signout" onClick={onSignOut} data-testid="admin-sign-out">
          {t('shell.signOut')}
        </button>
      </header>
      <nav id={navId} className="admin-nav" aria-label={t('shell.nav')} data-testid="admin-nav">
        {groups.map((group) => (
          <div className="admin-nav__group" key={group.section}>
            <h2 className="admin-nav__section">{t(`shell.section.${group.section}`)}</h2>
            <ul>
              {group.screens.map((screen) => (
                <li key={screen.id}>
                  <a href={screen.path} onClick={follow} aria-current={isCurrent(screen.path) ? 'page' : undefined} data-screen={screen.id}>
                    {t(screen.titleKey)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <main ref={main} id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
