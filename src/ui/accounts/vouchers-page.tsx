import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { BalanceLine } from '../../application/ports/orders-api';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { formatPrice } from '../product/format-price';
import { formatOrderDate } from '../checkout/checkout-format';
import { consoleReport } from '../checkout/checkout-store-deps';
import { AccountLoading, LoadFailed, SignedInOnly } from './signed-in-only';
import { VouchersStore } from './vouchers-store';

/** Where a line came from: a return (`RT-000042`) or a gift card (masked); a voucher of the shop says nothing. */
function originText(line: BalanceLine, t: ReturnType<typeof useT>): string | null {
  if (!line.origin) return null;
  return t(line.kind === 'giftcard' ? 'giftcards.origin.giftcard' : 'giftcards.origin.return', { code: line.origin });
}

function BalanceRow({ line, now }: { line: BalanceLine; now: number }) {
  const t = useT();
  const { site } = useRootStore();
  const iso = site.locale.iso;
  const expired = line.expiresAt !== null && new Date(line.expiresAt).getTime() <= now;
  const origin = originText(line, t);
  return (
    <li className={`voucher-row${expired ? ' voucher-row--expired' : ''}`} data-testid="voucher-row" data-expired={expired || undefined}>
      <span className="voucher-row__head">
        <span className="voucher-row__label">
          {line.label}
          {expired && <span className="voucher-row__badge">{t('giftcards.expiredBadge')}</span>}
        </span>
        <strong className="voucher-row__remaining">{formatPrice(line.remaining, iso)}</strong>
      </span>
      <span className="voucher-row__meta">
        {origin && <span data-testid="voucher-origin">{origin}</span>}
        {line.code && <span>{t('vouchers.code', { code: line.code })}</span>}
        {line.remaining !== line.amount && <span>{t('vouchers.of', { amount: formatPrice(line.amount, iso) })}</span>}
        <span>
          {line.expiresAt === null
            ? t('vouchers.noExpiry')
            : t(expired ? 'giftcards.expiredOn' : 'vouchers.expires', { date: formatOrderDate(line.expiresAt, iso) })}
        </span>
      </span>
    </li>
  );
}

function BalanceGroup({ title, lines, testId }: { title: string; lines: BalanceLine[]; testId: string }) {
  // Account screens render in the browser only (signed in): the clock is the shopper's.
  const [now] = useState(() => Date.now());
  if (lines.length === 0) return null;
  return (
    <section className="account-section" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="account-section__title">
        {title}
      </h2>
      <ul className="voucher-list">
        {lines.map((line) => (
          <BalanceRow key={line.id} line={line} now={now} />
        ))}
      </ul>
    </section>
  );
}

const Vouchers = observer(function Vouchers() {
  const t = useT();
  const root = useRootStore();
  const [store] = useState(() => new VouchersStore({ useCases: () => root.services.checkout.useCases(), auth: root.auth, report: consoleReport }));
  useEffect(() => {
    void store.load();
  }, [store]);
  const balance = store.balance;
  if (balance === null) return store.loadFailed ? <LoadFailed onRetry={() => void store.load()} /> : <AccountLoading />;
  if (store.isEmpty) {
    return (
      <div className="account-empty" data-testid="vouchers-empty">
        <p className="account-empty__title">{t('vouchers.empty.title')}</p>
        <p>{t('vouchers.empty.text')}</p>
        <div className="giftcard-links">
          <AppLink to="/" className="button button--primary">
            {t('basket.empty.cta')}
          </AppLink>
          <AppLink to="/account/giftcard-activation" className="button button--secondary" data-testid="vouchers-giftcard-link">
            {t('page.title.account-giftcard')}
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <div className="vouchers" data-testid="vouchers">
      <p className="vouchers__balance" data-testid="vouchers-balance">
        {t('vouchers.balance', { amount: formatPrice(balance.balance, root.site.locale.iso) })}
      </p>
      <p className="account-section__intro">{t('payment.balance.howTo')}</p>
      <AppLink to="/account/giftcard-activation" className="link-button" data-testid="vouchers-giftcard-link">
        {t('page.title.account-giftcard')}
      </AppLink>
      <BalanceGroup title={t('vouchers.vouchers')} lines={balance.vouchers} testId="vouchers-list" />
      <BalanceGroup title={t('vouchers.credits')} lines={balance.credits} testId="credits-list" />
    </div>
  );
});

/** SPEC §2 `/account/voucher`: the vouchers and credits, what is left of each and until when. */
export function VouchersPage() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.account-vouchers')} className="account-page vouchers-page">
      <SignedInOnly>
        <Vouchers />
      </SignedInOnly>
    </PageFrame>
  );
}
