import { useState, type FormEvent } from 'react';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'message'; text: string; error: boolean };

/**
 * Sold-out size: the shopper leaves an email and is told when it is back (SPEC §3 product alert,
 * §7 `POST /product-alerts` through the SubscribeStockAlert use case). An alert that already
 * exists shows the shop's own message ('Vous êtes déjà inscrit à cette alerte mail').
 */
export function StockAlertForm({ productId, productSizeId, sizeLabel }: { productId: number; productSizeId: number; sizeLabel: string }) {
  const t = useT();
  const alerts = useRootStore().services.alerts;
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      const result = await alerts.subscribeStockAlert({ productId, productSizeId, email });
      if (result.kind === 'subscribed') setStatus({ kind: 'done' });
      else if (result.kind === 'already-subscribed') setStatus({ kind: 'message', text: result.message, error: false });
      else if (result.kind === 'invalid-email') setStatus({ kind: 'message', text: t('product.alert.invalidEmail'), error: true });
      else setStatus({ kind: 'message', text: result.message, error: true });
    } catch {
      setStatus({ kind: 'message', text: t('product.alert.failed'), error: true });
    }
  };

  if (status.kind === 'done') {
    return (
      <p className="stock-alert stock-alert--done" role="status" data-testid="stock-alert-done">
        {t('product.alert.done', { size: sizeLabel })}
      </p>
    );
  }
  return (
    <form className="stock-alert" onSubmit={submit} noValidate data-testid="stock-alert">
      <p className="stock-alert__title">{t('product.alert.title', { size: sizeLabel })}</p>
      <label className="stock-alert__field">
        <span className="visually-hidden">{t('product.alert.email')}</span>
        <input type="email" name="email" autoComplete="email" required value={email} placeholder={t('product.alert.email')} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button type="submit" className="button" disabled={status.kind === 'sending' || email.trim() === ''}>
        {t('product.alert.submit')}
      </button>
      {status.kind === 'message' && (
        <p className={`stock-alert__message${status.error ? ' stock-alert__message--error' : ''}`} role="alert" data-testid="stock-alert-message">
          {status.text}
        </p>
      )}
    </form>
  );
}
