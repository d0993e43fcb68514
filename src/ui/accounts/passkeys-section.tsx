import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { Passkey } from '../../domain/auth/passkeys';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { FormNotice } from '../forms/form-fields';
import { AccountLoading, LoadFailed } from './signed-in-only';
import { useAccountStores } from './use-account-stores';

const passkeyDates = new Map<string, Intl.DateTimeFormat>();

function passkeyDate(date: string, localeIso: string): string {
  let format = passkeyDates.get(localeIso);
  if (!format) passkeyDates.set(localeIso, (format = new Intl.DateTimeFormat(localeIso, { dateStyle: 'medium' })));
  return format.format(new Date(date));
}

const PasskeyRow = observer(function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const t = useT();
  const root = useRootStore();
  const { passkeys } = useAccountStores();
  const localeIso = root.site.locale.iso;
  return (
    <li className="passkey-row" data-testid="passkey-row">
      <span className="passkey-row__name" data-testid="passkey-name">{passkey.name}</span>
      <span className="passkey-row__dates">
        <span>{t('passkeys.created', { date: passkeyDate(passkey.createdAt, localeIso) })}</span>
        <span data-testid="passkey-last-used">{passkey.lastUsedAt ? t('passkeys.lastUsed', { date: passkeyDate(passkey.lastUsedAt, localeIso) }) : t('passkeys.neverUsed')}</span>
      </span>
      <button
        type="button"
        className="link-button passkey-row__remove"
        disabled={passkeys.busyId !== null}
        aria-label={t('passkeys.removeLabel', { name: passkey.name })}
        onClick={() => void passkeys.remove(passkey.id)}
        data-testid="passkey-remove"
      >
        {t('passkeys.remove')}
      </button>
    </li>
  );
});

/** "Passkeys" (issue 36) under the password: the account's passkeys, add one from this device, remove one. */
export const PasskeysSection = observer(function PasskeysSection() {
  const t = useT();
  const { passkeys } = useAccountStores();
  useEffect(() => {
    void passkeys.load();
  }, [passkeys]);
  return (
    <section className="passkeys account-card" aria-labelledby="passkeys-title" data-testid="passkeys">
      <h2 id="passkeys-title" className="passkeys__title">
        {t('passkeys.title')}
      </h2>
      <p className="passkeys__intro">{t('passkeys.intro')}</p>
      {passkeys.passkeys === null ? (
        passkeys.loadFailed ? <LoadFailed onRetry={() => void passkeys.load()} /> : <AccountLoading />
      ) : (
        <>
          <FormNotice message={passkeys.message?.text ?? null} tone={passkeys.message?.tone} testId={passkeys.message?.tone === 'success' ? 'passkeys-done' : 'passkeys-error'} />
          {passkeys.passkeys.length === 0 ? (
            <p className="passkeys__empty" data-testid="passkeys-empty">
              {t('passkeys.empty')}
            </p>
          ) : (
            <ul className="passkeys__list" data-testid="passkeys-list">
              {passkeys.passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} />
              ))}
            </ul>
          )}
          {passkeys.canAdd ? (
            <button type="button" className="button button--secondary passkeys__add" disabled={passkeys.adding} onClick={() => void passkeys.add()} data-testid="passkey-add">
              {passkeys.adding ? t('common.loading') : t('passkeys.add')}
            </button>
          ) : (
            <p className="passkeys__note">{t('passkeys.unsupported')}</p>
          )}
        </>
      )}
    </section>
  );
});
