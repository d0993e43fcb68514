import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { useRootStore } from '../app/root-context';
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

export function MaintenancePage() {
  const t = useT();
  return (
    <div className="maintenance-page">
      <h1 className="page-frame__title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.text')}</p>
    </div>
  );
}
