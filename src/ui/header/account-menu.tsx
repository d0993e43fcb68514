import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '../app/router';
import { useT } from '../i18n/use-t';
import { AppLink } from '../app/app-link';
import { UserIcon } from '../icons/icons';
import { useRootStore } from '../app/root-context';

/** SPEC §9: a dropdown closes 150 ms after the pointer leaves it. */
const HOVER_CLOSE_MS = 150;

const LOGGED_IN_LINKS = [
  { key: 'account', path: '/account' },
  { key: 'account-profile', path: '/account/modify' },
  { key: 'account-orders', path: '/account/history' },
  { key: 'account-addresses', path: '/account/address-book' },
  { key: 'wishlist', path: '/wishlist' },
];

/**
 * The account dropdown (SPEC §2/§6): anonymous visitors see the login and subscription links,
 * signed-in customers their full name, their account links and the way out. Opens on hover
 * (desktop) or click, Escape closes it. The server renders the anonymous version for everyone;
 * the browser switches once it knows the session.
 */
export const AccountMenu = observer(function AccountMenu() {
  const t = useT();
  const { header, auth } = useRootStore();
  const navigate = useNavigate();
  const loggedIn = auth.loggedIn;
  const open = header.accountMenuOpen;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) header.setAccountMenu(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, header]);

  const enter = () => {
    clearTimeout(closeTimer.current);
    header.setAccountMenu(true);
  };
  const leave = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => header.setAccountMenu(false), HOVER_CLOSE_MS);
  };
  const close = () => header.setAccountMenu(false);
  const logout = async () => {
    close();
    await auth.logout();
    // SPEC §4: logout leads home.
    void navigate('/');
  };

  return (
    <div
      ref={container}
      className={`account-menu${open ? ' is-open' : ''}`}
      onMouseEnter={() => {
        if (window.matchMedia('(hover: hover)').matches) enter();
      }}
      onMouseLeave={leave}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="header-tool"
        aria-expanded={open}
        aria-controls="account-menu-panel"
        onClick={() => header.setAccountMenu(!open)}
        data-testid="account-menu-toggle"
      >
        <UserIcon />
        <span className="header-tool__label" data-testid="account-menu-label">
          {loggedIn ? auth.firstName || t('header.account') : t('header.account')}
        </span>
      </button>
      <div id="account-menu-panel" className="account-menu__panel" hidden={!open}>
        {loggedIn ? (
          <div className="account-menu__signed-in">
            <p className="account-menu__name" data-testid="account-menu-name">
              {auth.fullName}
            </p>
            <ul className="account-menu__list">
              {LOGGED_IN_LINKS.map((link) => (
                <li key={link.key}>
                  <AppLink to={link.path} onClick={close}>
                    {t(`page.title.${link.key}`)}
                  </AppLink>
                </li>
              ))}
            </ul>
            <button type="button" className="account-menu__logout" onClick={() => void logout()} data-testid="logout">
              {t('account.logout')}
            </button>
          </div>
        ) : (
          <div className="account-menu__anonymous">
            <AppLink to="/login?mode=connection" className="button account-menu__login" onClick={close}>
              {t('header.account.login')}
            </AppLink>
            <p className="account-menu__new">{t('header.account.newCustomer')}</p>
            <AppLink to="/login?mode=subscription" className="account-menu__signup" onClick={close}>
              {t('header.account.signup')}
            </AppLink>
          </div>
        )}
      </div>
    </div>
  );
});
