import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Address } from '../../domain/accounts/address';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { FormNotice } from '../forms/form-fields';
import { AccountLoading, LoadFailed, SignedInOnly } from './signed-in-only';
import { useAccountStores } from './use-account-stores';
import { AddressLines } from './address-lines';

const AddressCard = observer(function AddressCard({ address }: { address: Address }) {
  const t = useT();
  const { addresses } = useAccountStores();
  const [confirming, setConfirming] = useState(false);
  const busy = addresses.busyId === address.id;
  return (
    <li className={`address-card${address.default ? ' address-card--default' : ''}`} data-testid="address-card" aria-busy={busy || undefined}>
      <div className="address-card__head">
        <p className="address-card__label">{address.label || t('address.card.untitled')}</p>
        {address.default && <span className="address-card__badge">{t('address.card.default')}</span>}
      </div>
      <AddressLines address={address} withPhone />
      <div className="address-card__actions">
        <AppLink to={`/account/address-book/${address.id}`} className="link-button" data-testid="address-edit">
          {t('address.card.edit')}
        </AppLink>
        {!address.default && (
          <button type="button" className="link-button" disabled={addresses.busyId !== null} onClick={() => void addresses.setDefault(address.id)} data-testid="address-default">
            {t('address.card.makeDefault')}
          </button>
        )}
        {confirming ? (
          <span className="address-card__confirm" role="group" aria-label={t('address.card.confirmDelete')}>
            <span>{t('address.card.confirmDelete')}</span>
            <button
              type="button"
              className="link-button address-card__delete"
              disabled={busy}
              onClick={() => void addresses.remove(address.id).then(() => setConfirming(false))}
              data-testid="address-delete-confirm"
            >
              {t('address.card.delete')}
            </button>
            <button type="button" className="link-button" onClick={() => setConfirming(false)}>
              {t('account.cancel')}
            </button>
          </span>
        ) : (
          <button type="button" className="link-button address-card__delete" disabled={addresses.busyId !== null} onClick={() => setConfirming(true)} data-testid="address-delete">
            {t('address.card.delete')}
          </button>
        )}
      </div>
    </li>
  );
});

const AddressBook = observer(function AddressBook() {
  const t = useT();
  const { addresses } = useAccountStores();
  useEffect(() => {
    void addresses.load();
  }, [addresses]);
  if (!addresses.loaded && addresses.loadFailed) return <LoadFailed onRetry={() => void addresses.load()} />;
  if (!addresses.loaded && addresses.addresses.length === 0) return <AccountLoading />;
  return (
    <div className="address-book">
      <FormNotice message={addresses.message} testId="address-book-error" />
      {addresses.addresses.length === 0 ? (
        <div className="account-empty" data-testid="address-book-empty">
          <p className="account-empty__title">{t('address.empty.title')}</p>
          <p>{t('address.empty.text')}</p>
        </div>
      ) : (
        <ul className="address-book__list" data-testid="address-book">
          {addresses.addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      )}
      <AppLink to="/account/address-book/new" className="button button--primary" data-testid="address-add">
        {t('address.add')}
      </AppLink>
    </div>
  );
});

/** SPEC §2 addresses (/account/address-book): list, add, edit, delete, set default. */
export function AddressBookPage() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.account-addresses')} className="account-page address-book-page">
      <SignedInOnly>
        <AddressBook />
      </SignedInOnly>
    </PageFrame>
  );
}
