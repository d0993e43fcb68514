import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { INSTALMENTS_MINIMUM_CENTS } from '../../domain/orders/order';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { formatPrice } from '../product/format-price';
import { CheckboxField } from '../forms/form-fields';
import { formatOrderDate } from './checkout-format';
import type { PaymentChoice } from './payment-store';
import { useCheckoutStores } from './use-checkout-stores';

const sameChoice = (a: PaymentChoice | null, b: PaymentChoice) =>
  a !== null && a.method === b.method && (a.method !== 'card' || b.method !== 'card' || a.cardId === b.cardId);

/** One mean as a radio card; its details show once it is chosen. */
const Mean = observer(function Mean({ choice, title, text, testId, children }: { choice: PaymentChoice; title: ReactNode; text?: ReactNode; testId: string; children?: ReactNode }) {
  const { payment } = useCheckoutStores();
  const chosen = sameChoice(payment.choice, choice);
  return (
    <div className={`choice-card payment-mean${chosen ? ' is-chosen' : ''}`} data-testid={testId}>
      <label className="choice-card__main">
        <input type="radio" name="payment-mean" checked={chosen} disabled={payment.placing} onChange={() => payment.choose(choice)} />
        <span className="choice-card__body">
          <span className="choice-card__title">{title}</span>
          {text && <span className="payment-mean__text">{text}</span>}
        </span>
      </label>
      {chosen && children && <div className="payment-mean__details">{children}</div>}
    </div>
  );
});

/** SPEC §9 payment in 4: shown from the minimum, with its schedule. */
const InstalmentSchedule = observer(function InstalmentSchedule() {
  const t = useT();
  const { site } = useRootStore();
  const { payment } = useCheckoutStores();
  const iso = site.locale.iso;
  return (
    <ol className="instalments" data-testid="instalment-schedule">
      {payment.schedule.map((instalment, index) => (
        <li key={instalment.dueDate} className="instalments__row">
          <span>{index === 0 ? t('payment.instalments.today') : formatOrderDate(instalment.dueDate, iso)}</span>
          <span>{formatPrice(instalment.amount / 100, iso)}</span>
        </li>
      ))}
    </ol>
  );
});

/** The balance does not cover the total: "use my vouchers and credits (x €)" lowers what the means pays. */
const BalanceSwitch = observer(function BalanceSwitch() {
  const t = useT();
  const { site } = useRootStore();
  const { payment } = useCheckoutStores();
  if (!payment.balanceSwitchOffered || payment.balance === null) return null;
  const iso = site.locale.iso;
  return (
    <div className="payment-balance-switch" data-testid="payment-balance-switch">
      <label className="checkbox">
        <input
          type="checkbox"
          role="switch"
          name="use-balance"
          checked={payment.useBalance}
          disabled={payment.placing}
          onChange={(event) => payment.setUseBalance(event.target.checked)}
          data-testid="use-balance"
        />
        <span>{t('payment.balance.use', { amount: formatPrice(payment.balance.balance, iso) })}</span>
      </label>
      <p className="payment-means__note">
        {payment.useBalance && payment.toPay !== null
          ? t('payment.balance.rest', { amount: formatPrice(payment.toPay, iso) })
          : t('payment.means.balanceShort', { amount: formatPrice(payment.balance.balance, iso) })}
      </p>
    </div>
  );
});

/** In the order summary: what vouchers and credits pay, and what is left to pay by the chosen means. */
export const BalanceSummary = observer(function BalanceSummary() {
  const t = useT();
  const { site } = useRootStore();
  const { payment } = useCheckoutStores();
  if (payment.balanceShare <= 0 || payment.toPay === null) return null;
  const iso = site.locale.iso;
  return (
    <dl className="basket-totals__list payment-balance-summary" data-testid="payment-balance-summary">
      <div className="basket-totals__row basket-totals__row--discount">
        <dt>{t('payment.balance.paid')}</dt>
        <dd data-testid="payment-balance-share">-{formatPrice(payment.balanceShare, iso)}</dd>
      </div>
      <div className="basket-totals__row basket-totals__row--total">
        <dt>{t('payment.balance.toPay')}</dt>
        <dd data-testid="payment-to-pay">{formatPrice(payment.toPay, iso)}</dd>
      </div>
    </dl>
  );
});

/**
 * SPEC §2/§9 means: saved cards, a new card (the provider's hosted page), 4× from 150 €, bank
 * transfer, cheque, PayPal, and vouchers and credits: the means 10 when the balance covers the
 * total, else a switch that lets them pay part of it (docs/returns-api.md).
 */
export const PaymentMeans = observer(function PaymentMeans() {
  const t = useT();
  const { site } = useRootStore();
  const { payment } = useCheckoutStores();
  const iso = site.locale.iso;
  return (
    <fieldset className="choice-list payment-means" data-testid="payment-means">
      <legend className="checkout-section__subtitle">{t('payment.means.title')}</legend>
      {/* First: what vouchers and credits pay decides what is left, and so which means are offered (4× from 150 €). */}
      <BalanceSwitch />
      {(payment.cards ?? []).map((card) => (
        <Mean
          key={card.id}
          choice={{ method: 'card', cardId: card.id }}
          testId="payment-saved-card"
          title={t('payment.means.savedCard', { brand: card.brand, last4: card.last4 })}
          text={t('cards.expiry', { date: `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}` })}
        />
      ))}
      <Mean choice={{ method: 'card', cardId: null }} testId="payment-new-card" title={t('payment.means.newCard')} text={t('payment.means.newCardText')}>
        <CheckboxField name="save-card" label={t('payment.means.saveCard')} checked={payment.saveCard} onChange={payment.setSaveCard} />
      </Mean>
      {payment.instalmentsOffered ? (
        <Mean choice={{ method: 'instalments4' }} testId="payment-instalments" title={t('payment.means.instalments4')} text={t('payment.means.instalments4Text')}>
          <InstalmentSchedule />
        </Mean>
      ) : (
        <p className="payment-means__note" data-testid="payment-instalments-unavailable">
          {t('payment.means.instalments4From', { amount: formatPrice(INSTALMENTS_MINIMUM_CENTS / 100, iso) })}
        </p>
      )}
      <Mean choice={{ method: 'paypal' }} testId="payment-paypal" title={t('payment.means.paypal')} text={t('payment.means.paypalText')} />
      <Mean choice={{ method: 'transfer' }} testId="payment-transfer" title={t('payment.means.transfer')} text={t('payment.means.transferText')} />
      <Mean choice={{ method: 'cheque' }} testId="payment-cheque" title={t('payment.means.cheque')} text={t('payment.means.chequeText')} />
      {payment.balance && payment.balanceCovers && (
        <Mean
          choice={{ method: 'balance' }}
          testId="payment-balance"
          title={t('payment.means.balance')}
          text={t('payment.means.balanceText', { amount: formatPrice(payment.balance.balance, iso) })}
        />
      )}
    </fieldset>
  );
});
