import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { UnsubscribeNewsletterResult } from '../../application/newsletter/unsubscribe-newsletter';
import { canSubmitNewsletter, unsubscribeLinkOf } from '../../domain/newsletter/newsletter';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { PageFrame } from './page-frame';

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; result: UnsubscribeNewsletterResult } | { kind: 'failed' };

/**
 * SPEC §2 /unsubscribe?email=… (the legacy /unsubscribe.html keeps the address). A mail's link
 * carries the shop's signature: opening it unsubscribes at once (in the browser, so a mail
 * scanner that only fetches the page changes nothing). Without a valid signature nobody
 * unsubscribes someone else: the shop mails the address a link to confirm.
 */
export const UnsubscribePage = observer(function UnsubscribePage() {
  const t = useT();
  const root = useRootStore();
  const { query } = root.page;
  const link = unsubscribeLinkOf(query);
  const [email, setEmail] = useState(query.email ?? '');
  const [state, setState] = useState<State>(link ? { kind: 'working' } : { kind: 'idle' });
  const started = useRef(false);
  const id = useId();
  // Read while rendering, so this view renders again (and the effect below runs) once the page is hydrated.
  const { hydrated } = root;

  const send = async (address: string, signed: boolean) => {
    setState({ kind: 'working' });
    try {
      setState({ kind: 'done', result: await root.services.newsletter.unsubscribe(address, signed && link ? link : undefined) });
    } catch (error) {
      console.error('[boutique] Unsubscribe failed:', error);
      setState({ kind: 'failed' });
    }
  };

  useEffect(() => {
    if (!hydrated || !link || started.current) return;
    started.current = true;
    void send(link.email, true);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmitNewsletter(email) && state.kind !== 'working') void send(email, false);
  };

  const result = state.kind === 'done' ? state.result : null;
  const finished = result && (result.kind === 'unsubscribed' || result.kind === 'confirmation-sent');
  return (
    <PageFrame title={t('page.title.unsubscribe')} className="unsubscribe-page">
      {state.kind === 'working' && <p role="status">{t('unsubscribe.working')}</p>}
      {result && (
        <p className={`unsubscribe-page__result unsubscribe-page__result--${result.kind}`} role={finished ? 'status' : 'alert'} data-testid="unsubscribe-result">
          {result.kind === 'invalid' ? t(`newsletter.errors.${result.problem}`) : result.message}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="unsubscribe-page__result" role="alert">
          {t('unsubscribe.failed')}
        </p>
      )}
      {!finished && state.kind !== 'working' && (
        <form className="unsubscribe-page__form" onSubmit={submit} noValidate>
          <p>{t('unsubscribe.intro')}</p>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-email`}>
              {t('unsubscribe.email')}
            </label>
            <input id={`${id}-email`} className="field__input" type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          <button type="submit" className="button" disabled={!canSubmitNewsletter(email)} data-testid="unsubscribe-submit">
            {t('unsubscribe.submit')}
          </button>
        </form>
      )}
      <p className="unsubscribe-page__note">{t('subscriptions.newsletter.delay')}</p>
    </PageFrame>
  );
});
