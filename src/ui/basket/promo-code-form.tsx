import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { formatPrice } from '../product/format-price';

/**
 * SPEC §5 promo code: empty → 'Veuillez renseigner un code promo' (translated); a valid code is
 * shown with its discount and can be removed; a refused one shows the server's message.
 */
export const PromoCodeForm = observer(function PromoCodeForm() {
  const t = useT();
  const { basket, site } = useRootStore();
  const [code, setCode] = useState('');
  const promotion = basket.basket.promotion;
  const message = basket.promoMessage;

  if (promotion?.status === 'valid') {
    return (
      <div className="promo-code promo-code--applied" data-testid="promo-applied">
        <p className="promo-code__applied">
          {t('basket.promotion.applied', { code: promotion.code, discount: formatPrice(promotion.detail.discount, site.locale.iso) })}
          {promotion.detail.name && <span className="promo-code__name">{promotion.detail.name}</span>}
        </p>
        <button type="button" className="link-button" data-testid="promo-remove" disabled={basket.basket.loading} onClick={() => void basket.clearPromotion()}>
          {t('basket.promotion.remove')}
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await basket.applyPromotion(code)) setCode('');
  };

  return (
    <form className="promo-code" onSubmit={(event) => void submit(event)} noValidate>
      <label className="promo-code__label" htmlFor="promo-code">
        {t('basket.promotion.label')}
      </label>
      <div className="promo-code__row">
        <input
          id="promo-code"
          name="code"
          className="promo-code__input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'promo-code-message' : undefined}
          data-testid="promo-input"
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button button--secondary" data-testid="promo-apply" disabled={basket.promoBusy}>
          {t('basket.promotion.apply')}
        </button>
      </div>
      {message && (
        <p id="promo-code-message" className="promo-code__error" role="alert" data-testid="promo-error">
          {message.kind === 'key' ? t(message.key) : message.text}
        </p>
      )}
    </form>
  );
});
