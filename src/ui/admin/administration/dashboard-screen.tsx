import type { MouseEvent } from 'react';
import { READ_DASHBOARD } from '../../../adapters/container/administration-tokens';
import { ScrollRegion } from '../kit/scroll-region';
import { Section } from '../kit/section';
import { useAsync } from '../kit/use-async';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { FAILED_MAILS_HREF, LOW_STOCK_HREF, moneyOf, waitingLinks } from './administration-view';

/**
 * The back office's landing screen (issue 39): today's orders, revenue and average basket per
 * store, what waits for an action (each count a link to its list), the low-stock sizes and the
 * failed mails — as many parts as the staff member's roles show (the shop sends only those).
 */
export default function DashboardScreen(_props: AdminScreenProps) {
  const { get, t, locale, navigate } = useAdmin();
  const state = useAsync(() => get(READ_DASHBOARD).execute(), []);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href') ?? '/admin');
  };
  const money = (euros: number) => moneyOf(euros, locale);

  if (state.status === 'loading' && !state.data) return (<><h1>{t('administration.dashboard.title')}</h1><p role="status">{t('kit.loading')}</p></>);
  if (state.status === 'error' || !state.data || state.data.kind !== 'found') {
    const message = state.data && 'message' in state.data ? state.data.message : t('kit.error');
    return (<><h1>{t('administration.dashboard.title')}</h1><p role="alert">{message}</p></>);
  }
  const board = state.data.dashboard;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'Europe/Paris' }).format(new Date(board.at));

  return (
    <>
      <h1>{t('administration.dashboard.title')}</h1>
      <p>{t('administration.dashboard.day', { day })}</p>
      {board.sales ? (
        <Section title={t('administration.dashboard.sales')}>
          <div className="admin-table" data-testid="admin-dashboard-sales"><ScrollRegion label={t('administration.dashboard.sales')}><table>
            <caption className="admin-visually-hidden">{t('administration.dashboard.sales')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('administration.dashboard.store')}</th>
                <th scope="col">{t('administration.dashboard.orders')}</th>
                <th scope="col">{t('administration.dashboard.revenue')}</th>
                <th scope="col">{t('administration.dashboard.average')}</th>
              </tr>
            </thead>
            <tbody>
              {board.sales.stores.map((store) => (
                <tr key={store.store}>
                  <th scope="row">{t(`administration.store.${store.store}`)}</th>
                  <td>{store.orders}</td>
                  <td>{money(store.revenue)}</td>
                  <td>{money(store.averageBasket)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('administration.dashboard.allStores')}</th>
                <td data-testid="admin-dashboard-total-orders">{board.sales.total.orders}</td>
                <td>{money(board.sales.total.revenue)}</td>
                <td>{money(board.sales.total.averageBasket)}</td>
              </tr>
            </tfoot>
          </table></ScrollRegion></div>
        </Section>
      ) : null}
      {board.waiting ? (
        <Section title={t('administration.dashboard.waiting')}>
          <ul data-testid="admin-dashboard-waiting">
            {waitingLinks(board.waiting).map((link) => (
              <li key={link.key}>
                <a href={link.href} onClick={follow}>{t(`administration.dashboard.waiting.${link.key}`, { count: link.count })}</a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {board.lowStock ? (
        <Section title={t('administration.dashboard.lowStock')}>
          <p>
            <a href={LOW_STOCK_HREF} onClick={follow}>{t('administration.dashboard.lowStock.count', { count: board.lowStock.count, threshold: board.lowStock.threshold })}</a>
            {' · '}
            {t('administration.dashboard.lowStock.soldOut', { count: board.lowStock.soldOut })}
          </p>
          {board.lowStock.sizes.length > 0 ? (
            <ul>
              {board.lowStock.sizes.map((size) => (
                <li key={size.sku}>{t('administration.dashboard.lowStock.size', { name: size.name, size: size.size, sku: size.sku, stock: size.stock })}</li>
              ))}
            </ul>
          ) : null}
        </Section>
      ) : null}
      {board.mails ? (
        <Section title={t('administration.dashboard.mails')}>
          <p data-testid="admin-dashboard-mails">
            <a href={FAILED_MAILS_HREF} onClick={follow}>{t('administration.dashboard.mails.failed', { count: board.mails.failed })}</a>
            {' · '}
            {t('administration.dashboard.mails.lastDay', { count: board.mails.failedLastDay })}
          </p>
        </Section>
      ) : null}
    </>
  );
}
