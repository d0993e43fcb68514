import type { ReactNode } from 'react';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { SignedInOnly } from './signed-in-only';

/** An account screen with nothing to list: what would be here, and a way on. */
function EmptyAccountScreen({ titleKey, emptyKey, textKey, action, testId }: { titleKey: string; emptyKey: string; textKey: string; action: ReactNode; testId: string }) {
  const t = useT();
  return (
    <PageFrame title={t(titleKey)} className="account-page">
      <SignedInOnly>
        <div className="account-empty" data-testid={testId}>
          <p className="account-empty__title">{t(emptyKey)}</p>
          <p>{t(textKey)}</p>
          {action}
        </div>
      </SignedInOnly>
    </PageFrame>
  );
}

function ShopLink() {
  const t = useT();
  return (
    <AppLink to="/" className="button button--primary">
      {t('basket.empty.cta')}
    </AppLink>
  );
}

function OrdersLink() {
  const t = useT();
  return (
    <AppLink to="/account/history" className="button button--secondary">
      {t('orders.back')}
    </AppLink>
  );
}

export function ReturnsPage() {
  return <EmptyAccountScreen titleKey="page.title.account-returns" emptyKey="orders.notFound.title" textKey="orders.notFound.text" action={<OrdersLink />} testId="order-not-found" />;
}

export function ReturnConfirmationPage() {
  return <EmptyAccountScreen titleKey="page.title.account-return" emptyKey="returns.notFound.title" textKey="returns.notFound.text" action={<OrdersLink />} testId="return-not-found" />;
}

/** SPEC §2 gift card activation: no card activated on this account yet. */
export function GiftcardPage() {
  return <EmptyAccountScreen titleKey="page.title.account-giftcard" emptyKey="giftcards.empty.title" textKey="giftcards.empty.text" action={<ShopLink />} testId="giftcards-empty" />;
}
