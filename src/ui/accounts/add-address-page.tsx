import { observer } from 'mobx-react-lite';
import { useNavigate } from '../app/router';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { AddressForm } from './address-form';
import { SignedInOnly } from './signed-in-only';

/**
 * `/checkout/add_address` (SPEC §2 guard: a signed-in customer with no saved address comes here
 * before choosing a delivery). The saved address leads on to the delivery step.
 */
export const AddAddressPage = observer(function AddAddressPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <PageFrame title={t('page.title.checkout-add-address')} intro={t('address.checkout.intro')} className="add-address-page">
      <SignedInOnly>
        <AddressForm onSaved={() => void navigate('/checkout/shipping')} submitLabel={t('address.checkout.submit')} />
      </SignedInOnly>
    </PageFrame>
  );
});
