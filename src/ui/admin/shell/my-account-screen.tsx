import { useState } from 'react';
import type { Passkey } from '../../../domain/auth/passkeys';
import { ADD_PASSKEY, LIST_PASSKEYS, REMOVE_PASSKEY } from '../../../adapters/container/passkeys-tokens';
import { SHOW_SECOND_FACTOR } from '../../../adapters/container/merchandise-tokens';
import { Badge } from '../kit/badge';
import { Button } from '../kit/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable, type Column } from '../kit/data-table';
import { DefinitionList } from '../kit/definition-list';
import { Section } from '../kit/section';
import { useAsync } from '../kit/use-async';
import { useAdmin } from './admin-context';
import type { AdminScreenProps } from './admin-screen';

const dateOf = (iso: string | null, locale: string) => (iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : null);

/**
 * The staff member's own account (issue 39): who is signed in with which roles, the second factor
 * (how this session proved it, recovery codes left) and the passkeys that sign in to the back
 * office without a code: add one on this device, remove one (confirmed).
 */
export default function MyAccountScreen(_props: AdminScreenProps) {
  const { get, t, locale, staff, toast } = useAdmin();
  const [changes, setChanges] = useState(0);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [busy, setBusy] = useState(false);
  const factor = useAsync(() => get(SHOW_SECOND_FACTOR).execute(), []);
  // Whether this device can make a passkey (the list itself is the table's).
  const passkeys = useAsync(() => get(LIST_PASSKEYS).execute(), []);
  const canAdd = passkeys.data?.kind === 'found' && passkeys.data.canAdd;

  const status = factor.data?.kind === 'found' ? factor.data.status : null;
  const columns: Column<Passkey>[] = [
    { key: 'name', label: t('shell.account.passkey.name'), sortable: true },
    { key: 'createdAt', label: t('shell.account.passkey.created'), sortable: true, render: (row) => dateOf(row.createdAt, locale), csv: (row) => row.createdAt },
    { key: 'lastUsedAt', label: t('shell.account.passkey.lastUsed'), render: (row) => dateOf(row.lastUsedAt, locale) ?? t('shell.account.passkey.never'), csv: (row) => row.lastUsedAt ?? '' },
    {
      key: 'actions',
      label: t('shell.account.passkey.actions'),
      render: (row) => (
        <Button variant="secondary" onClick={() => setRemoving(row)} aria-label={t('shell.account.passkey.removeNamed', { name: row.name })}>
          {t('shell.account.passkey.remove')}
        </Button>
      ),
      csv: () => '',
    },
  ];

  const add = async () => {
    setBusy(true);
    try {
      const result = await get(ADD_PASSKEY).execute();
      if (result.kind === 'added') {
        toast(t('shell.account.passkey.added'), 'success');
        setChanges((value) => value + 1);
      } else if (result.kind === 'refused') toast(result.message, 'error');
      else if (result.kind !== 'cancelled') toast(t('signin.passkeyUnsupported'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await get(REMOVE_PASSKEY).execute(removing.id);
      toast(t('shell.account.passkey.removed'), 'success');
      setChanges((value) => value + 1);
    } catch {
      toast(t('kit.error'), 'error');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <>
      <h1>{t('shell.account.title')}</h1>
      <Section title={t('shell.account.profile')}>
        <DefinitionList
          items={[
            { term: t('signin.email'), value: staff.email },
            {
              term: t('shell.account.roles'),
              value: (
                <span className="admin-badges">
                  {staff.roles.map((role) => (
                    <Badge key={role} tone="info">
                      {t(`role.${role}`)}
                    </Badge>
                  ))}
                </span>
              ),
            },
          ]}
        />
      </Section>
      <Section title={t('signin.code.title')}>
        {factor.status === 'loading' ? <p role="status">{t('kit.loading')}</p> : null}
        {factor.status === 'error' ? <p role="alert">{t('kit.error')}</p> : null}
        {status ? (
          <DefinitionList
            items={[
              { term: t('shell.account.factor.enrolled'), value: <Badge tone={status.enrolled ? 'success' : 'warning'}>{t(status.enrolled ? 'shell.account.yes' : 'shell.account.no')}</Badge> },
              { term: t('shell.account.factor.session'), value: status.session ? t(`shell.account.factor.${status.session}`) : '—' },
              { term: t('shell.account.factor.recoveryLeft'), value: String(status.recoveryCodesLeft) },
            ]}
          />
        ) : null}
      </Section>
      <Section
        title={t('shell.account.passkeys')}
        actions={
          canAdd ? (
            <Button onClick={() => void add()} busy={busy} data-testid="admin-passkey-add">
              {t('shell.account.passkey.add')}
            </Button>
          ) : null
        }
      >
        <p>{t('shell.account.passkeys.text')}</p>
        <DataTable<Passkey>
          caption={t('shell.account.passkeys')}
          columns={columns}
          rowKey={(row) => String(row.id)}
          reloadKey={changes}
          fetchPage={async (query) => {
            const result = await get(LIST_PASSKEYS).execute();
            let rows = result.kind === 'found' ? [...result.passkeys] : [];
            if (query.sort) {
              const { key, dir } = query.sort;
              rows.sort((a, b) => String(a[key as keyof Passkey] ?? '').localeCompare(String(b[key as keyof Passkey] ?? '')) * (dir === 'desc' ? -1 : 1));
            }
            const total = rows.length;
            rows = rows.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
            return { rows, total };
          }}
        />
      </Section>
      <ConfirmDialog
        open={removing !== null}
        title={t('shell.account.passkey.confirmTitle')}
        confirmLabel={t('shell.account.passkey.remove')}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('shell.account.passkey.confirmText', { name: removing?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
