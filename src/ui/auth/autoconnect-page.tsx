import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from '../app/router';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { accountMessage, type UiMessage } from '../forms/form-message';
import { FormNotice } from '../forms/form-fields';
import { loginPath, PASSWORD_RESET_QUERY } from './login-links';

/**
 * `/autoconnect/{token}` (SPEC §2): the forgotten-password mail's single-use link signs its
 * customer in, then leads to choosing a new password (without the old one). `/autoconnect`
 * without a token, or a used or expired link, says so and offers a new link.
 */
export const AutoconnectPage = observer(function AutoconnectPage() {
  const t = useT();
  const { auth, modals, hydrated } = useRootStore();
  const navigate = useNavigate();
  const { token } = useParams();
  const [message, setMessage] = useState<UiMessage | null>(token ? null : accountMessage('autoconnect-invalid'));
  const tried = useRef(false);

  useEffect(() => {
    // The link works once: never twice, even when effects run twice.
    if (!token || !hydrated || tried.current) return;
    tried.current = true;
    void auth.autoconnect(token).then((outcome) => {
      if (outcome.ok) void navigate(`/account/modify-id?${PASSWORD_RESET_QUERY}=1`, { replace: true });
      else setMessage(outcome.message);
    });
  }, [token, hydrated, auth, navigate]);

  return (
    <PageFrame title={t('page.title.autoconnect')} className="autoconnect-page">
      {message ? (
        <div className="autoconnect-page__failed" data-testid="autoconnect-failed">
          <FormNotice message={message} />
          <p>{t('autoconnect.retry')}</p>
          <div className="autoconnect-page__actions">
            <button type="button" className="button button--primary" onClick={() => modals.open('forgotten-password')}>
              {t('login.forgotPassword')}
            </button>
            <AppLink to={loginPath('connection')} className="button button--secondary">
              {t('header.account.login')}
            </AppLink>
          </div>
        </div>
      ) : (
        <p className="autoconnect-page__pending" role="status" aria-busy="true" data-testid="autoconnect-pending">
          {t('autoconnect.pending')}
        </p>
      )}
    </PageFrame>
  );
});
