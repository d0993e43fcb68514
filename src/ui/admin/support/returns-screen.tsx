import { LIST_ADMIN_RETURNS } from '../../../adapters/container/returns-tokens';
import type { AdminReturnSummary } from '../../../application/returns/admin-returns';
import { RETURN_STATUSES } from '../../../domain/returns/returns';
import { Badge } from '../kit/badge';
import { DataTable, type Column, type Filter, type PageQuery } from '../kit/data-table';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { dateTime, failureText, toneOf } from './support-format';

/** Every customer's returns (issue 39), newest first, by status and customer e-mail address. */
export default function ReturnsScreen(_props: AdminScreenProps) {
  const { get, t, locale } = useAdmin();
  const columns: Column<AdminReturnSummary>[] = [
    { key: 'reference', label: t('support.returns.reference') },
    { key: 'createdAt', label: t('support.orders.date'), render: (row) => dateTime(row.createdAt, locale), csv: (row) => row.createdAt },
    { key: 'orderId', label: t('support.returns.order') },
    { key: 'customerEmail', label: t('support.orders.customer') },
    { key: 'status', label: t('support.orders.status'), render: (row) => <Badge tone={toneOf(row.status)}>{t(`support.returnStatus.${row.status}`)}</Badge>, csv: (row) => row.status },
  ];
  const filters: Filter[] = [
    { key: 'status', label: t('support.orders.status'), type: 'select', options: RETURN_STATUSES.map((status) => ({ value: status, label: t(`support.returnStatus.${status}`) })) },
    { key: 'customer', label: t('support.returns.customerEmail'), type: 'text' },
  ];
  // The shop pages returns 20 at a time.
  const fetchPage = async (query: PageQuery) => {
    const result = await get(LIST_ADMIN_RETURNS).execute({ status: query.filters.status, customer: query.filters.customer, page: query.page });
    if (result.kind !== 'found') throw new Error(failureText(result, t));
    return { rows: result.returns, total: result.total ?? result.pages * 20 };
  };
  return (
    <>
      <h1>{t('support.returns.title')}</h1>
      <DataTable caption={t('support.returns.caption')} columns={columns} filters={filters} rowKey={(row) => String(row.id)} rowHref={(row) => `/admin/returns/${row.id}`} fetchPage={fetchPage} csvName="returns" />
    </>
  );
}
