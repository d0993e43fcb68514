import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_SUBJECTS, checkContact, type ContactErrors, type ContactField, type ContactSubject,
} from '../../domain/contact/contact-message';
import { useRootStore } from '../app/root-context';
import { TextField } from '../forms/form-fields';
import { useT } from '../i18n/use-t';
import { loadRecaptcha, recaptchaToken } from './recaptcha';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; reference: string } | { kind: 'error'; text: string | null };

interface Fields {
  email: string;
  name: string;
  subject: ContactSubject | '';
  orderId: string;
  message: string;
}

const EMPTY: Fields = { email: '', name: '', subject: '', orderId: '', message: '' };

/**
 * SPEC §2 /contact: a real form — each field labelled, its problem shown beside it, the SPEC §8
 * contact form error on failure, and the reference support will quote once sent. With a reCAPTCHA
 * site key the script loads with this page only, and a token goes with the message.
 */
export const ContactForm = observer(function ContactForm() {
  const t = useT();
  const { services, site, auth } = useRootStore();
  const siteKey = site.settings?.recaptchaSiteKey ?? null;
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const messageId = useId();
  const subjectId = useId();

  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey);
  }, [siteKey]);
  // Signed in: the account's name and address, unless the shopper typed others already.
  const accountEmail = auth.customer?.email ?? '';
  useEffect(() => {
    if (!auth.loggedIn) return;
    setFields((current) => ({
      ...current,
      name: current.name === '' ? auth.fullName : current.name,
      email: current.email === '' ? accountEmail : current.email,
    }));
  }, [auth.loggedIn, auth.fullName, accountEmail]);

  const set = (field: ContactField) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: ContactField) => (errors[field] ? t(`contact.errors.${field}.${errors[field]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { ...fields, subject: fields.subject as ContactSubject };
    const problems = checkContact(request);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setStatus({ kind: 'error', text: null });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const captchaToken = siteKey ? await recaptchaToken(siteKey) : null;
      const result = await services.contact.send({ ...request, captchaToken });
      if (result.kind === 'sent') setStatus({ kind: 'sent', reference: result.reference });
      else if (result.kind === 'invalid') {
        setErrors(result.errors);
        setStatus({ kind: 'error', text: null });
      } else setStatus({ kind: 'error', text: result.code === 422 || result.code === 400 ? null : result.message });
    } catch {
      setStatus({ kind: 'error', text: null });
    }
  };

  if (status.kind === 'sent') {
    return (
      <div className="contact-form__sent form-notice form-notice--success" role="status" data-testid="contact-sent">
        <p>{t('contact.sent.title')}</p>
        <p>{t('contact.sent.text', { reference: status.reference })}</p>
        <button type="button" className="button button--secondary" onClick={() => { setFields((current) => ({ ...EMPTY, email: current.email, name: current.name })); setStatus({ kind: 'idle' }); }}>
          {t('contact.sent.another')}
        </button>
      </div>
    );
  }

  const length = [...fields.message.trim()].length;
  return (
    <form className="contact-form" onSubmit={submit} noValidate data-testid="contact-form">
      {status.kind === 'error' && (
        <div className="form-notice form-notice--error" role="alert" data-testid="contact-error">
          <p>{t('contact.error')}</p>
          {status.text && <p className="contact-form__reason">{status.text}</p>}
        </div>
      )}
      <div className="contact-form__row">
        <TextField label={t('contact.field.email')} name="email" type="email" autoComplete="email" value={fields.email} onChange={set('email')} error={errorOf('email')} />
        <TextField label={t('contact.field.name')} name="name" autoComplete="name" value={fields.name} onChange={set('name')} error={errorOf('name')} maxLength={100} />
      </div>
      <div className="contact-form__row">
        <div className={`field${errors.subject ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor={subjectId}>{t('contact.field.subject')}</label>
          <select
            id={subjectId}
            name="subject"
            className="field__input"
            value={fields.subject}
            onChange={(event) => set('subject')(event.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? `${subjectId}-error` : undefined}
          >
            <option value="">{t('contact.subject.choose')}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>{t(`contact.subject.${subject}`)}</option>
            ))}
          </select>
          {errors.subject && <p id={`${subjectId}-error`} className="field__error" data-testid="field-error-subject">{errorOf('subject')}</p>}
        </div>
        <TextField
          label={t('contact.field.orderId')}
          name="orderId"
          optional
          inputMode="numeric"
          autoComplete="off"
          value={fields.orderId}
          onChange={set('orderId')}
          error={errorOf('orderId')}
          hint={t('contact.hint.orderId')}
        />
      </div>
      <div className={`field${errors.message ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor={messageId}>{t('contact.field.message')}</label>
        <textarea
          id={messageId}
          name="message"
          className="field__input contact-form__message"
          rows={7}
          value={fields.message}
          onChange={(event) => set('message')(event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${messageId}-count${errors.message ? ` ${messageId}-error` : ''}`}
        />
        <p id={`${messageId}-count`} className={`field__hint contact-form__count${length > CONTACT_MESSAGE_MAX ? ' is-over' : ''}`}>
          {t('contact.hint.message', { count: length, min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX })}
        </p>
        {errors.message && <p id={`${messageId}-error`} className="field__error" data-testid="field-error-message">{errorOf('message')}</p>}
      </div>
      {siteKey && <p className="contact-form__captcha">{t('contact.captchaNotice')}</p>}
      <button type="submit" className="button contact-form__submit" disabled={status.kind === 'sending'} data-testid="contact-submit">
        {status.kind === 'sending' ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
});
