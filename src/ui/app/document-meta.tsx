import { useEffect } from 'react';
import { autorun } from 'mobx';
import { useT } from '../i18n/use-t';
import { useRootStore } from './root-context';
import { pageHead } from './page-head';

/**
 * Keeps the document head in step with client navigation: title, description, canonical,
 * hreflang alternates and robots (the server writes the same tags into the HTML).
 */
export function DocumentMeta() {
  const root = useRootStore();
  const t = useT();
  useEffect(
    () =>
      autorun(() => {
        const head = pageHead(root, t);
        document.title = head.title;
        setMeta('description', head.description);
        setMeta('robots', head.robots);
        document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]').forEach((node) => node.remove());
        const links = [
          ...(head.canonical ? [{ rel: 'canonical', href: head.canonical }] : []),
          ...head.alternates.map((link) => ({ rel: 'alternate', href: link.href, hreflang: link.hreflang })),
        ];
        for (const attributes of links) {
          const link = document.createElement('link');
          for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
          document.head.appendChild(link);
        }
      }),
    [root, t],
  );
  return null;
}

function setMeta(name: string, content: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}
