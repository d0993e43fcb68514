import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { observer } from 'mobx-react-lite';
import { HeartIcon } from '../icons/icons';
import { useRootStore } from '../app/root-context';
import { CountrySwitch } from './country-switch';
import { AccountMenu } from './account-menu';
import { BasketMenu } from '../basket/basket-menu';

/** Account, favourites and basket links with their counters, and the country/language switch. */
export const HeaderTools = observer(function HeaderTools() {
  const t = useT();
  const { header } = useRootStore();
  return (
    <ul className="header-tools">
      <li className="header-tools__item header-tools__item--country">
        <CountrySwitch />
      </li>
      <li className="header-tools__item">
        <AccountMenu />
      </li>
      <li className="header-tools__item">
        <AppLink to="/wishlist" className="header-tool" aria-label={t('header.favourites.count', { count: header.favouritesCount })}>
          <HeartIcon />
          <span className="header-tool__label">{t('header.favourites')}</span>
          <span className="header-tool__count" data-testid="favourites-count">
            {header.favouritesCount}
          </span>
        </AppLink>
      </li>
      <li className="header-tools__item">
        <BasketMenu />
      </li>
    </ul>
  );
});
