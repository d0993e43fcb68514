import { observer } from 'mobx-react-lite';
import { TermsCheckbox } from '../forms/terms-checkbox';
import { useT } from '../i18n/use-t';
import type { PaymentStore } from './payment-store';

/**
 * Step 3's acceptance of the terms (SPEC §2): the checkbox, and a link to the store's terms page
 * (`/t/{slug}`, slug per language) that opens beside the tunnel so the basket is not left.
 */
export const PaymentTerms = observer(function PaymentTerms({ payment }: { payment: PaymentStore }) {
  const t = useT();
  return (
    <TermsCheckbox
      name="accept-terms"
      checked={payment.acceptTerms}
      onChange={(accept) => payment.setAcceptTerms(accept)}
      label={t('payment.terms')}
      linkText={t('payment.termsLink')}
      slug={t('payment.termsSlug')}
      error={payment.termsMissing ? t('payment.termsRequired') : null}
      errorId="terms-error"
      testId="accept-terms"
      linkTestId="terms-link"
    />
  );
});
