import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from '../app/router';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { AddressForm } from './address-form';
import { AccountLoading, SignedInOnly } from './signed-in-only';
import { useAccountStores } from './use-account-stores';

/** The `new` of `/account/address-book/new`; any other value is an address id. */
export const NEW_ADDRESS = 'new';

const AddressEditor = observer(function AddressEditor({ id }: { id: number | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { addresses } = useAccountStores();
  const address = id === null ? undefined : addresses.find(id);
  useEffect(() => {
    if (id !== null && !address && !addresses.loaded) void addresses.load();
  }, [id, address, addresses]);
  if (id !== null && !address) {
    if (!addresses.loaded) return <AccountLoading />;
    return (
      <div className="account-empty" data-testid="address-not-found">
        <p className="account-empty__title">{t('account.errors.address-not-found')}</p>
        <AppLink to="/account/address-book" className="button button--secondary">
          {t('address.backToBook')}
        </AppLink>
      </div>
    );
  }
  const back = () => void navigate('/account/address-book');
  return <AddressForm key={address?.id ?? NEW_ADDRESS} address={address} onSaved={back} onCancel={back} submitLabel={t(address ? 'account.save' : 'address.add')} />;
});

/** `/account/address-book/{id}` (or `new`): one address to change, or a new one. */
export function AddressPage() {
  const t = useT();
  const { id } = useParams();
  const numeric = id !== undefined && /^\d{1,12}$/.test(id) ? Number(id) : null;
  const isNew = id === NEW_ADDRESS;
  return (
    <PageFrame title={t(isNew ? 'address.new.title' : 'address.edit.title')} className="account-page address-page">
      <SignedInOnly>
        {isNew || numeric !== null ? (
          <AddressEditor id={isNew ? null : numeric} />
        ) : (
          <div className="account-empty" data-testid="address-not-found">
            <p className="account-empty__title">{t('account.errors.address-not-found')}</p>
            <AppLink to="/account/address-book" className="button button--secondary">
              {t('address.backToBook')}
            </AppLink>
          </div>
        )}
      </SignedInOnly>
    </PageFrame>
  );
}
