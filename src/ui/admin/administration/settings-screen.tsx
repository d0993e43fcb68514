import { useState, type FormEvent } from 'react';
import { READ_MAINTENANCE, SWITCH_MAINTENANCE } from '../../../adapters/container/administration-tokens';
import { LIST_DELIVERY_TERMS, SET_FREE_SHIPPING_THRESHOLD } from '../../../adapters/container/delivery-tokens';
import type { StoreDeliveryTerms } from '../../../domain/catalogue/carrier-terms';
import { Badge } from '../kit/badge';
import { Button } from '../kit/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DefinitionList } from '../kit/definition-list';
import { Field } from '../kit/field';
import { Section } from '../kit/section';
import { useAsync } from '../kit/use-async';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { moneyOf } from './administration-view';

/** One store's free-shipping threshold, changed in euros (the delivery terms' use case, audited by the shop). */
function ThresholdRow({ store, onSaved }: { store: StoreDeliveryTerms; onSaved: () => void }) {
  const { get, t, toast } = useAdmin();
  const [euros, setEuros] = useState((store.freeShippingThreshold / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await get(SET_FREE_SHIPPING_THRESHOLD).execute({ store: store.storeId, euros: euros.replace(',', '.') });
      if (result.kind === 'done') {
        toast(t('administration.settings.thresholdSaved', { store: t(`administration.store.${store.storeId}`) }), 'success');
        onSaved();
      } else setError('message' in result ? result.message : t('kit.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void save(event)} className="admin-form" style={{ display: 'flex', alignItems: 'flex-end', gap: '.75rem', maxWidth: '32rem' }} data-testid={`admin-threshold-${store.storeId}`}>
      <Field label={t('administration.settings.thresholdOf', { store: t(`administration.store.${store.storeId}`) })} inputMode="decimal" value={euros} onChange={(event) => setEuros(event.currentTarget.value)} error={error} hint={store.own ? undefined : t('administration.settings.default')} />
      <Button type="submit" variant="secondary" busy={busy} aria-label={t('administration.settings.saveNamed', { store: t(`administration.store.${store.storeId}`) })}>
        {t('administration.settings.save')}
      </Button>
    </form>
  );
}

/** The settings that are data (issue 39, role admin): each store's free-shipping threshold, and the storefront's maintenance switch (confirmed). */
export default function SettingsScreen(_props: AdminScreenProps) {
  const { get, t, locale, toast } = useAdmin();
  const [round, setRound] = useState(0);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const maintenance = useAsync(() => get(READ_MAINTENANCE).execute(), [round]);
  const terms = useAsync(() => get(LIST_DELIVERY_TERMS).execute(), [round]);
  const setting = maintenance.data?.kind === 'found' ? maintenance.data.maintenance : null;
  const stores = terms.data?.kind === 'found' ? terms.data.terms.stores : [];

  const flip = async () => {
    if (!setting) return;
    setBusy(true);
    try {
      const result = await get(SWITCH_MAINTENANCE).execute(!setting.on);
      if (result.kind === 'switched') toast(t(result.maintenance.on ? 'administration.settings.maintenanceOnDone' : 'administration.settings.maintenanceOffDone'), 'success');
      else toast('message' in result ? result.message : t('kit.error'), 'error');
      setRound((value) => value + 1);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <h1>{t('administration.settings.title')}</h1>
      <Section title={t('administration.settings.maintenance')}>
        {maintenance.status === 'loading' && !maintenance.data ? <p role="status">{t('kit.loading')}</p> : null}
        {maintenance.status === 'error' ? <p role="alert">{t('kit.error')}</p> : null}
        {setting ? (
          <>
            <DefinitionList
              items={[{
                term: t('administration.settings.storefront'),
                value: <span data-testid="admin-maintenance-state"><Badge tone={setting.on ? 'warning' : 'success'}>{t(setting.on ? 'administration.settings.maintenanceOn' : 'administration.settings.maintenanceOff')}</Badge></span>,
              }]}
            />
            <p>{t('administration.settings.maintenanceText')}</p>
            {setting.forced ? <p>{t('administration.settings.forced')}</p> : null}
            <Button variant={setting.on ? 'primary' : 'danger'} onClick={() => setAsking(true)} disabled={setting.forced} data-testid="admin-maintenance-switch">
              {t(setting.on ? 'administration.settings.switchOff' : 'administration.settings.switchOn')}
            </Button>
          </>
        ) : null}
      </Section>
      <Section title={t('administration.settings.thresholds')}>
        <p>{t('administration.settings.thresholdsText')}</p>
        {terms.status === 'error' ? <p role="alert">{t('kit.error')}</p> : null}
        {stores.map((store) => (
          <div key={`${store.storeId}-${store.freeShippingThreshold}`}>
            <ThresholdRow store={store} onSaved={() => setRound((value) => value + 1)} />
            <p className="admin-field__hint">{t('administration.settings.thresholdNow', { amount: moneyOf(store.freeShippingThreshold / 100, locale) })}</p>
          </div>
        ))}
      </Section>
      <ConfirmDialog
        open={asking}
        title={t(setting?.on ? 'administration.settings.confirmOffTitle' : 'administration.settings.confirmOnTitle')}
        confirmLabel={t(setting?.on ? 'administration.settings.switchOff' : 'administration.settings.switchOn')}
        danger={!setting?.on}
        busy={busy}
        onConfirm={() => void flip()}
        onCancel={() => setAsking(false)}
      >
        <p>{t(setting?.on ? 'administration.settings.confirmOff' : 'administration.settings.confirmOn')}</p>
      </ConfirmDialog>
    </>
  );
}
