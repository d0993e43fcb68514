import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocationContext, TextContext } from '../shell/admin-location';
import { translator } from '../shell/admin-texts';
import { DataTable, type Column, type Filter } from './data-table';

interface Order {
  id: string;
  total: number;
  status: string;
}

const columns: Column<Order>[] = [
  { key: 'id', label: 'Commande', sortable: true },
  { key: 'total', label: 'Total', sortable: true, csv: (row) => row.total },
  { key: 'status', label: 'Statut' },
];
const filters: Filter[] = [
  { key: 'status', label: 'Statut', type: 'select', options: [{ value: 'paid', label: 'Payée' }] },
  { key: 'q', label: 'Recherche', type: 'text' },
  { key: 'from', label: 'Depuis', type: 'date' },
];

function render(search: string) {
  return renderToStaticMarkup(
    <TextContext.Provider value={{ locale: 'fr', t: translator('fr') }}>
      <LocationContext.Provider value={{ pathname: '/admin/orders', search: new URLSearchParams(search), navigate: () => undefined }}>
        <DataTable caption="Commandes" columns={columns} filters={filters} rowKey={(row) => row.id} fetchPage={async () => ({ rows: [], total: 0 })} csvName="commandes" />
      </LocationContext.Provider>
    </TextContext.Provider>,
  );
}

describe('DataTable markup', () => {
  it('is a real table: caption, column headers with scope, aria-sort on the sortable ones, the sorted one from the URL', () => {
    const html = render('sort=total&dir=desc&status=paid');
    expect(html).toContain('<caption>Commandes</caption>');
    expect(html).toMatch(/<th scope="col" aria-sort="none"><button type="button" class="admin-table__sort">Commande/);
    expect(html).toMatch(/<th scope="col" aria-sort="descending"><button type="button" class="admin-table__sort">Total/);
    expect(html).toContain('<th scope="col">Statut</th>');
    expect(html).toContain('aria-busy="true"');
  });

  it('labels every filter, shows the URL filter chosen, announces the count in a live region, offers the CSV export', () => {
    const html = render('status=paid&q=camille');
    for (const label of ['Statut', 'Recherche', 'Depuis']) expect(html).toMatch(new RegExp(`<label class="admin-field__label" for="[^"]+">${label}</label>`));
    expect(html).toContain('<option value="paid" selected="">Payée</option>');
    expect(html).toContain('value="camille"');
    expect(html).toContain('type="date"');
    expect(html).toMatch(/<p class="admin-table__count" role="status" aria-live="polite"[^>]*>Chargement…<\/p>/);
    expect(html).toContain('Exporter en CSV');
    expect(html).toContain('role="search"');
    expect(html).toContain('Effacer les filtres');
  });
});
