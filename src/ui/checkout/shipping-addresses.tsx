import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Address } from '../../domain/accounts/address';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { AddressForm } from '../accounts/address-form';
import { AddressLines } from '../accounts/address-lines';
import { useCheckoutStores } from './use-checkout-stores';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: Address };

/** Home delivery (SPEC §2): one of the customer's addresses, chosen, added or changed in place. */
export const ShippingAddresses = observer(function ShippingAddresses() {
  const t = useT();
  const { auth } = useRootStore();
  const { shipping } = useCheckoutStores();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const chosenId = shipping.shippingAddress?.id ?? null;

  if (editing.kind !== 'none') {
    const address = editing.kind === 'edit' ? editing.address : undefined;
    return (
      <div className="shipping-address-form">
        <h3 className="checkout-section__subtitle">{address ? t('address.edit.title') : t('address.new.title')}</h3>
        <AddressForm
          address={address}
          submitLabel={t('shipping.address.saveAndUse')}
          onCancel={() => setEditing({ kind: 'none' })}
          onSaved={(saved) => {
            setEditing({ kind: 'none' });
            const chosen = saved ?? (address && auth.addresses.find((candidate) => candidate.id === address.id));
            if (chosen) void shipping.chooseAddress(chosen);
          }}
        />
      </div>
    );
  }

  return (
    <div className="shipping-addresses">
      <fieldset className="choice-list" data-testid="shipping-addresses">
        <legend className="visually-hidden">{t('shipping.address.choose')}</legend>
        {auth.addresses.map((address) => {
          const chosen = address.id === chosenId;
          return (
            <div key={address.id} className={`choice-card${chosen ? ' is-chosen' : ''}`} data-testid="shipping-address">
              <label className="choice-card__main">
                <input type="radio" name="shipping-address" checked={chosen} disabled={shipping.busy} onChange={() => void shipping.chooseAddress(address)} />
                <span className="choice-card__body">
                  <span className="choice-card__title">
                    {address.label || t('address.card.untitled')}
                    {address.default && <span className="address-card__badge">{t('address.card.default')}</span>}
                  </span>
                  <AddressLines address={address} />
                </span>
              </label>
              <button type="button" className="link-button choice-card__action" onClick={() => setEditing({ kind: 'edit', address })} data-testid="shipping-address-edit">
                {t('address.card.edit')}
                <span className="visually-hidden"> {address.label || `${address.street}, ${address.city}`}</span>
              </button>
            </div>
          );
        })}
      </fieldset>
      <button type="button" className="button button--secondary" onClick={() => setEditing({ kind: 'new' })} data-testid="shipping-address-add">
        {t('address.add')}
      </button>
    </div>
  );
});
