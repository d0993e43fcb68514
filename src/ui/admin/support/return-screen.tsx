import { AdminLink } from '../kit/admin-link';
import { useState } from 'react';
import { ACCEPT_RETURN, RECEIVE_RETURN, REFUSE_RETURN, SHOW_ADMIN_RETURN } from '../../../adapters/container/returns-tokens';
import { Badge } from '../kit/badge';
import { Button } from '../kit/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DefinitionList } from '../kit/definition-list';
import { Field } from '../kit/field';
import { Section } from '../kit/section';
import { useAsync } from '../kit/use-async';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { dateTime, euros, failureText, toneOf } from './support-format';
import './support.css';

type Move = 'receive' | 'credit' | 'refund' | 'refuse';

/** One return (issue 39): receive the parcel, accept it as a credit or a refund, or refuse it with a reason. */
export default function ReturnScreen({ params }: AdminScreenProps) {
  const { get, t, locale, toast } = useAdmin();
  const state = useAsync(() => get(SHOW_ADMIN_RETURN).execute(params.id), [params.id]);
  const [open, setOpen] = useState<Move | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const result = state.data;
  if (state.status === 'loading' && !result) return <p role="status">{t('kit.loading')}</p>;
  if (!result || result.kind !== 'found') {
    return (
      <>
        <h1>{t('support.return.title')}</h1>
        <p role="alert">{result ? failureText(result as { kind: string; message?: string }, t) : t('kit.error')}</p>
      </>
    );
  }
  const ret = result.returnOrder;
  const moves: Move[] = ret.status === 'waitClient' ? ['receive'] : ret.status === 'received' ? ['credit', 'refund', 'refuse'] : [];

  const run = async (move: Move) => {
    if (move === 'refuse' && [...reason.trim()].length < 3) {
      setError(t('support.return.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      const outcome =
        move === 'receive' ? await get(RECEIVE_RETURN).execute(ret.id)
        : move === 'refuse' ? await get(REFUSE_RETURN).execute({ returnId: ret.id, reason })
        : await get(ACCEPT_RETURN).execute({ returnId: ret.id, refundType: move });
      if (['received', 'accepted', 'return-refused'].includes(outcome.kind)) {
        toast(t(`support.return.done.${move}`, { reference: ret.reference }), 'success');
        setOpen(null);
        setReason('');
        state.reload();
      } else if (outcome.kind === 'invalid-reason') setError(t('support.return.reasonRequired'));
      else toast(failureText(outcome as { kind: string; message?: string }, t), 'error');
    } catch {
      toast(t('kit.error'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="support-page">
      <h1>
        {t('support.return.heading', { reference: ret.reference })} <Badge tone={toneOf(ret.status)}>{t(`support.returnStatus.${ret.status}`)}</Badge>
      </h1>
      <Section title={t('support.order.actions')}>
        <div className="support-actions" data-testid="support-return-actions">
          {moves.length === 0 ? <p>{t('support.order.noAction')}</p> : null}
          {moves.map((move) => (
            <Button key={move} variant={move === 'refuse' ? 'danger' : 'primary'} onClick={() => { setError(null); setOpen(move); }} data-testid={`support-return-${move}`}>
              {t(`support.return.action.${move}`)}
            </Button>
          ))}
        </div>
      </Section>
      <Section title={t('support.order.summary')}>
        <DefinitionList
          items={[
            {
              term: t('support.orders.customer'),
              value: (
                <AdminLink to={`/admin/customers/${ret.customer.id}`}>
                  {ret.customer.firstName} {ret.customer.lastName} &lt;{ret.customer.email}&gt;
                </AdminLink>
              ),
            },
            {
              term: t('support.returns.order'),
              value: <AdminLink to={`/admin/orders/${ret.orderId}`}>{ret.orderReference}</AdminLink>,
            },
            { term: t('support.orders.date'), value: dateTime(ret.createdAt, locale) },
            { term: t('support.return.choice'), value: t(`support.return.refundType.${ret.refundType}`) },
            { term: t('support.return.goods'), value: euros(ret.goodsAmount, locale) },
            { term: t('support.return.fee'), value: euros(ret.fee, locale) },
            { term: t('support.return.refundAmount'), value: euros(ret.refundAmount, locale) },
            ...(ret.refusalReason ? [{ term: t('support.return.refusalReason'), value: ret.refusalReason }] : []),
          ]}
        />
      </Section>
      <Section title={t('support.order.lines')}>
        <ul className="support-list">
          {ret.products.map((product) => (
            <li key={product.id}>
              {product.quantity} × {product.orderProductTitle} — {product.orderProductName} ({product.size}) · {euros(product.totalPrice, locale)} · {product.reason.name}
              <br />
              <span className="support-muted">« {product.comment} »</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('support.order.timeline')}>
        <ol className="support-timeline">
          {ret.events.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <time dateTime={event.at}>{dateTime(event.at, locale)}</time> <strong>{t(`support.returnStatus.${event.status}`)}</strong>
              {event.note ? ` · ${event.note}` : ''}
            </li>
          ))}
        </ol>
      </Section>
      <ConfirmDialog
        open={open !== null}
        title={open ? t(`support.return.confirm.${open}`, { reference: ret.reference, amount: euros(ret.refundAmount, locale) }) : ''}
        confirmLabel={open ? t(`support.return.action.${open}`) : undefined}
        danger={open === 'refuse'}
        busy={busy}
        onConfirm={() => open && void run(open)}
        onCancel={() => setOpen(null)}
      >
        {open === 'refuse' ? (
          <Field as="textarea" label={t('support.return.refusalReason')} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} error={error} data-testid="support-refuse-reason" />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
