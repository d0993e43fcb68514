import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { formatOrderDate } from '../checkout/checkout-format';
import { useAccountStores } from './use-account-stores';

/** Issue 36: "A support agent opened your account on <date> for order <n>: <reason>", one line per time, on the account home. */
export const SupportAccesses = observer(function SupportAccesses() {
  const t = useT();
  const { site } = useRootStore();
  const { supportAccesses } = useAccountStores();
  useEffect(() => {
    void supportAccesses.load();
  }, [supportAccesses]);
  if (supportAccesses.accesses.length === 0) return null;
  return (
    <section className="account-home__support-accesses" data-testid="support-accesses">
      <h2 className="account-home__support-title">{t('account.supportAccess.title')}</h2>
      <ul>
        {supportAccesses.accesses.map((access) => (
          <li key={`${access.openedAt}-${access.orderId}`} data-testid="support-access">
            {t('account.supportAccess.line', { date: formatOrderDate(access.openedAt, site.locale.iso, true), order: access.orderId, reason: access.reason })}
          </li>
        ))}
      </ul>
    </section>
  );
});
