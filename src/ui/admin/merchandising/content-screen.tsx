import './merchandising.css';
import { CONTENT_KINDS, type ContentEntrySummary, type ContentKind } from '../../../domain/content/content-entry';
import { LIST_CONTENT } from '../../../adapters/container/content-tokens';
import { Badge, DataTable, type Column, type PageQuery } from '../kit';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';

export const STATUS_TONE = { draft: 'neutral', published: 'success', scheduled: 'info', ended: 'warning' } as const;

/** The merchant's content (issue 39): pages, menus, banners of every store, each with its latest version and what is live. */
export default function ContentScreen(_props: AdminScreenProps) {
  const { get, t } = useAdmin();
  const list = get(LIST_CONTENT);
  const columns: Column<ContentEntrySummary>[] = [
    { key: 'entry', label: t('merchandising.content.entry') },
    { key: 'kind', label: t('merchandising.content.kind'), render: (row) => t(`merchandising.content.kind.${row.kind}`), csv: (row) => row.kind },
    { key: 'store', label: t('merchandising.content.store'), render: (row) => row.store ?? '—' },
    { key: 'latest', label: t('merchandising.content.latest'), render: (row) => <Badge tone={STATUS_TONE[row.latest.status]}>{`v${row.latest.version} · ${t(`merchandising.content.status.${row.latest.status}`)}`}</Badge>, csv: (row) => `${row.latest.version} ${row.latest.status}` },
    { key: 'window', label: t('merchandising.content.window'), render: (row) => [row.latest.publishAt, row.latest.unpublishAt].map((at) => (at ? new Date(at).toLocaleString() : '…')).join(' → '), csv: (row) => `${row.latest.publishAt ?? ''} ${row.latest.unpublishAt ?? ''}` },
    { key: 'live', label: t('merchandising.content.live'), render: (row) => (row.live === null ? '—' : `v${row.live}`) },
  ];
  // The shop lists entries whole (a few hundred at most): filtered by kind and store there, paged here.
  const fetchPage = async (query: PageQuery) => {
    const kind = (CONTENT_KINDS as readonly string[]).includes(query.filters.kind ?? '') ? (query.filters.kind as ContentKind) : undefined;
    const result = await list.execute({ kind, store: query.filters.store || undefined });
    if (result.kind !== 'done') throw new Error(result.kind);
    const start = (query.page - 1) * query.pageSize;
    return { rows: result.entries.slice(start, start + query.pageSize), total: result.entries.length };
  };
  return (
    <>
      <h1>{t('merchandising.content.title')}</h1>
      <DataTable
        caption={t('merchandising.content.caption')}
        columns={columns}
        filters={[
          { key: 'kind', label: t('merchandising.content.kind'), type: 'select', options: CONTENT_KINDS.map((kind) => ({ value: kind, label: t(`merchandising.content.kind.${kind}`) })) },
          { key: 'store', label: t('merchandising.content.store'), type: 'text' },
        ]}
        rowKey={(row) => row.entry}
        rowHref={(row) => `/admin/content/entry/${encodeURIComponent(row.entry)}`}
        fetchPage={fetchPage}
        csvName="contenus"
      />
    </>
  );
}
