import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { MailIcon } from '../icons/icons';
import { useRootStore } from '../app/root-context';

/**
 * The footer newsletter form (SPEC §2): title, email field, button. The email is trimmed and the
 * button stays disabled while it is empty (SPEC §5). The shop has no newsletter subscription
 * behind it, so a sent address is answered with a "coming soon" notice rather than silently ignored.
 */
export const NewsletterForm = observer(function NewsletterForm() {
  const t = useT();
  const root = useRootStore();
  const [email, setEmail] = useState('');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    root.toasts.show(t('footer.newsletter.comingSoon'));
  };
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <div className="newsletter__inner">
        <MailIcon size={32} />
        <h2 id={`${id}-title`} className="newsletter__title">
          {t('footer.newsletter.title')}
        </h2>
        <form className="newsletter__form" onSubmit={submit} noValidate>
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
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button newsletter__submit" disabled={!email.trim()}>
            {t('footer.newsletter.submit')}
          </button>
        </form>
      </div>
    </section>
  );
});
