import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';

/** The body of a private screen while the browser checks the session (and in the server's HTML). */
export function AccountLoading() {
  const t = useT();
  return (
    <div className="account-loading" aria-busy="true" data-testid="account-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      <span className="skeleton__line" />
      <span className="skeleton__line skeleton__line--short" />
      <span className="skeleton__block account-loading__block" />
    </div>
  );
}

/**
 * A private screen's personal part: mounted once the browser knows the customer. The server
 * never has it (the session lives in the browser), so its HTML holds the frame and this loading
 * state; a visitor whose session turns out invalid is sent to /login (useSessionCheck).
 */
export const SignedInOnly = observer(function SignedInOnly({ children }: { children: ReactNode }) {
  const { auth } = useRootStore();
  return auth.loggedIn ? <>{children}</> : <AccountLoading />;
});

/** A list that could not be loaded: reported already; the customer may try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="account-empty" role="alert">
      <p>{t('account.errors.default-error')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('basket.retry')}
      </button>
    </div>
  );
}
