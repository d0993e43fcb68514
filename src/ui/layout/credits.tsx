import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { useRootStore } from '../app/root-context';

/** The copyright line, with the current year (SPEC §9). */
export const Credits = observer(function Credits({ dark = false }: { dark?: boolean }) {
  const t = useT();
  const root = useRootStore();
  return (
    <p className={`credits${dark ? ' credits--dark' : ''}`}>{t('footer.copyright', { year: root.year, brand: root.site.brandName })}</p>
  );
});
