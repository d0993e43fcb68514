import { useT } from '../i18n/use-t';
import { observer } from 'mobx-react-lite';
import { formatPrice } from '../product/format-price';
import { LockIcon, ReturnIcon, TruckIcon } from '../icons/icons';
import { useRootStore } from '../app/root-context';

/** The shop's promises, above the footer of the default layout. */
export const Reassurance = observer(function Reassurance() {
  const t = useT();
  const { site } = useRootStore();
  const amount = formatPrice(site.freeShippingAmount, site.locale.iso);
  return (
    <section className="reassurance" aria-label={t('reassurance.label')}>
      <ul className="reassurance__list">
        <li>
          <TruckIcon />
          <span>{t('reassurance.freeShipping', { amount })}</span>
        </li>
        <li>
          <ReturnIcon />
          <span>{t('reassurance.returns')}</span>
        </li>
        <li>
          <LockIcon />
          <span>{t('reassurance.securePayment')}</span>
        </li>
      </ul>
    </section>
  );
});
