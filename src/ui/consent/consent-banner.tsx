import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { useRootStore } from '../app/root-context';
import { CONSENT_CLICK_DELAY_MS } from '../../domain/tracking/consent';

type Purpose = 'necessary' | 'measurement' | 'marketing';
const PURPOSES: Purpose[] = ['necessary', 'measurement', 'marketing'];

/**
 * The cookie banner: accept all, refuse all, or choose per purpose (necessary cookies are always
 * on). Its buttons take clicks only a second after it shows (SPEC §9), so a tap meant for the page
 * never consents by accident. Not modal: the shop stays usable while it waits for an answer.
 */
export const ConsentBanner = observer(function ConsentBanner() {
  const t = useT();
  const { consent } = useRootStore();
  const titleId = useId();
  const [armed, setArmed] = useState(false);
  const [details, setDetails] = useState(false);
  const [choice, setChoice] = useState({ measurement: consent.consent?.measurement ?? false, marketing: consent.consent?.marketing ?? false });
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), CONSENT_CLICK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // Opened from the footer link: the keyboard goes to it; on arrival it does not steal focus.
    if (consent.reopened) section.current?.focus();
  }, [consent.reopened]);

  const disabled = !armed || consent.saving;
  const decide = (measurement: boolean, marketing: boolean) => void consent.decide({ measurement, marketing });

  return (
    <section
      ref={section}
      className="consent-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="consent-banner"
      onKeyDown={(event) => event.key === 'Escape' && consent.close()}
    >
      <div className="consent-banner__body">
        <h2 id={titleId} className="consent-banner__title">{t('consent.title')}</h2>
        <p className="consent-banner__text">{t('consent.text')}</p>
        {details && (
          <fieldset className="consent-banner__purposes">
            <legend className="consent-banner__legend">{t('consent.purposes')}</legend>
            {PURPOSES.map((purpose) => (
              <label key={purpose} className="consent-banner__purpose">
                <input
                  type="checkbox"
                  name={purpose}
                  checked={purpose === 'necessary' ? true : choice[purpose]}
                  disabled={purpose === 'necessary'}
                  onChange={(event) => purpose !== 'necessary' && setChoice({ ...choice, [purpose]: event.target.checked })}
                />
                <span>
                  <strong>{t(`consent.${purpose}.title`)}</strong>
                  <span className="consent-banner__hint">{t(`consent.${purpose}.text`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {consent.failed && <p className="consent-banner__error" role="alert">{t('consent.failed')}</p>}
      </div>
      <div className="consent-banner__actions">
        <button type="button" className="button button--secondary" disabled={disabled} onClick={() => decide(false, false)}>
          {t('consent.refuseAll')}
        </button>
        {details ? (
          <button type="button" className="button button--secondary" disabled={disabled} onClick={() => decide(choice.measurement, choice.marketing)}>
            {t('consent.save')}
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setDetails(true)}>
            {t('consent.customise')}
          </button>
        )}
        <button type="button" className="button" disabled={disabled} onClick={() => decide(true, true)}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </section>
  );
});
