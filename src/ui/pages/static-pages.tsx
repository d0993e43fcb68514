import { useT } from '../i18n/use-t';

/** The maintenance page (SPEC §2): every page leads here while maintenance is on. */
export function MaintenancePage() {
  const t = useT();
  return (
    <div className="maintenance-page">
      <h1 className="page-frame__title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.text')}</p>
    </div>
  );
}
