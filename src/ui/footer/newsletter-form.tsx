import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { canSubmitNewsletter } from '../../domain/newsletter/newsletter';
import type { SubscribeNewsletterResult } from '../../application/newsletter/subscribe-newsletter';
import { useT } from '../i18n/use-t';
import { withAllTexts } from '../i18n/later-texts';
import { MailIcon } from '../icons/icons';
import { useRootStore } from '../app/root-context';

// Shown after a subscription only: its code loads then.
const NewsletterConfirmation = lazy(withAllTexts(() => import('./newsletter-confirmation').then((module) => ({ default: module.NewsletterConfirmation }))));

/**
 * The footer newsletter form (SPEC §2, §5): title, email field, button. The email is trimmed and
 * the button stays disabled while it is empty; a 422 shows the server's first message; a
 * subscription opens the confirmation popup (with its close button and the 48 h note).
 */
export const NewsletterForm = observer(function NewsletterForm() {
  const t = useT();
  const root = useRootStore();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitNewsletter(email) || sending) return;
    setSending(true);
    let result: SubscribeNewsletterResult | null = null;
    try {
      result = await root.services.newsletter.subscribe(email.trim());
    } catch (failure) {
      // SPEC §8: other errors are reported only.
      console.error('[boutique] Newsletter subscription failed:', failure);
    }
    setSending(false);
    if (!result) return setError(t('newsletter.errors.failed'));
    if (result.kind === 'invalid') return setError(t(`newsletter.errors.${result.problem}`));
    if (result.kind === 'refused') return setError(result.message);
    setError(null);
    setEmail('');
    root.modals.open('newsletter');
  };

  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <div className="newsletter__inner">
        <MailIcon size={32} />
        <h2 id={`${id}-title`} className="newsletter__title">
          {t('footer.newsletter.title')}
        </h2>
        <form className="newsletter__form" onSubmit={(event) => void submit(event)} noValidate aria-busy={sending} data-testid="newsletter-form">
          <label htmlFor={`${id}-email`} className="visually-hidden">
            {t('footer.newsletter.email')}
          </label>
          <input
            id={`${id}-email`}
            className="newsletter__input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('footer.newsletter.email')}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="button newsletter__submit" disabled={!canSubmitNewsletter(email) || sending}>
            {t('footer.newsletter.submit')}
          </button>
          {error && (
            <p id={`${id}-error`} className="newsletter__error" role="alert" data-testid="newsletter-error">
              {error}
            </p>
          )}
        </form>
      </div>
      {root.hydrated && root.modals.isOpen('newsletter') && (
        <Suspense fallback={null}>
          <NewsletterConfirmation onClose={() => root.modals.close('newsletter')} />
        </Suspense>
      )}
    </section>
  );
});
