import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { Card } from '../../domain/accounts/card';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { FormNotice } from '../forms/form-fields';
import { AccountLoading, LoadFailed, SignedInOnly } from './signed-in-only';
import { useAccountStores } from './use-account-stores';

const CardRow = observer(function CardRow({ card }: { card: Card }) {
  const t = useT();
  const { cards } = useAccountStores();
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
  return (
    <li className="card-row" data-testid="card-row">
      <span className="card-row__brand">{card.brand}</span>
      <span className="card-row__number" aria-label={t('cards.last4', { last4: card.last4 })}>
        •••• {card.last4}
      </span>
      <span className="card-row__expiry">{t('cards.expiry', { date: expiry })}</span>
      {card.holder && <span className="card-row__holder">{card.holder}</span>}
      <button type="button" className="link-button card-row__delete" disabled={cards.busyId !== null} onClick={() => void cards.remove(card.id)} data-testid="card-delete">
        {t('cards.delete')}
      </button>
    </li>
  );
});

const CardBook = observer(function CardBook() {
  const t = useT();
  const { cards } = useAccountStores();
  useEffect(() => {
    void cards.load();
  }, [cards]);
  if (cards.cards === null) return cards.loadFailed ? <LoadFailed onRetry={() => void cards.load()} /> : <AccountLoading />;
  return (
    <div className="card-book">
      <FormNotice message={cards.message} testId="card-book-error" />
      {cards.cards.length === 0 ? (
        <div className="account-empty" data-testid="card-book-empty">
          <p className="account-empty__title">{t('cards.empty.title')}</p>
          <p>{t('cards.empty.text')}</p>
        </div>
      ) : (
        <ul className="card-book__list" data-testid="card-book">
          {cards.cards.map((card) => (
            <CardRow key={card.id} card={card} />
          ))}
        </ul>
      )}
      <p className="card-book__note">{t('cards.note')}</p>
    </div>
  );
});

/** SPEC §2 payment cards (/account/card-book): brand, last four digits, expiry; delete. */
export function CardBookPage() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.account-cards')} className="account-page card-book-page">
      <SignedInOnly>
        <CardBook />
      </SignedInOnly>
    </PageFrame>
  );
}
