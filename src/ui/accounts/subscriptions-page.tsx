import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { FormNotice } from '../forms/form-fields';
import type { AlertRow } from './stock-alerts-store';
import { AccountLoading, LoadFailed, SignedInOnly } from './signed-in-only';
import { useAccountStores } from './use-account-stores';
import { squarePicture } from '../../domain/catalogue/picture-sources';
import { brandedName } from '../../domain/catalogue/product-card';
import { ProductPicture } from '../product/product-picture';

const THUMB = 64;

const AlertItem = observer(function AlertItem({ row }: { row: AlertRow }) {
  const t = useT();
  const { alerts } = useAccountStores();
  const { alert, product } = row;
  return (
    <li className="alert-row" data-testid="stock-alert-row">
      {product?.picture ? (
        <ProductPicture className="alert-row__picture" picture={squarePicture(product.picture, THUMB, `${THUMB}px`)} alt="" />
      ) : (
        <span className="alert-row__picture" aria-hidden="true" />
      )}
      <div className="alert-row__info">
        {product ? (
          <AppLink to={product.path} className="alert-row__name">
            {brandedName(product)}
          </AppLink>
        ) : (
          <span className="alert-row__name">{t('alerts.row.unavailable')}</span>
        )}
        {row.size && <span className="alert-row__size">{t('basket.line.size', { size: row.size })}</span>}
        <span className="alert-row__status">{alert.sentAt ? t('alerts.row.sent') : t('alerts.row.waiting')}</span>
      </div>
      <button type="button" className="link-button" disabled={alerts.busyId !== null} onClick={() => void alerts.remove(alert.id)} data-testid="stock-alert-delete">
        {t('alerts.row.delete')}
      </button>
    </li>
  );
});

const StockAlerts = observer(function StockAlerts() {
  const t = useT();
  const { alerts } = useAccountStores();
  useEffect(() => {
    void alerts.load();
  }, [alerts]);
  if (alerts.rows === null) return alerts.loadFailed ? <LoadFailed onRetry={() => void alerts.load()} /> : <AccountLoading />;
  return (
    <>
      <FormNotice message={alerts.message} />
      {alerts.rows.length === 0 ? (
        <div className="account-empty" data-testid="stock-alerts-empty">
          <p>{t('alerts.empty')}</p>
        </div>
      ) : (
        <ul className="alert-list" data-testid="stock-alerts">
          {alerts.rows.map((row) => (
            <AlertItem key={row.alert.id} row={row} />
          ))}
        </ul>
      )}
    </>
  );
});

/**
 * The newsletter of this store, the same subscription the footer form makes: the shop tells the
 * signed-in customer about their own address, and a toggle subscribes or unsubscribes it at once.
 */
const NewsletterToggle = observer(function NewsletterToggle() {
  const t = useT();
  const { auth, services } = useRootStore();
  const email = auth.customer?.email ?? null;
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);

  useEffect(() => {
    if (!email) return;
    let live = true;
    services.newsletter.status(email).then(
      (result) => live && setSubscribed(result.kind === 'known' ? result.subscribed : (auth.customer?.newsletter ?? false)),
      () => live && setSubscribed(auth.customer?.newsletter ?? false),
    );
    return () => {
      live = false;
    };
  }, [email, services, auth]);

  const toggle = async () => {
    if (!email || subscribed === null || busy) return;
    setBusy(true);
    try {
      if (subscribed) {
        const result = await services.newsletter.unsubscribe(email);
        if (result.kind === 'unsubscribed') setSubscribed(false);
        setMessage({ text: result.kind === 'invalid' ? t(`newsletter.errors.${result.problem}`) : result.message, tone: result.kind === 'refused' ? 'error' : 'success' });
      } else {
        const result = await services.newsletter.subscribe(email);
        if (result.kind === 'subscribed') setSubscribed(true);
        setMessage({ text: result.kind === 'invalid' ? t(`newsletter.errors.${result.problem}`) : result.message, tone: result.kind === 'subscribed' ? 'success' : 'error' });
      }
    } catch {
      setMessage({ text: t('newsletter.errors.failed'), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (subscribed === null) return <AccountLoading />;
  return (
    <div className="subscriptions__newsletter" data-slot="newsletter-toggle" data-testid="newsletter-status">
      <p>{subscribed ? t('subscriptions.newsletter.subscribed') : t('subscriptions.newsletter.notSubscribed')}</p>
      <button type="button" className={subscribed ? 'button button--secondary' : 'button'} disabled={busy} aria-pressed={subscribed} onClick={() => void toggle()} data-testid="newsletter-toggle">
        {subscribed ? t('subscriptions.newsletter.unsubscribe') : t('subscriptions.newsletter.subscribe')}
      </button>
      {message && (
        <p className={`subscriptions__message subscriptions__message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <p className="subscriptions__note">{t('subscriptions.newsletter.delay')}</p>
    </div>
  );
});

/** SPEC §2 subscriptions (/account/subscriptions): product stock alerts, and the newsletter. */
export function SubscriptionsPage() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.account-subscriptions')} className="account-page subscriptions-page">
      <SignedInOnly>
        <section className="account-section" aria-labelledby="alerts-title">
          <h2 id="alerts-title" className="account-section__title">
            {t('alerts.title')}
          </h2>
          <p className="account-section__intro">{t('alerts.intro')}</p>
          <StockAlerts />
        </section>
        <section className="account-section" aria-labelledby="newsletter-title">
          <h2 id="newsletter-title" className="account-section__title">
            {t('subscriptions.newsletter.title')}
          </h2>
          <NewsletterToggle />
        </section>
      </SignedInOnly>
    </PageFrame>
  );
}
