import { useEffect } from 'react';
import { useNavigate } from './router';
import { stripLocalePrefix } from '../../domain/store/locale-path';
import { useLocale } from '../i18n/use-t';

/**
 * Clicks on anchors to pages of the current store become router navigations (no reload).
 * Left alone: modified clicks, other targets, downloads, outside origins, other stores' pages
 * (another language is another document) and anchors marked `data-reload`.
 */
export function useClientNavigation(): void {
  const navigate = useNavigate();
  const pageLocale = useLocale();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.hasAttribute('download') || anchor.hasAttribute('data-reload')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const { locale, path } = stripLocalePrefix(url.pathname);
      if (locale !== pageLocale) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      void navigate(`${path}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, pageLocale]);
}
