import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { useRootStore } from '../app/root-context';
import { PhoneIcon } from '../icons/icons';
import { ComingSoon, PageFrame } from './page-frame';

/** A screen titled from the translations (`page.title.<route id>`) with its coming-soon body. */
export const StaticPage = observer(function StaticPage() {
  const t = useT();
  const { page } = useRootStore();
  return (
    <PageFrame title={t(`page.title.${page.routeId}`)} className={`static-page static-page--${page.routeId}`}>
      <ComingSoon />
    </PageFrame>
  );
});

export const ContactPage = observer(function ContactPage() {
  const t = useT();
  const { site } = useRootStore();
  const phone = site.settings?.phone;
  return (
    <PageFrame title={t('page.title.contact')} className="contact-page">
      {phone && (
        <p className="contact-page__phone">
          <PhoneIcon size={20} />
          <span>{t('contact.phone', { phone })}</span>
        </p>
      )}
      <ComingSoon />
    </PageFrame>
  );
});

/** /unsubscribe?email=…: the email arrives from the mailing's link. */
export const UnsubscribePage = observer(function UnsubscribePage() {
  const t = useT();
  const { page } = useRootStore();
  const email = page.query.email;
  return (
    <PageFrame title={t('page.title.unsubscribe')} className="unsubscribe-page">
      {email && <p>{t('unsubscribe.for', { email })}</p>}
      <ComingSoon />
    </PageFrame>
  );
});

export function MaintenancePage() {
  const t = useT();
  return (
    <div className="maintenance-page">
      <h1 className="page-frame__title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.text')}</p>
    </div>
  );
}
