import { LIST_ORDER_TABLE } from '../../../adapters/container/support-tokens';
import type { OrderTableQuery, OrderTableRow } from '../../../application/ports/support-api';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../domain/orders/order';
import { STORES } from '../../../domain/store/stores';
import { Badge } from '../kit/badge';
import { DataTable, type Column, type Filter, type PageQuery } from '../kit/data-table';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { dateTime, euros, failureText, storeName, toneOf } from './support-format';

const SORTS = ['createdAt', 'total', 'status', 'id'] as const;

/** Support's order table (issue 39): filters by status, store, day and payment means, sorted and paged by the server. */
export default function OrdersScreen(_props: AdminScreenProps) {
  const { get, t, locale } = useAdmin();
  const columns: Column<OrderTableRow>[] = [
    { key: 'id', label: t('support.orders.number'), sortable: true, render: (row) => row.reference, csv: (row) => row.reference },
    { key: 'createdAt', label: t('support.orders.date'), sortable: true, render: (row) => dateTime(row.createdAt, locale), csv: (row) => row.createdAt },
    { key: 'customer', label: t('support.orders.customer'), render: (row) => `${row.customer.firstName} ${row.customer.lastName} <${row.customer.email}>`, csv: (row) => row.customer.email },
    { key: 'status', label: t('support.orders.status'), sortable: true, render: (row) => <Badge tone={toneOf(row.status)}>{t(`support.status.${row.status}`)}</Badge>, csv: (row) => row.status },
    { key: 'total', label: t('support.orders.total'), sortable: true, render: (row) => euros(row.total, locale), csv: (row) => row.total },
    { key: 'storeId', label: t('support.orders.store'), render: (row) => storeName(row.storeId, t), csv: (row) => row.storeId },
    { key: 'paymentMethod', label: t('support.orders.payment'), render: (row) => t(`support.payment.${row.paymentMethod}`), csv: (row) => row.paymentMethod },
    { key: 'trackingNumber', label: t('support.orders.tracking'), render: (row) => row.trackingNumber ?? '—', csv: (row) => row.trackingNumber ?? '' },
  ];
  const filters: Filter[] = [
    { key: 'q', label: t('support.orders.search'), type: 'text' },
    { key: 'status', label: t('support.orders.status'), type: 'select', options: ORDER_STATUSES.map((status) => ({ value: status, label: t(`support.status.${status}`) })) },
    { key: 'store', label: t('support.orders.store'), type: 'select', options: Object.keys(STORES).map((id) => ({ value: id, label: id })) },
    { key: 'payment', label: t('support.orders.payment'), type: 'select', options: PAYMENT_METHODS.map((method) => ({ value: method, label: t(`support.payment.${method}`) })) },
    { key: 'from', label: t('support.orders.from'), type: 'date' },
    { key: 'to', label: t('support.orders.to'), type: 'date' },
  ];
  const fetchPage = async (query: PageQuery) => {
    const sort = SORTS.find((key) => key === query.sort?.key);
    const result = await get(LIST_ORDER_TABLE).execute({
      ...(query.filters as OrderTableQuery), page: query.page, pageSize: query.pageSize, sort, dir: sort ? query.sort?.dir : undefined,
    } as OrderTableQuery);
    if (result.kind !== 'found') throw new Error(failureText(result, t));
    return { rows: result.items, total: result.total };
  };
  return (
    <>
      <h1>{t('support.orders.title')}</h1>
      <DataTable
        caption={t('support.orders.caption')}
        columns={columns}
        filters={filters}
        rowKey={(row) => String(row.id)}
        rowHref={(row) => `/admin/orders/${row.id}`}
        fetchPage={fetchPage}
        csvName="orders"
      />
    </>
  );
}
