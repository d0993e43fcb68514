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

function BalanceRow({ line }: { line: BalanceLine }) {
  const t = useT();
  const { site } = useRootStore();
  const iso = site.locale.iso;
  return (
    <li className="voucher-row" data-testid="voucher-row">
      <span className="voucher-row__head">
        <span className="voucher-row__label">{line.label}</span>
        <strong className="voucher-row__remaining">{formatPrice(line.remaining, iso)}</strong>
      </span>
      <span className="voucher-row__meta">
        {line.code && <span>{t('vouchers.code', { code: line.code })}</span>}
        {line.remaining !== line.amount && <span>{t('vouchers.of', { amount: formatPrice(line.amount, iso) })}</span>}
        <span>{line.expiresAt ? t('vouchers.expires', { date: formatOrderDate(line.expiresAt, iso) }) : t('vouchers.noExpiry')}</span>
      </span>
    </li>
  );
}

function BalanceGroup({ title, lines, testId }: { title: string; lines: BalanceLine[]; testId: string }) {
  if (lines.length === 0) return null;
  return (
    <section className="account-section" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="account-section__title">
        {title}
      </h2>
      <ul className="voucher-list">
        {lines.map((line) => (
          <BalanceRow key={line.id} line={line} />
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
        <AppLink to="/" className="button button--primary">
          {t('basket.empty.cta')}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="vouchers" data-testid="vouchers">
      <p className="vouchers__balance" data-testid="vouchers-balance">
        {t('vouchers.balance', { amount: formatPrice(balance.balance, root.site.locale.iso) })}
      </p>
      <p className="account-section__intro">{t('vouchers.howTo')}</p>
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
