import { SEARCH_CUSTOMERS } from '../../../adapters/container/support-tokens';
import { CUSTOMER_SORTS, type CustomerSearchItem, type CustomerSort } from '../../../domain/support/customer-file';
import { Badge } from '../kit/badge';
import { DataTable, type Column, type Filter, type PageQuery } from '../kit/data-table';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { day, failureText, storeName } from './support-format';

/** Find a customer by e-mail address, name, account or order number (issue 39). */
export default function CustomersScreen(_props: AdminScreenProps) {
  const { get, t, locale } = useAdmin();
  const columns: Column<CustomerSearchItem>[] = [
    { key: 'name', label: t('support.customers.name'), sortable: true, render: (row) => `${row.firstName} ${row.lastName}`, csv: (row) => `${row.firstName} ${row.lastName}` },
    { key: 'email', label: t('support.customers.email'), sortable: true },
    { key: 'storeId', label: t('support.orders.store'), render: (row) => storeName(row.storeId, t), csv: (row) => row.storeId },
    { key: 'orders', label: t('support.customers.orders'), sortable: true, render: (row) => String(row.orderCount), csv: (row) => row.orderCount },
    { key: 'lastOrderAt', label: t('support.customers.lastOrder'), render: (row) => day(row.lastOrderAt, locale), csv: (row) => row.lastOrderAt ?? '' },
    { key: 'createdAt', label: t('support.customers.since'), sortable: true, render: (row) => day(row.createdAt, locale), csv: (row) => row.createdAt },
    { key: 'closed', label: t('support.customers.account'), render: (row) => <Badge tone={row.closed ? 'danger' : 'success'}>{t(row.closed ? 'support.customers.closed' : 'support.customers.open')}</Badge>, csv: (row) => (row.closed ? 'closed' : 'open') },
  ];
  const filters: Filter[] = [{ key: 'q', label: t('support.customers.search'), type: 'text' }];
  const fetchPage = async (query: PageQuery) => {
    const sort = CUSTOMER_SORTS.find((key) => key === query.sort?.key) as CustomerSort | undefined;
    const result = await get(SEARCH_CUSTOMERS).execute({ q: query.filters.q, sort, dir: sort ? query.sort?.dir : undefined, page: query.page, pageSize: query.pageSize });
    if (result.kind !== 'found') throw new Error(failureText(result, t));
    return { rows: result.items, total: result.total };
  };
  return (
    <>
      <h1>{t('support.customers.title')}</h1>
      <DataTable caption={t('support.customers.caption')} columns={columns} filters={filters} rowKey={(row) => String(row.id)} rowHref={(row) => `/admin/customers/${row.id}`} fetchPage={fetchPage} csvName="customers" />
    </>
  );
}
