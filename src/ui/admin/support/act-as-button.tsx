import { useState } from 'react';
import { ACT_AS_CUSTOMER } from '../../../adapters/container/audit-tokens';
import { Button } from '../kit/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { Field } from '../kit/field';
import { useAdmin } from '../shell/admin-context';
import { dateTime, failureText } from './support-format';

/**
 * "Act as customer" (issue 36's route, audited, limited): a session of the customer for one of
 * their orders, with a reason. The session is for the customer's side (the storefront, the CLI's
 * profile); the back office keeps the agent's own, so the session is shown to be used elsewhere.
 */
export function ActAsButton({ email, orderIds }: { email: string; orderIds: number[] }) {
  const { get, t, locale, toast } = useAdmin();
  const [open, setOpen] = useState(false);
  const [orderId, setOrderId] = useState(String(orderIds[0] ?? ''));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [session, setSession] = useState<{ token: string; expiresAt: string } | null>(null);
  if (orderIds.length === 0) return null;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await get(ACT_AS_CUSTOMER).execute({ customer: email, orderId: Number(orderId), reason });
      if (result.kind === 'opened') {
        setSession({ token: result.session.token, expiresAt: result.session.expiresAt });
        setOpen(false);
        toast(t('support.customer.actAs.opened', { date: dateTime(result.session.expiresAt, locale) }), 'success');
      } else if (result.kind === 'invalid') setError(t('support.customer.actAs.reasonHint'));
      else toast(failureText(result as { kind: string; message?: string }, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="support-act-as">{t('support.customer.actAs')}</Button>
      {session ? (
        <p role="status" className="support-muted">
          {t('support.customer.actAs.opened', { date: dateTime(session.expiresAt, locale) })} <code className="support-message">{session.token.slice(0, 16)}…</code>
        </p>
      ) : null}
      <ConfirmDialog open={open} title={t('support.customer.actAs.title', { email })} confirmLabel={t('support.customer.actAs')} busy={busy} onConfirm={() => void confirm()} onCancel={() => setOpen(false)}>
        <Field as="select" label={t('support.returns.order')} value={orderId} onChange={(event) => setOrderId(event.target.value)} options={orderIds.map((id) => ({ value: String(id), label: String(id) }))} />
        <Field as="textarea" label={t('support.customer.actAs.reason')} hint={t('support.customer.actAs.reasonHint')} value={reason} onChange={(event) => setReason(event.target.value)} error={error} maxLength={500} />
      </ConfirmDialog>
    </>
  );
}
