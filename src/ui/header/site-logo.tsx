import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';

/** The brand's word mark: "La Boutique Officielle" in France, "Boutique" in the other stores. */
export const SiteLogo = observer(function SiteLogo() {
  const { site } = useRootStore();
  const t = useT();
  const first = site.store.brand === 'laboutiqueofficielle';
  return (
    <AppLink to="/" className={`site-logo${first ? ' site-logo--long' : ''}`} aria-label={t('header.logo.label', { brand: site.brandName })}>
      <span className="site-logo__mark" aria-hidden="true">
        B
      </span>
      <span className="site-logo__name">{site.brandName}</span>
    </AppLink>
  );
});
