import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { useRootStore } from '../app/root-context';
import { PhoneIcon } from '../icons/icons';
import { PageFrame } from '../pages/page-frame';
import { ContactForm } from './contact-form';

/** SPEC §2 /contact: the phone line of the store, then the contact form. */
export const ContactPage = observer(function ContactPage() {
  const t = useT();
  const { site } = useRootStore();
  const phone = site.settings?.phone;
  return (
    <PageFrame title={t('page.title.contact')} className="contact-page">
      <p className="contact-page__intro">{t('contact.intro')}</p>
      {phone && (
        <p className="contact-page__phone">
          <PhoneIcon size={20} />
          <span>{t('contact.phone', { phone })}</span>
        </p>
      )}
      <ContactForm />
    </PageFrame>
  );
});
