import { useState } from 'react';
import { CANCEL_ORDER, DELIVER_ORDER, MARK_ORDER_PAID, SHIP_ORDER } from '../../../adapters/container/checkout-tokens';
import { REFUND_ORDER } from '../../../adapters/container/support-tokens';
import type { RefundMeans, SupportOrder } from '../../../application/ports/support-api';
import { isTrackingNumber } from '../../../application/support/support-desk';
import { Button } from '../kit/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { Field } from '../kit/field';
import { useAdmin } from '../shell/admin-context';
import { failureText } from './support-format';

type Action = 'ship' | 'deliver' | 'markPaid' | 'cancel' | 'refund';

/** The moves support may make on an order now, each confirmed in a dialog (issue 39). */
export function OrderActions({ order, onDone }: { order: SupportOrder; onDone: () => void }) {
  const { get, t, toast } = useAdmin();
  const [open, setOpen] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [means, setMeans] = useState<RefundMeans>('original');
  const [error, setError] = useState<string | null>(null);

  const run = async (action: Action) => {
    if (action === 'ship' && !isTrackingNumber(tracking)) {
      setError(t('support.order.trackingInvalid'));
      return;
    }
    setBusy(true);
    try {
      const result =
        action === 'ship' ? await get(SHIP_ORDER).execute({ orderId: order.id, trackingNumber: tracking })
        : action === 'deliver' ? await get(DELIVER_ORDER).execute(order.id)
        : action === 'markPaid' ? await get(MARK_ORDER_PAID).execute(order.id)
        : action === 'cancel' ? await get(CANCEL_ORDER).execute({ orderId: order.id, reason })
        : await get(REFUND_ORDER).execute({ orderId: order.id, means });
      if (['shipped', 'delivered', 'paid', 'cancelled', 'refunded'].includes(result.kind)) {
        toast(t(`support.order.done.${action}`, { reference: order.reference }), 'success');
        setOpen(null);
        setTracking('');
        setReason('');
        onDone();
      } else if (result.kind === 'invalid-tracking-number') setError(t('support.order.trackingInvalid'));
      else toast(failureText(result as { kind: string; message?: string }, t), 'error');
    } catch {
      toast(t('kit.error'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const available = (Object.keys(order.actions) as Action[]).filter((action) => order.actions[action]);
  const start = (action: Action) => {
    setError(null);
    setOpen(action);
  };
  return (
    <>
      <div className="support-actions" data-testid="support-order-actions">
        {available.length === 0 ? <p>{t('support.order.noAction')}</p> : null}
        {available.map((action) => (
          <Button key={action} variant={action === 'cancel' ? 'danger' : action === 'refund' ? 'secondary' : 'primary'} onClick={() => start(action)} data-testid={`support-order-${action}`}>
            {t(`support.order.action.${action}`)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={open !== null}
        title={open ? t(`support.order.confirm.${open}`, { reference: order.reference }) : ''}
        confirmLabel={open ? t(`support.order.action.${open}`) : undefined}
        danger={open === 'cancel'}
        busy={busy}
        onConfirm={() => open && void run(open)}
        onCancel={() => setOpen(null)}
      >
        {open === 'ship' ? (
          <Field label={t('support.order.trackingNumber')} value={tracking} onChange={(event) => setTracking(event.target.value)} error={error} hint={t('support.order.trackingHint')} autoComplete="off" data-testid="support-tracking" />
        ) : null}
        {open === 'cancel' ? (
          <Field as="textarea" label={t('support.order.reason')} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} data-testid="support-cancel-reason" />
        ) : null}
        {open === 'refund' ? (
          <Field
            as="select"
            label={t('support.order.refundMeans')}
            value={means}
            onChange={(event) => setMeans(event.target.value as RefundMeans)}
            options={[{ value: 'original', label: t('support.order.refund.original') }, { value: 'credit', label: t('support.order.refund.credit') }]}
          />
        ) : null}
        {open === 'deliver' || open === 'markPaid' ? <p>{t(`support.order.explain.${open}`)}</p> : null}
      </ConfirmDialog>
    </>
  );
}
