import { useT } from '../i18n/use-t';

export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('header.skipToContent')}
    </a>
  );
}
