import { observer } from 'mobx-react-lite';
import { useNavigate } from '../app/router';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { ACCOUNT_SECTIONS } from './account-sections';
import { SignedInOnly } from './signed-in-only';
import { SupportAccesses } from './support-accesses';
import { DataRightsPanel } from './data-rights-panel';
import { RecentlyViewedPanel } from '../recently/recently-account-panel';

const Welcome = observer(function Welcome() {
  const t = useT();
  const { auth } = useRootStore();
  const navigate = useNavigate();
  return (
    <>
      <p className="account-home__hello" data-testid="account-welcome">
        {t('account.home.hello', { name: auth.firstName })}
      </p>
      <p className="account-home__intro">{t('account.home.intro')}</p>
      <SupportAccesses />
      <ul className="account-home__tiles">
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.id}>
            <AppLink to={section.path} className="account-tile" data-testid={`account-tile-${section.id}`}>
              <span className="account-tile__title">{t(`page.title.${section.id}`)}</span>
              <span className="account-tile__text">{t(`account.home.tile.${section.id}`)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary account-home__logout"
        onClick={() => void auth.logout().then(() => navigate('/'))}
        data-testid="account-logout"
      >
        {t('account.logout')}
      </button>
      <RecentlyViewedPanel />
      <DataRightsPanel />
    </>
  );
});

/** SPEC §2 account home ("welcome"): the account layout without its side panel. */
export function AccountHome() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.account')} className="account-page account-home">
      <SignedInOnly>
        <Welcome />
      </SignedInOnly>
    </PageFrame>
  );
}
