import { useState } from 'react';
import { LIST_OUTBOX, RESEND_MAIL } from '../../../adapters/container/administration-tokens';
import type { OutboxEntry } from '../../../domain/administration/outbox';
import { Badge, type BadgeTone } from '../kit/badge';
import { Button } from '../kit/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable, type Column, type Filter } from '../kit/data-table';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { outboxQueryOf } from './administration-view';

const TONES: Record<OutboxEntry['status'], BadgeTone> = { sent: 'success', failed: 'danger', resent: 'neutral' };

/** The outbox and the failed mails (issue 39, role admin): every mail the shop sent or could not send; a failed one sent again, once confirmed. */
export default function OutboxScreen(_props: AdminScreenProps) {
  const { get, t, locale, toast } = useAdmin();
  const [round, setRound] = useState(0);
  const [resending, setResending] = useState<OutboxEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));

  const resend = async () => {
    if (!resending) return;
    setBusy(true);
    try {
      const result = await get(RESEND_MAIL).execute(resending.id);
      if (result.kind === 'resent') toast(t(result.mail.status === 'sent' ? 'administration.outbox.resent' : 'administration.outbox.failedAgain', { to: resending.to }), result.mail.status === 'sent' ? 'success' : 'error');
      else toast('message' in result ? result.message : t('kit.error'), 'error');
      setRound((value) => value + 1);
    } catch {
      toast(t('kit.error'), 'error');
    } finally {
      setBusy(false);
      setResending(null);
    }
  };

  const columns: Column<OutboxEntry>[] = [
    { key: 'createdAt', label: t('administration.outbox.at'), sortable: true, render: (row) => when(row.createdAt), csv: (row) => row.createdAt },
    { key: 'to', label: t('administration.outbox.to'), sortable: true },
    { key: 'kind', label: t('administration.outbox.kind'), sortable: true },
    { key: 'subject', label: t('administration.outbox.subject') },
    { key: 'status', label: t('administration.outbox.status'), sortable: true, render: (row) => <Badge tone={TONES[row.status]}>{t(`administration.outbox.status.${row.status}`)}</Badge>, csv: (row) => row.status },
    { key: 'error', label: t('administration.outbox.error'), render: (row) => (row.error ? `${row.error} (${t('administration.outbox.attempts', { count: row.attempts })})` : ''), csv: (row) => row.error ?? '' },
    {
      key: 'actions',
      label: t('administration.outbox.actions'),
      render: (row) => (row.status === 'failed' ? (
        <Button variant="secondary" onClick={() => setResending(row)} aria-label={t('administration.outbox.resendNamed', { to: row.to, subject: row.subject })} data-testid="admin-outbox-resend">
          {t('administration.outbox.resend')}
        </Button>
      ) : null),
      csv: () => '',
    },
  ];
  const filters: Filter[] = [
    { key: 'status', label: t('administration.outbox.status'), type: 'select', options: (['failed', 'sent', 'resent'] as const).map((value) => ({ value, label: t(`administration.outbox.status.${value}`) })) },
    { key: 'to', label: t('administration.outbox.to'), type: 'text' },
  ];
  return (
    <>
      <h1>{t('administration.outbox.title')}</h1>
      <DataTable<OutboxEntry>
        caption={t('administration.outbox.title')}
        columns={columns}
        filters={filters}
        rowKey={(row) => row.id}
        csvName="outbox"
        reloadKey={round}
        fetchPage={async (query) => {
          const result = await get(LIST_OUTBOX).execute(outboxQueryOf(query));
          if (result.kind !== 'found') throw new Error('message' in result ? result.message : result.kind);
          return { rows: result.items, total: result.total };
        }}
      />
      <ConfirmDialog
        open={resending !== null}
        title={t('administration.outbox.confirmTitle')}
        confirmLabel={t('administration.outbox.resend')}
        busy={busy}
        onConfirm={() => void resend()}
        onCancel={() => setResending(null)}
      >
        <p>{resending ? t('administration.outbox.confirmText', { to: resending.to, subject: resending.subject }) : ''}</p>
      </ConfirmDialog>
    </>
  );
}
