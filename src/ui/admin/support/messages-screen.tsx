import { LIST_CONTACT_MESSAGES } from '../../../adapters/container/contact-ratings-tokens';
import type { ContactMessageSummary } from '../../../domain/contact/contact-message';
import { Badge } from '../kit/badge';
import { DataTable, type Column, type Filter, type PageQuery } from '../kit/data-table';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { dateTime, failureText, toneOf } from './support-format';

/** What shoppers wrote to support (issue 39), newest first; open or done, of one sender. */
export default function MessagesScreen(_props: AdminScreenProps) {
  const { get, t, locale } = useAdmin();
  const columns: Column<ContactMessageSummary>[] = [
    { key: 'reference', label: t('support.messages.reference') },
    { key: 'createdAt', label: t('support.orders.date'), render: (row) => dateTime(row.createdAt, locale), csv: (row) => row.createdAt },
    { key: 'email', label: t('support.messages.from'), render: (row) => `${row.name} <${row.email}>`, csv: (row) => row.email },
    { key: 'subject', label: t('support.messages.subject'), render: (row) => t(`support.subject.${row.subject}`), csv: (row) => row.subject },
    { key: 'excerpt', label: t('support.messages.excerpt') },
    { key: 'status', label: t('support.orders.status'), render: (row) => <Badge tone={toneOf(row.status)}>{t(`support.messageStatus.${row.status}`)}</Badge>, csv: (row) => row.status },
    { key: 'answerCount', label: t('support.messages.answers') },
  ];
  const filters: Filter[] = [
    { key: 'status', label: t('support.orders.status'), type: 'select', options: (['open', 'done'] as const).map((status) => ({ value: status, label: t(`support.messageStatus.${status}`) })) },
    { key: 'email', label: t('support.messages.from'), type: 'text' },
  ];
  const fetchPage = async (query: PageQuery) => {
    const status = query.filters.status === 'open' || query.filters.status === 'done' ? query.filters.status : undefined;
    const result = await get(LIST_CONTACT_MESSAGES).execute({ status, email: query.filters.email, page: query.page });
    if (result.kind !== 'found') throw new Error(failureText(result, t));
    return { rows: result.messages, total: result.total };
  };
  return (
    <>
      <h1>{t('support.messages.title')}</h1>
      <DataTable caption={t('support.messages.caption')} columns={columns} filters={filters} rowKey={(row) => String(row.id)} rowHref={(row) => `/admin/messages/${row.reference}`} fetchPage={fetchPage} csvName="messages" />
    </>
  );
}
