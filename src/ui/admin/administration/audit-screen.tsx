import { READ_AUDIT_PAGE } from '../../../adapters/container/administration-tokens';
import type { AuditEntry } from '../../../domain/audit/audit-log';
import { DataTable, type Column, type Filter } from '../kit/data-table';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { auditQueryOf } from './administration-view';

const compact = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The staff audit log (issue 39, role admin): who did what, when, from where; filtered by person, action and dates, a page at a time. */
export default function AuditScreen(_props: AdminScreenProps) {
  const { get, t, locale } = useAdmin();
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' }).format(new Date(iso));
  const columns: Column<AuditEntry>[] = [
    { key: 'at', label: t('administration.audit.at'), sortable: true, render: (row) => when(row.at), csv: (row) => row.at },
    { key: 'actor', label: t('administration.audit.actor'), sortable: true, render: (row) => (row.actingFor === null ? row.actor.email : t('administration.audit.actingFor', { email: row.actor.email, customer: row.actingFor })), csv: (row) => row.actor.email },
    { key: 'action', label: t('administration.audit.action'), sortable: true },
    { key: 'target', label: t('administration.audit.target'), render: (row) => Object.entries(row.target).map(([name, value]) => `${name}=${value}`).join(' '), csv: (row) => compact(row.target) },
    { key: 'status', label: t('administration.audit.status'), sortable: true },
    { key: 'ip', label: t('administration.audit.ip') },
    { key: 'change', label: t('administration.audit.change'), render: (row) => [row.before !== null ? `${t('administration.audit.before')} ${compact(row.before)}` : '', row.after !== null ? `${t('administration.audit.after')} ${compact(row.after)}` : ''].filter(Boolean).join(' · '), csv: (row) => `${compact(row.before)} → ${compact(row.after)}` },
  ];
  const filters: Filter[] = [
    { key: 'actor', label: t('administration.audit.filter.actor'), type: 'text' },
    { key: 'action', label: t('administration.audit.filter.action'), type: 'text' },
    { key: 'since', label: t('administration.audit.filter.since'), type: 'date' },
    { key: 'until', label: t('administration.audit.filter.until'), type: 'date' },
  ];
  return (
    <>
      <h1>{t('administration.audit.title')}</h1>
      <DataTable<AuditEntry>
        caption={t('administration.audit.title')}
        columns={columns}
        filters={filters}
        rowKey={(row) => String(row.id)}
        csvName="audit"
        fetchPage={async (query) => {
          const result = await get(READ_AUDIT_PAGE).execute(auditQueryOf(query));
          if (result.kind !== 'found') throw new Error('message' in result ? result.message : result.kind);
          return { rows: result.items, total: result.total };
        }}
      />
    </>
  );
}
