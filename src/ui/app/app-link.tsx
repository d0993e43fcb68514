import type { AnchorHTMLAttributes } from 'react';
import { localizedPath } from '../../domain/store/locale-path';
import { useRootStore } from './root-context';
import { isExternal } from './hrefs';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Store-relative path (as the API gives it) or an outside URL. */
  to: string;
};

/**
 * A plain anchor to a page of the current store: the locale prefix is added here and the click is
 * turned into a client-side navigation once, for the whole page (`useClientNavigation`). Much
 * cheaper than a router Link per anchor, and the menus hold hundreds of them.
 */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const { context } = useRootStore();
  const href = isExternal(to) ? to : localizedPath(context.locale, to);
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
