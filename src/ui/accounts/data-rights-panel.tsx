import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '../app/router';
import { FormNotice, PasswordField } from '../forms/form-fields';
import type { UiMessage } from '../forms/form-message';
import { useLocale, useT } from '../i18n/use-t';
import { useAccountStores } from './use-account-stores';

/** Saves the export through a temporary link: the browser's own download, named as the shop names it. */
function saveFile(name: string, json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download my data" and "Close my account" (docs/accounts-api.md "Your data"), at the foot of the account home. */
export const DataRightsPanel = observer(function DataRightsPanel() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { rights } = useAccountStores();
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<UiMessage | null>(null);

  const download = async () => {
    const file = await rights.download(locale);
    if (file) saveFile(file.name, file.json);
    else setNotice({ kind: 'key', key: 'account.rights.downloadFailed' });
  };

  const close = async (event: FormEvent) => {
    event.preventDefault();
    if (rights.closing) return;
    const outcome = await rights.close(password);
    setPassword('');
    if (outcome.ok) void navigate('/');
    else setNotice(outcome.message);
  };

  return (
    <section className="account-card account-rights" aria-labelledby="account-rights-title" data-testid="account-rights">
      <h2 id="account-rights-title">{t('account.rights.title')}</h2>
      <p>{t('account.rights.downloadIntro')}</p>
      <button type="button" className="button button--secondary" onClick={() => void download()} disabled={rights.downloading} data-testid="account-download-data">
        {rights.downloading ? t('common.loading') : t('account.rights.download')}
      </button>
      <details className="account-rights__close">
        <summary data-testid="account-close-open">{t('account.rights.close')}</summary>
        <form onSubmit={close} noValidate data-testid="account-close-form" aria-busy={rights.closing}>
          <p>{t('account.rights.closeIntro')}</p>
          <PasswordField label={t('account.rights.password')} name="password" autoComplete="current-password" value={password} onChange={(value) => { setPassword(value); setNotice(null); }} hint={t('account.rights.socialHint')} />
          <FormNotice message={notice} testId="account-rights-error" />
          <button type="submit" className="button button--danger" disabled={rights.closing} data-testid="account-close-submit">
            {rights.closing ? t('common.loading') : t('account.rights.closeSubmit')}
          </button>
        </form>
      </details>
    </section>
  );
});
