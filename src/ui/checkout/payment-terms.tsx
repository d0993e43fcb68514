import { observer } from 'mobx-react-lite';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import type { PaymentStore } from './payment-store';

/**
 * Step 3's acceptance of the terms (SPEC §2): the checkbox, and a link to the store's terms page
 * (`/t/{slug}`, slug per language) that opens beside the tunnel so the basket is not left.
 */
export const PaymentTerms = observer(function PaymentTerms({ payment }: { payment: PaymentStore }) {
  const t = useT();
  return (
    <div className={`checkout-terms${payment.termsMissing ? ' checkout-terms--missing' : ''}`}>
      <label className="checkbox">
        <input
          type="checkbox"
          name="accept-terms"
          checked={payment.acceptTerms}
          onChange={(event) => payment.setAcceptTerms(event.target.checked)}
          aria-invalid={payment.termsMissing || undefined}
          aria-describedby={payment.termsMissing ? 'terms-error' : undefined}
          data-testid="accept-terms"
        />
        <span>
          {t('payment.terms')}{' '}
          <AppLink to={`/t/${t('payment.termsSlug')}`} target="_blank" rel="noopener" data-testid="terms-link">
            {t('payment.termsLink')}
          </AppLink>
        </span>
      </label>
      {payment.termsMissing && (
        <p id="terms-error" className="field__error" role="alert">
          {t('payment.termsRequired')}
        </p>
      )}
    </div>
  );
});
