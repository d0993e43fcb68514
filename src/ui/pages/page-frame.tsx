import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { AppLink } from '../app/app-link';
import type { PageInfo } from '../../domain/catalogue/site';
import { urlToPath } from '../app/hrefs';

/** The frame every screen shares: breadcrumb, one h1, the body. */
export function PageFrame({
  title,
  breadcrumb,
  intro,
  children,
  className = '',
}: {
  title: string;
  breadcrumb?: PageInfo['breadcrumb'];
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`page-frame ${className}`.trim()}>
      {breadcrumb && breadcrumb.length > 1 && <Breadcrumb items={breadcrumb} />}
      <h1 className="page-frame__title">{title}</h1>
      {intro && <div className="page-frame__intro">{intro}</div>}
      {children}
    </div>
  );
}

export function Breadcrumb({ items }: { items: PageInfo['breadcrumb'] }) {
  const t = useT();
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${item.url.path}`}>
              {last ? <span aria-current="page">{item.name}</span> : <AppLink to={urlToPath(item.url)}>{item.name}</AppLink>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
