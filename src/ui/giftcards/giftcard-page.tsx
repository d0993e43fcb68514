import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { GIFTCARD_CODE_LENGTH } from '../../domain/giftcards/giftcard';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { TextField } from '../forms/form-fields';
import { formatPrice } from '../product/format-price';
import { formatOrderDate } from '../checkout/checkout-format';
import { consoleReport } from '../checkout/checkout-store-deps';
import { SignedInOnly } from '../accounts/signed-in-only';
import { GiftcardStore, type GiftcardError } from './giftcard-store';

function useErrorText(): (error: GiftcardError | null) => string | undefined {
  const t = useT();
  return (error) => {
    if (error === null) return undefined;
    if (error.kind === 'problem') return t(`giftcards.error.${error.problem}`, { length: GIFTCARD_CODE_LENGTH });
    if (error.kind === 'failed') return t('common.defaultError');
    return error.message;
  };
}

/** After a success: the new credit, the balance, and where to see them. */
const Activated = observer(function Activated({ store }: { store: GiftcardStore }) {
  const t = useT();
  const { site } = useRootStore();
  const iso = site.locale.iso;
  const { credit, balance } = store.activated!;
  return (
    <div className="account-card giftcard-done" role="status" data-testid="giftcard-activated">
      <p className="giftcard-done__title">{t('giftcards.success', { amount: formatPrice(credit.amount, iso) })}</p>
      <p>
        {credit.origin && <span className="giftcard-done__code">{t('giftcards.origin.giftcard', { code: credit.origin })} · </span>}
        {credit.expiresAt ? t('vouchers.expires', { date: formatOrderDate(credit.expiresAt, iso) }) : t('vouchers.noExpiry')}
      </p>
      <p className="giftcard-done__balance" data-testid="giftcard-balance">
        {t('giftcards.balance', { amount: formatPrice(balance.balance, iso) })}
      </p>
      <div className="giftcard-done__actions">
        <AppLink to="/account/voucher" className="button button--primary" data-testid="giftcard-vouchers-link">
          {t('giftcards.seeVouchers')}
        </AppLink>
        <button type="button" className="link-button" onClick={store.again}>
          {t('giftcards.again')}
        </button>
      </div>
    </div>
  );
});

const GiftcardForm = observer(function GiftcardForm() {
  const t = useT();
  const root = useRootStore();
  const [store] = useState(() => new GiftcardStore({ useCases: () => root.services.checkout.useCases(), auth: root.auth, report: consoleReport }));
  const errorText = useErrorText();
  if (store.activated) return <Activated store={store} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.activate();
  };
  return (
    <form className="account-form account-card giftcard-form" onSubmit={submit} noValidate data-testid="giftcard-form" aria-busy={store.pending}>
      <p className="account-form__intro">{t('giftcards.intro', { length: GIFTCARD_CODE_LENGTH })}</p>
      <TextField
        label={t('giftcards.field')}
        name="giftcard-code"
        className="giftcard-form__code"
        value={store.code}
        onChange={store.setCode}
        error={errorText(store.error)}
        hint={t('giftcards.hint', { length: GIFTCARD_CODE_LENGTH })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        maxLength={40}
        placeholder="XXXX XXXX XXXX XXXX"
        data-testid="giftcard-code"
      />
      <button type="submit" className="button button--primary" disabled={store.pending} data-testid="giftcard-submit">
        {store.pending ? t('common.loading') : t('giftcards.submit')}
      </button>
      <AppLink to="/account/voucher" className="giftcard-form__link">
        {t('giftcards.seeVouchers')}
      </AppLink>
    </form>
  );
});

/** SPEC §2 `/account/giftcard-activation`: a 16-character code (SPEC §5) adds the card's value to the balance, once. */
export function GiftcardPage() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.account-giftcard')} className="account-page giftcard-page">
      <SignedInOnly>
        <GiftcardForm />
      </SignedInOnly>
    </PageFrame>
  );
}
