import './merchandising.css';
import { LIST_MERCHANDISE_PRODUCTS } from '../../../adapters/container/merchandise-tokens';
import type { ProductListItem } from '../../../domain/catalogue/admin-product-list';
import { Badge, DataTable, type Column, type Filter, type PageQuery } from '../kit';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';


const STATUS_TONE = { published: 'success', draft: 'info', archived: 'neutral' } as const;
const STOCK_TONE = { in: 'success', low: 'warning', out: 'danger' } as const;

/** The catalogue, paged, sorted and filtered by the shop (issue 39): opens at once on 100,000 products. */
export default function ProductsScreen(_props: AdminScreenProps) {
  const { get, t } = useAdmin();
  const list = get(LIST_MERCHANDISE_PRODUCTS);
  const euros = (value: number | null) => (value === null ? '—' : `${value.toFixed(2).replace('.', ',')} €`);
  const columns: Column<ProductListItem>[] = [
    { key: 'key', label: t('merchandising.products.key'), sortable: true },
    { key: 'name', label: t('merchandising.products.name'), sortable: true },
    { key: 'brand', label: t('merchandising.products.brand'), sortable: true },
    { key: 'status', label: t('merchandising.products.status'), render: (row) => <Badge tone={STATUS_TONE[row.status]}>{t(`merchandising.status.${row.status}`)}</Badge>, csv: (row) => row.status },
    { key: 'stock', label: t('merchandising.products.stock'), sortable: true, render: (row) => <Badge tone={STOCK_TONE[row.stockClass]}>{`${row.stock} · ${t(`merchandising.stock.${row.stockClass}`)}`}</Badge>, csv: (row) => row.stock },
    { key: 'price', label: t('merchandising.products.price'), sortable: true, render: (row) => euros(row.price), csv: (row) => (row.price === null ? '' : row.price) },
    { key: 'created', label: t('merchandising.products.number'), sortable: true, render: (row) => String(row.id), csv: (row) => row.id },
  ];
  const option = (prefix: string, value: string) => ({ value, label: t(`${prefix}.${value}`) });
  const filters: Filter[] = [
    { key: 'q', label: t('merchandising.products.search'), type: 'text' },
    { key: 'brand', label: t('merchandising.products.brandKey'), type: 'text' },
    { key: 'category', label: t('merchandising.products.category'), type: 'text' },
    { key: 'stock', label: t('merchandising.products.stock'), type: 'select', options: ['in', 'low', 'out'].map((value) => option('merchandising.stock', value)) },
    { key: 'status', label: t('merchandising.products.status'), type: 'select', options: ['published', 'draft', 'archived'].map((value) => option('merchandising.status', value)) },
  ];
  const fetchPage = async (query: PageQuery) => {
    const result = await list.execute({
      ...Object.fromEntries(Object.entries(query.filters).filter(([, value]) => value)),
      page: String(query.page), pageSize: String(query.pageSize),
      ...(query.sort ? { sort: query.sort.key, dir: query.sort.dir } : {}),
    });
    if (result.kind !== 'found') throw new Error(result.kind === 'invalid' || result.kind === 'refused' || result.kind === 'forbidden' ? result.message : result.kind);
    return { rows: result.page.items, total: result.page.total };
  };
  return (
    <>
      <h1>{t('merchandising.products.title')}</h1>
      <DataTable
        caption={t('merchandising.products.caption')}
        columns={columns}
        filters={filters}
        rowKey={(row) => row.key}
        rowHref={(row) => `/admin/products/${encodeURIComponent(row.key)}`}
        fetchPage={fetchPage}
        csvName="produits"
      />
    </>
  );
}
